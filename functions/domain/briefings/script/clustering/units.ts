/**
 * What a figure measures, read in one unit and marked so: a length in metres ("400 metres" = "0,4 km" = "400m"), rain in
 * millimetres ("120 Liter pro Quadratmeter" = "120mm"), power in megawatts ("1,3 GW" = "1300mw"), an area in hectares, a span
 * of hours ("24 Stunden" = "24 hours"), a clock's hour ("3pm" = "15 Uhr" = "15h00") and a person's age ("die 31-Jährige" =
 * "age:31"), so that a count of 400 and a race of 400 metres are two figures. Pure.
 */
import { foldCase } from '#shared/text';

/** Power in megawatts or gigawatts ("1 300 MW", "1,3 GW", "1.3 gigawatts"), read in megawatts and marked so ("1300mw"). */
export const POWER_UNITS = new Map([...['mw', 'megawatt', 'megawatts', 'megavatios'].map((unit) => [unit, 1] as const),
  ...['gw', 'gigawatt', 'gigawatts', 'gigavatios'].map((unit) => [unit, 1000] as const)]);
const POWER_SUFFIX = /^\d+(?:[.,]\d+)?(mw|gw)$/u;

/** An area in square kilometres, as each language writes it after a figure: read as hectares ("12 square kilometres" = "1,200 hectares"). */
export const SQUARE_KILOMETRES = /^(?:square (?:kilometres|kilometers|km)|sq km|km2|quadratkilometern?|(?:kilometres|km) carres|(?:kilometros|km) cuadrados)\b/u;
export const HECTARES_IN_A_SQUARE_KILOMETRE = 100;
/**
 * A length after a figure, or written onto it ("400 metres", "100 Meter", "6,4 kilomètres", "6.4km"; a bare "m" only on a whole
 * number, else it is millions): read in metres and marked so ("400m"), for a count of 400 and a race of 400 metres are two figures.
 */
const METRES = new Set(['m', 'metre', 'metres', 'meter', 'meters', 'metern', 'metro', 'metros']);
const KILOMETRES = new Set(['km', 'kilometre', 'kilometres', 'kilometer', 'kilometers', 'kilometern', 'kilometro', 'kilometros']);
/** Centimetres too: "4 cm" hailstones are no count of four ("quatre centimètres" beside "quatre points"). */
const CENTIMETRES = new Set(['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters', 'zentimeter', 'zentimetern', 'centimetro', 'centimetros']);
const LENGTH_SUFFIX = /^\d+(?:[.,]\d+)?(km|cm|m)$/u;
export function metresOf(token: string, value: number, next: string): string | null {
  const unit = LENGTH_SUFFIX.exec(token)?.[1] ?? (METRES.has(next) || KILOMETRES.has(next) || CENTIMETRES.has(next) ? next : null);
  if (unit === null || (unit === 'm' && !Number.isInteger(value))) return null;
  return `${spelled(KILOMETRES.has(unit) ? value * 1000 : CENTIMETRES.has(unit) ? value / 100 : value)}m`;
}
/**
 * Rain in millimetres or in litres a square metre, which is the same ("120mm", "120 Liter pro Quadratmeter", "120 litres par mètre
 * carré", "120 litros por metro cuadrado"): read in millimetres and marked so ("120mm"), for a count of 120 is another figure.
 */
const MILLIMETRES = new Set(['mm', 'millimetres', 'millimeters', 'millimeter', 'millimetern', 'milimetros']);
const LITRES_A_SQUARE_METRE = /^(?:litres?|liters?|litern|litros?|l) (?:a|per|pro|par|por) (?:square|quadratmeter|metre|metro)\b/u;
export function rainOf(token: string, value: number, next: string[]): string | null {
  return /^\d+(?:[.,]\d+)?mm$/u.test(token) || MILLIMETRES.has(next[0]!) || LITRES_A_SQUARE_METRE.test(next.join(' ')) ? `${spelled(value)}mm` : null;
}
/** Power in megawatts ("1300mw") of a figure before a unit of power or written onto it; null for none. */
export function powerOf(token: string, value: number, next: string): string | null {
  const times = POWER_UNITS.get(POWER_SUFFIX.exec(foldCase(token))?.[1] ?? next);
  return times === undefined ? null : `${spelled(value * times)}mw`;
}
/**
 * A span of hours is marked so ("the 24-hour record", "24 Stunden", "le record des 24 heures", "un paro de 24 horas"): no count of 24,
 * nor a 24-year-old. French and Spanish tell a clock's hour with the same word ("entre 23 heures et 5 heures"): a span only after these,
 * or of 24 hours, which no clock shows ("atención las 24 horas", "24 heures sur 24": around the clock).
 */
const HOURS = new Set(['hour', 'hours', 'stunde', 'stunden']);
const CLOCK_HOURS = new Set(['heure', 'heures', 'hora', 'horas']);
const SPAN_OF = new Set(['des', 'en', 'pendant', 'durant', 'de', 'durante']);
export const hoursSpan = (words: string[], folded: string[], index: number, next: string, value: number): boolean =>
  HOURS.has(next) || (CLOCK_HOURS.has(next) && ((SPAN_OF.has(folded[index - 1] ?? '') && words[index - 1] !== 'dès') || value === 24));

