/**
 * What an item names of the happening it reports: its people, places and organisations (one
 * spelling across languages), its figures (one notation: "3,25 Prozent" and "3.25%" alike, "three
 * per cent" too), its dates and quarters, the actors it names otherwise (an institution by its
 * seat, an office by its title), the facts of which one event has one value (a score, a date, a
 * quarter, a sum of money, a road's or line's code, a storm's name, a strike's sector), and its content words. Pure.
 */
import { splitSentences } from '#shared/sentences';
import { foldCase, safeLocale } from '#shared/text';
import { centralBanksNamed, institutionAtSeat, officesNamed } from './actors.ts';
import { isSector, namesHappening, STRIKE } from './concepts.ts';
import { type ContentWords, contentWords } from './content.ts';
import { canonicalWords, guessLanguage, namedHappenings, spelledNamesIn } from './event-names.ts';
import type { ScriptItem } from '../types.ts';

/** Facts of which one event has exactly one: two items stating different ones report different events. */
export type DistinguishingKind = 'score' | 'date' | 'quarter' | 'money' | 'code' | 'happening' | 'sector';

/** What an item names: its entities (lower case) and figures (normalized), each with its weight. */
export interface EventMarks {
  names: Map<string, number>;
  /** Single capitalised words that open a sentence (or German nouns): names only when another item names them too. */
  openers: Map<string, number>;
  /** German single words written after a bare "in" ("in Kempten"): a place's name, as uncertain as any German single word. */
  places: Map<string, number>;
  /** Initials of the item's names of three words and more ("tsmc"): count when the other item names them. */
  acronyms: Map<string, number>;
  /** Institutions named by their seat or as a country's central bank, and offices named by a title ("~head-of-government"), not by name. */
  actors: Map<string, number>;
  /** Happenings given a name of their own ("!isla" for "Storm Isla"). */
  happenings: Set<string>;
  /** Figures, dates ("d:6-9") and quarters ("q:1"). */
  figures: Map<string, number>;
  distinguishing: Map<DistinguishingKind, Set<string>>;
  /** Content words of the title and lead that are not names, in the item's language: what the report says happened. */
  content: ContentWords;
}

/** A specific figure (a decimal, a score, a number above ten, a date) says more than a small count. */
const SPECIFIC_FIGURE_WEIGHT = 1.5;
const SMALL_FIGURE_WEIGHT = 0.5;
const MIN_ACRONYM_WORDS = 3;
/** An institution named by its seat or as its country's central bank, and an office named by its title, weigh this much of a name. */
const ACTOR_WEIGHT = 0.75;

/** Capitalised words that name no one: pronouns, articles and words that open clauses, per language. */
const NOT_NAMES: Record<string, string[]> = {
  en: ['i', 'the', 'a', 'an', 'it', 'its', 'he', 'she', 'they', 'we', 'this', 'that', 'these', 'those', 'his', 'her', 'their', 'our', 'mr', 'mrs', 'ms', 'dr'],
  de: ['der', 'die', 'das', 'ein', 'eine', 'er', 'sie', 'es', 'wir', 'ihr', 'dem', 'den', 'des', 'prozent', 'euro', 'millionen', 'milliarden', 'jahr', 'jahre',
    // Prepositions and quantifiers, capitalised where a sentence, a title or a clause after a colon opens with them.
    'in', 'im', 'am', 'an', 'auf', 'aus', 'bei', 'mit', 'nach', 'seit', 'von', 'vom', 'vor', 'zu', 'zum', 'zur', 'für', 'über', 'unter', 'viele', 'alle', 'kein', 'keine',
    'einige', 'mehrere', 'zahlreiche', 'dutzende', 'hunderte', 'hunderten', 'tausende', 'tausenden'],
  fr: ['le', 'la', 'les', 'un', 'une', 'il', 'elle', 'ils', 'elles', 'nous', 'ce', 'cette'],
  es: ['el', 'la', 'los', 'las', 'un', 'una', 'él', 'ella', 'ellos', 'nosotros', 'este', 'esta'],
};
/** Lower-case words that may sit inside a name ("Bank of England", "Rat der Stadt"). */
const NAME_JOINERS = new Set(['of', 'and', 'for', 'de', 'der', 'des', 'von', 'du', 'la', 'del', 'y', 'et']);

/** Numbers in words, one to twelve, per language: figures when a unit follows ("three per cent"). */
const NUMBER_WORDS = new Map<string, number>(Object.values({
  en: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
  de: ['eins', 'zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwolf'],
  fr: ['un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze'],
  es: ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'],
}).flatMap((numbers) => numbers.map((word, index) => [word, index + 1] as const)));
/** Words after a figure that make it a share or a sum: "per cent", "Prozent", "millones", "euros". */
const PERCENT_WORDS = new Set(['percent', 'per', 'prozent', 'pour', 'por', 'pourcent']);
const CURRENCY_WORDS = new Set(['euro', 'euros', 'dollar', 'dollars', 'pound', 'pounds', 'pfund', 'libras', 'dolares', 'yen', 'francs', 'franken']);
const MAGNITUDE_WORDS = new Set(['million', 'millions', 'billion', 'billions', 'millionen', 'milliarden', 'mio', 'mrd', 'millones', 'milliards', 'bn', 'm']);

const QUARTERS: Array<[RegExp, Record<string, number>]> = [
  [/\b(first|second|third|fourth|1st|2nd|3rd|4th)[- ]quarter\b/g, { first: 1, second: 2, third: 3, fourth: 4, '1st': 1, '2nd': 2, '3rd': 3, '4th': 4 }],
  [/\b(ersten|zweiten|dritten|vierten) quartal/g, { ersten: 1, zweiten: 2, dritten: 3, vierten: 4 }],
  [/\b(premier|deuxieme|second|troisieme|quatrieme) trimestre\b/g, { premier: 1, deuxieme: 2, second: 2, troisieme: 3, quatrieme: 4 }],
  [/\b(primer|segundo|tercer|cuarto) trimestre\b/g, { primer: 1, segundo: 2, tercer: 3, cuarto: 4 }],
  [/\bq([1-4])\b/g, { 1: 1, 2: 2, 3: 3, 4: 4 }],
];

const localeCache = new Map<string, { notNames: Set<string>; months: Map<string, number> }>();
/** A language's words that name no one (weekdays and months too: every event of a day shares them) and its month names. */
function calendarOf(language: string) {
  const base = language.slice(0, 2).toLowerCase();
  let cached = localeCache.get(base);
  if (!cached) {
    const locale = safeLocale(base);
    const notNames = new Set(NOT_NAMES[base] ?? []);
    for (let day = 0; day < 7; day++) {
      const date = new Date(Date.UTC(2024, 0, 1 + day));
      for (const weekday of ['long', 'short'] as const) notNames.add(new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' }).format(date).toLowerCase().replace(/\.$/, ''));
    }
    const months = new Map<string, number>();
    for (let month = 0; month < 12; month++) {
      const name = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month, 1))).toLowerCase();
      notNames.add(name);
      months.set(foldCase(name), month + 1);
    }
    cached = { notNames, months };
    localeCache.set(base, cached);
  }
  return cached;
}

/** "3,25" (a decimal comma) and "3.25" alike; "40,000" and "40.000" alike; currency and units dropped. */
function normalizedFigure(raw: string): string | null {
  const score = /^(\d{1,2})[-–:](\d{1,2})$/.exec(raw);
  if (score) return `${score[1]}-${score[2]}`;
  const digits = raw.replace(/[^\d.,]/g, '').replace(/[.,]$/, '');
  if (!digits) return null;
  const commaDecimal = /^\d+(\.\d{3})*,\d{1,2}$/.test(digits);
  const grouped = commaDecimal ? digits.replace(/\./g, '').replace(',', '.') : /^\d{1,3}([.,]\d{3})+$/.test(digits) ? digits.replace(/[.,]/g, '') : digits.replace(/,/g, '');
  const value = Number(grouped);
  if (!Number.isFinite(value)) return null;
  // A year dates the story; it does not tell one event from another.
  if (Number.isInteger(value) && value >= 1900 && value <= 2100 && grouped.length === 4) return null;
  return String(value);
}

const figureWeight = (figure: string): number =>
  /[-.:]/.test(figure) || Number(figure) > 10 ? SPECIFIC_FIGURE_WEIGHT : SMALL_FIGURE_WEIGHT;