/** One spelling of a value: no float noise ("1.2e9", not "1200000000.0000002"). */
export const spelled = (value: number): string =>
  // A whole number of up to twelve digits is its own spelling.
  String(Number.isInteger(value) && Math.abs(value) < 1e12 ? value : Number(value.toPrecision(12)));

/** A clock's hour however written: "3pm", "3 p.m.", "15 Uhr", "15h", "15 h 30", "a las 15.00". */
const CLOCK_SUFFIX = /^(\d{1,2})(?:[.:h](\d{2}))?(am|pm|h)$/u;
const CLOCK_WORDS = new Set(['am', 'pm', 'a.m', 'p.m', 'a.m.', 'p.m.', 'uhr', 'h']);
/**
 * An hour written with its minutes before Spanish "horas" ("6.00 horas"; "24 horas" is a while), and a range of hours that gives
 * its word once ("de 23.00 a 6.00 horas", "von 23.00 bis 6.00 Uhr"): its first hour is a clock's too.
 */
const WITH_MINUTES = /^\d{1,2}[.:]\d{2}$/u;
const RANGE_WORDS = new Set(['a', 'to', 'and', 'bis', 'y', 'et', 'hasta']);
const hourWithMinutes = (folded: string[], index: number): boolean => WITH_MINUTES.test(folded[index] ?? '')
  && (folded[index + 1] === 'horas' || CLOCK_WORDS.has(folded[index + 1] ?? ''));

/**
 * The time of day a folded token and the words after it tell ("15h00": a clock's hour is no count,
 * so "by 3pm" and "three data centres" share no figure, and "3pm" is "15 Uhr"), with how many words it takes; null for none.
 */
export function clockTime(folded: string[], index: number): { time: string; length: number } | null {
  const token = folded[index]!;
  const suffixed = CLOCK_SUFFIX.exec(token);
  const plain = suffixed ? null : /^(\d{1,2})(?:[.:](\d{2}))?$/u.exec(token);
  const next = folded[index + 1] ?? '';
  const minuted = plain?.[2] !== undefined && (hourWithMinutes(folded, index) || (RANGE_WORDS.has(next) && hourWithMinutes(folded, index + 2)));
  const marked = suffixed ?? (plain && (CLOCK_WORDS.has(next) || minuted || (folded[index - 1] === 'las' && folded[index - 2] === 'a')) ? plain : null);
  if (!marked) return null;
  const meridiem = suffixed?.[3] ?? next;
  const hour = Number(marked[1]) % (meridiem === 'am' || meridiem === 'pm' || meridiem.includes('.m') ? 12 : 24) + (/^p\.?m/u.test(meridiem) ? 12 : 0);
  // French "15 h 30": the minutes follow the "h".
  const minutes = marked[2] ?? (!suffixed && next === 'h' && /^\d{2}$/u.test(folded[index + 2] ?? '') ? folded[index + 2]! : '00');
  if (hour > 23 || Number(minutes) > 59) return null;
  const length = suffixed ? 1 : CLOCK_WORDS.has(next) ? (minutes !== '00' && !marked[2] ? 3 : 2) : 1;
  return { time: `${hour}h${minutes}`, length };
}

/** Words after a figure that make it an age ("a 41-year-old man", "der 52-Jährige"), and before it ("aged 41"). */
const AGE_AFTER = new Set(['year-old', 'year-olds', 'jahrige', 'jahriger', 'jahrigen', 'jahriges']);
const AGE_BEFORE = new Set(['aged']);
/** Years of a person after "de" or "à", or set between commas after a name ("une autrice de 31 ans", "Inés Albarracín, 38 ans,"). */
const YEARS_OF_AGE = new Set(['ans', 'anos']);
const OF_AGE = new Set(['de', 'a']);
const OLDEST = 120;

/**
 * Whether the figure at index is an age: "a 41-year-old man", "der 52-Jährige", "aged 41", "de 38 años", "une autrice de 31 ans",
 * a name's apposition ("Dean Collery, 29, was", "Inés Albarracín, 38 ans,"), a German "(52)" after a name. An age is a person's,
 * no count: "Marta Oswin, 31" and "31 of 48 votes" share no figure.
 */
export function isAge(tokens: string[], folded: string[], index: number, value: number): boolean {
  if (!Number.isInteger(value) || value < 1 || value > OLDEST) return false;
  const [before, after] = [folded[index - 1] ?? '', folded[index + 1] ?? ''];
  if (AGE_AFTER.has(after) || AGE_BEFORE.has(before) || (after === 'years' && folded[index + 2] === 'old')) return true;
  if (YEARS_OF_AGE.has(after) && OF_AGE.has(before)) return true;
  const apposition = /^\p{Lu}.*,$/u.test(tokens[index - 1] ?? '');
  if (/^\p{Lu}/u.test(tokens[index - 1] ?? '') && /^\(\d+\)[,.]?$/u.test(tokens[index]!)) return true;
  return apposition && (tokens[index]!.endsWith(',') || (YEARS_OF_AGE.has(after) && (tokens[index + 1] ?? '').endsWith(',')));
}