const FIGURE_PATTERN = /^[€$£¥]?\d[\d.,]*(?:[-–:]\d{1,2})?(?:%|[a-z]{0,3})?$/iu;
const SCORE_PATTERN = /^\d{1,2}-\d{1,2}$/;
/** A road's, line's or flight's code ("A7", "M25", "LH400"): two reports giving different ones tell of different places. Q1 to Q4 are quarters. */
const CODE_PATTERN = /^(?!Q[1-4]$)\p{Lu}{1,3}\d{1,4}$/u;
/** An elided French article or conjunction before a name: "d'Algeciras", "l'Andalousie", "qu'Airbus". */
const ELISION = /^(?:[dlj]|qu|jusqu|lorsqu|puisqu)['’](?=\p{Lu})/u;
const trimmed = (token: string): string => token.replace(/^[^\p{L}\p{N}€$£]+|[^\p{L}\p{N}%]+$/gu, '').replace(/['’]s$/u, '').replace(ELISION, '');

/** Dates a sentence gives as a day and a month ("June 9", "9. Juni", "9 juin", "9 de junio"), as "d:6-9". */
function datesIn(folded: string, months: Map<string, number>): string[] {
  const names = [...months.keys()].join('|');
  const found: string[] = [];
  for (const match of folded.matchAll(new RegExp(`\\b(${names})\\s+(\\d{1,2})\\b|\\b(\\d{1,2})\\.?\\s+(?:de\\s+)?(${names})\\b`, 'gu'))) {
    const [month, day] = match[1] ? [match[1], match[2]] : [match[4]!, match[3]];
    if (Number(day) >= 1 && Number(day) <= 31) found.push(`d:${months.get(month)}-${Number(day)}`);
  }
  return found;
}

function quartersIn(folded: string): string[] {
  return QUARTERS.flatMap(([pattern, ordinals]) => [...folded.matchAll(pattern)].map((match) => `q:${ordinals[match[1]!]}`));
}

type Distinguish = (kind: DistinguishingKind, value: string) => void;

/** The figures and codes of one sentence's tokens, each figure with the distinguishing kind it belongs to, if any. */
function figuresIn(tokens: string[], add: (figure: string, kind: DistinguishingKind | null) => void, distinguish: Distinguish): void {
  tokens.forEach((raw, index) => {
    const token = trimmed(raw);
    const next = tokens.slice(index + 1, index + 3).map((word) => foldCase(trimmed(word)));
    const money = /^[€$£¥]/.test(token) || (next.some((word) => CURRENCY_WORDS.has(word)) && (CURRENCY_WORDS.has(next[0]!) || MAGNITUDE_WORDS.has(next[0]!)));
    if (CODE_PATTERN.test(token)) return distinguish('code', foldCase(token));
    if (FIGURE_PATTERN.test(token)) {
      const figure = normalizedFigure(token);
      if (figure !== null) add(figure, SCORE_PATTERN.test(figure) ? 'score' : money ? 'money' : null);
      return;
    }
    const spelled = NUMBER_WORDS.get(foldCase(token));
    if (spelled !== undefined && (PERCENT_WORDS.has(next[0]!) || MAGNITUDE_WORDS.has(next[0]!))) add(String(spelled), money ? 'money' : null);
  });
}

/**
 * The names and figures of an item's title and text, read in the item's own language (guessed,
 * else the briefing's). A name is a run of capitalised words that does not open a sentence; each
 * word of a run weighs 1/length, so "Joel Vallin" counts once. A single word that opens a
 * sentence is only an opener unless the item also names it inside a sentence, and in German (where
 * every noun is capitalised) any single word is, however often written (after a bare "in" it is
 * also a place); an opener counts when the other item names it. Well-known names of several words
 * count however capitalised.
 */
export function eventMarks(item: Pick<ScriptItem, 'title' | 'text'>, briefingLanguage: string): EventMarks {
  const language = guessLanguage(`${item.title} ${item.text}`, briefingLanguage);
  const { notNames: stop, months } = calendarOf(language);
  const allMonths = new Map([...calendarOf('en').months, ...months]);
  const german = language.startsWith('de');
  const runs: Array<{ written: string[]; words: string[]; opensSentence: boolean; afterIn: boolean }> = [];
  const acronyms = new Map<string, number>();
  const figures = new Map<string, number>();
  const distinguishing = new Map<DistinguishingKind, Set<string>>();
  const distinguish: Distinguish = (kind, value) => distinguishing.set(kind, (distinguishing.get(kind) ?? new Set()).add(value));
  const add = (figure: string, kind: DistinguishingKind | null) => {
    figures.set(figure, figureWeight(figure));
    if (kind) distinguish(kind, figure);
  };
  // Whole texts, not sentences: a splitter may end a sentence at the point of "9. Juni".
  for (const folded of [item.title, item.text].map(foldCase)) {
    for (const date of datesIn(folded, allMonths)) add(date, 'date');
    for (const quarter of quartersIn(folded)) add(quarter, 'quarter');
  }
  for (const sentence of [...splitSentences(item.title, language), ...splitSentences(item.text, language)]) {
    const tokens = sentence.split(/\s+/);
    figuresIn(tokens, add, distinguish);
    let run: string[] = [];
    let opens = false;
    // A German common noun after "in" takes an article ("in der Nacht"), a place does not ("in Kempten").
    let afterIn = false;
    const close = () => {
      // What happened, and the sector it stopped, is not who or where: "Warnstreik an …", "Storm Isla" (the storm's own name is
      // read by namedHappenings), "Hamburger Kitas".
      while (run.length && (NAME_JOINERS.has(run.at(-1)!) || namesHappening(run.at(-1)!, language))) run.pop();
      while (run.length && namesHappening(run[0]!, language)) {
        run.shift();
        opens = false;
      }
      const named = run.filter((word) => !NAME_JOINERS.has(word));
      if (named.length >= MIN_ACRONYM_WORDS) acronyms.set(named.map((word) => foldCase(word)[0]).join(''), 1);
      if (run.length) runs.push({ written: run.map(foldCase), words: canonicalWords(run), opensSentence: opens, afterIn });
      run = [];
    };
    tokens.forEach((raw, position) => {
      const token = trimmed(raw);
      if (FIGURE_PATTERN.test(token)) return close();
      const lower = token.toLowerCase();
      const capitalised = /^\p{Lu}/u.test(token) && token.length > 1 && !stop.has(lower);
      if (capitalised) {
        if (!run.length) [opens, afterIn] = [position === 0, german && foldCase(tokens[position - 1] ?? '') === 'in'];
        run.push(lower);
      } else if (run.length && NAME_JOINERS.has(lower) && token === lower) run.push(lower);
      else close();
      // A word cut off by punctuation ends the run: "Frankfurt, Paris" are two names. A German sentence's first word is
      // capitalised whatever it is ("Heftiger Starkregen", "Dutzende Keller"): it stands alone.
      if (/[,;:)]$/.test(raw) || (german && position === 0 && capitalised)) close();
    });
    close();
  }
  const midSentence = new Set(runs.filter(({ opensSentence, words }) => !opensSentence || words.length > 1).flatMap(({ words }) => words));
  const names = new Map<string, number>();
  const openers = new Map<string, number>();
  const nameWords = new Set<string>();
  const seats = new Set<string>();
  const places = new Map<string, number>();
  for (const { written, words, opensSentence, afterIn } of runs) {
    const named = words.filter((word) => !NAME_JOINERS.has(word));
    // A known name (a key such as "=ecb") is a name wherever it stands.
    const uncertain = named.length === 1 && !named[0]!.startsWith('=') && (german || (opensSentence && !midSentence.has(named[0]!)));
    for (const word of named) (uncertain ? openers : names).set(word, Math.max(names.get(word) ?? 0, 1 / named.length));
    if (uncertain && afterIn) places.set(named[0]!, 1);
    if (!uncertain) for (const word of written) nameWords.add(word);
    // A seat that opens a sentence is its institution acting ("Frankfurt stands pat").
    const institution = opensSentence && named.length === 1 ? institutionAtSeat(named[0]!) : null;
    if (institution) seats.add(institution);
  }
  for (const key of [item.title, item.text].flatMap((part) => spelledNamesIn(foldCase(part)))) names.set(key, 1);
  for (const word of names.keys()) openers.delete(word);
  const text = `${item.title}. ${item.text}`;
  const { offices, titleWords } = officesNamed(text, language);
  const actors = new Map<string, number>();
  for (const actor of [...seats, ...centralBanksNamed(foldCase(text), [...names.keys(), ...openers.keys()]), ...offices]) {
    if (!names.has(actor)) actors.set(actor, ACTOR_WEIGHT);
  }
  // An office's title is counted as the office, not again as content.
  for (const word of titleWords) nameWords.add(word);
  for (const word of [...names.keys(), ...openers.keys()]) acronyms.delete(word);
  const happenings = new Set([item.title, item.text].flatMap((part) => namedHappenings(part, stop)));
  if (happenings.size) distinguishing.set('happening', happenings);
  const content = contentWords(item, language, nameWords);
  // One strike stops one sector's work: a city's metro and its nurseries on one day are two strikes.
  const sectors = content.lead.has(STRIKE) ? [...content.lead.keys()].filter(isSector) : [];
  if (sectors.length) distinguishing.set('sector', new Set(sectors));
  return { names, openers, places, acronyms, actors, happenings, figures, distinguishing, content };
}
