/**
 * An item's figures in one notation, however a language writes them: "3,25 Prozent" and "3.25%",
 * "40.000", "40,000" and "40 000", a sum in units ("€1.2bn" = "1.200 millones" = "1,2 Mrd."), a
 * share of a point ("25 basis points" = "a quarter point" = "un quart de point" = 0.25), counts
 * written as words ("four people" = "vier Menschen" = 4); dates ("June 9" = "9. Juni") and
 * quarters ("first quarter" = "Q1"); and the codes of roads and lines ("A7"). Pure.
 */
import { foldCase } from '#shared/text';
import { isStage, setsFrom } from './facts/competitions.ts';
import { clockTime, HECTARES_IN_A_SQUARE_KILOMETRE, hoursSpan, isAge, metresOf, POWER_UNITS, powerOf, rainOf, spelled, SQUARE_KILOMETRES } from './units.ts';

/** A specific figure (a decimal, a score, a number above ten, a date) says more than a small count. */
const SPECIFIC_FIGURE_WEIGHT = 1.5;
const SMALL_FIGURE_WEIGHT = 0.5;

/** Numbers in words per language (folded), by value, the teens after them; "one" is left out, as it is an article in French and Spanish and a pronoun in English. */
const NUMBER_VALUES = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 20, 30, 40, 50, 60, 70, 80, 90];
const NUMBER_WORDS = new Map<string, number>(Object.values({
  en: ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'],
  de: ['zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwolf', 'zwanzig', 'dreissig', 'vierzig', 'funfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'],
  fr: ['deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'],
  es: ['dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'],
}).flatMap((words) => words.flatMap((word, index) => [[word, NUMBER_VALUES[index]!] as const])).concat(Object.values({
  en: ['thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'],
  de: ['dreizehn', 'vierzehn', 'funfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'],
  fr: ['treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf'],
  es: ['trece', 'catorce', 'quince', 'dieciseis', 'diecisiete', 'dieciocho', 'diecinueve'],
}).flatMap((words) => words.map((word, index) => [word, 13 + index] as const))));
/** One and a half in one word ("anderthalb Millionen", "eineinhalb Jahre"). */
const ONE_AND_A_HALF = new Set(['anderthalb', 'eineinhalb']);
/** Words of hundreds and thousands after a number word ("two hundred", "deux cents", "treinta mil"), and German's written onto it ("sechzigtausend"). */
const MULTIPLIERS = new Map<string, number>([
  ...['hundred', 'hundert', 'cent', 'cents'].map((word) => [word, 100] as const),
  ...['thousand', 'tausend', 'mille', 'mil'].map((word) => [word, 1000] as const),
]);
const GERMAN_MULTIPLIED = /^(\p{L}+?)(hundert|tausend)$/u;
/** Spanish and French "a hundred" opening a number ("ciento ochenta", "cent vingt"). */
const HUNDRED = new Set(['cien', 'ciento']);

/**
 * The value of a number written in words at the folded words' index and how many words it takes:
 * a number word ("four"), times a hundred or a thousand ("two hundred", "treinta mil",
 * "sechzigtausend"), or a hundred and tens ("ciento ochenta"); "mil millones" stays a magnitude.
 */
function numberInWords(folded: string[], index: number): { value: number; length: number } | undefined {
  const word = folded[index]!;
  if (ONE_AND_A_HALF.has(word)) return { value: 1.5, length: 1 };
  const value = NUMBER_WORDS.get(word);
  if (value === undefined) {
    if (HUNDRED.has(word)) {
      const tens = NUMBER_WORDS.get(folded[index + 1] ?? '');
      return tens === undefined ? undefined : { value: 100 + tens, length: 2 };
    }
    const german = word.endsWith('hundert') || word.endsWith('tausend') ? GERMAN_MULTIPLIED.exec(word) : null;
    const times = german && NUMBER_WORDS.get(german[1]!);
    return times ? { value: times * MULTIPLIERS.get(german[2]!)!, length: 1 } : undefined;
  }
  const times = MULTIPLIERS.get(folded[index + 1] ?? '');
  if (times === undefined || (folded[index + 1] === 'mil' && folded[index + 2]?.startsWith('millon'))) return { value, length: 1 };
  return { value: value * times, length: 2 };
}

/** Whether a word is a number written in words ("Vierzigtausend", "zwölf"): a figure, not a name, however capitalised. */
export const isNumberWord = (word: string): boolean => numberInWords([foldCase(word)], 0) !== undefined;

/** The value of a count in digits or in one word of a number (folded: "4", "four", "dix-huit"); undefined for other words. */
export const numberValue = (word: string): number | undefined => (/^\d+$/u.test(word) ? Number(word) : numberInWords([word], 0)?.value);

/** "A" or "one" before a magnitude ("a million homes", "eine Milliarde Euro", "un millón"): one of it. */
const ONE = new Set(['a', 'one', 'ein', 'eine', 'einer', 'un', 'une', 'uno', 'una']);
/** Number words that are as often other words ("neuf" is new, "sept" September, "acht" heed): figures only before a unit ("neuf pour cent"). */
const AMBIGUOUS_NUMBER_WORDS = new Set(['neuf', 'sept', 'acht']);

/** Currencies by their signs and words. */
const CURRENCIES = new Map<string, string>([
  ...['€', 'euro', 'euros'].map((word) => [word, 'eur'] as const),
  ...['$', 'dollar', 'dollars', 'dolares'].map((word) => [word, 'usd'] as const),
  ...['£', 'pound', 'pounds', 'pfund', 'libras'].map((word) => [word, 'gbp'] as const),
  ...['¥', 'yen'].map((word) => [word, 'jpy'] as const),
  ...['francs', 'franken'].map((word) => [word, 'chf'] as const),
]);
const CURRENCY_WORDS = new Set([...CURRENCIES.keys()].filter((word) => word.length > 1));
/** Words of a magnitude after a figure, with their factor ("1,2 Mrd.", "300 millions", "1.200 millones"). */
const MAGNITUDES = new Map<string, number>([
  ...['million', 'millions', 'millionen', 'mio', 'millones', 'millon', 'mn'].map((word) => [word, 1e6] as const),
  ...['billion', 'billions', 'milliarde', 'milliarden', 'mrd', 'milliard', 'milliards', 'bn', 'md', 'mds'].map((word) => [word, 1e9] as const),
  ['m', 1e6], ['k', 1e3],
]);
/** Whether a token is a magnitude's word ("Mio.", "Mrd.", "millions") or a unit of power ("MW"): after a figure it is part of it, no name. */
export const isMagnitude = (token: string): boolean => {
  const folded = foldCase(token);
  return MAGNITUDES.has(folded) || POWER_UNITS.has(folded);
};
const PERCENT_WORDS = new Set(['percent', 'per', 'prozent', 'pour', 'por', 'pourcent']);
/** Words after a figure that make it hundredths of a point ("25 basis points", "25 Basispunkte", "25 points de base", "25 puntos básicos"). */
const BASIS_POINTS = /^(basis|basispunkte?|bp|bps|pb)$/;
const BASIS_POINT_PHRASES = /^(points? de base|puntos? basicos?)$/;
/**
 * Shares in words, as their value: of a point ("a quarter point", "un quart de point", "einen Viertelprozentpunkt"), and a third of a
 * whole, as a percentage ("by a third", "ein Drittel", "un tiers", "un tercio" = 33 %; not the ordinal, "a third term").
 */
const POINT_FRACTIONS: Array<[RegExp, string]> = [
  [/\bquarter(?:[- ]of a)?[- ](?:percentage[- ])?point|\bquart de point|\bcuarto de punto|\bviertel ?prozentpunkt/gu, '0.25'],
  [/\bhalf(?:[- ]a)?[- ](?:percentage[- ])?point|\bdemi-?point|\bmedio punto|\bhalbe[nr]? ?prozentpunkt/gu, '0.5'],
  [/\b(?:by a|one) third\b|\ba third (?:of|fewer|less|more|lower|higher)\b|\bein drittel|\bun tiers\b|\bun tercio\b/gu, '33'],
  [/\btwo[- ]thirds\b|\bzwei drittel|\bdeux tiers\b|\bdos tercios\b/gu, '67'],
];

const QUARTERS: Array<[RegExp, Record<string, number>]> = [
  [/\b(first|second|third|fourth|1st|2nd|3rd|4th)[- ]quarter\b/g, { first: 1, second: 2, third: 3, fourth: 4, '1st': 1, '2nd': 2, '3rd': 3, '4th': 4 }],
  [/\b(ersten|zweiten|dritten|vierten) quartal/g, { ersten: 1, zweiten: 2, dritten: 3, vierten: 4 }],
  [/\b(premier|deuxieme|second|troisieme|quatrieme) trimestre\b/g, { premier: 1, deuxieme: 2, second: 2, troisieme: 3, quatrieme: 4 }],
  [/\b(primer|segundo|tercer|cuarto) trimestre\b/g, { primer: 1, segundo: 2, tercer: 3, cuarto: 4 }],
  [/\bq([1-4])\b/g, { 1: 1, 2: 2, 3: 3, 4: 4 }],
];

const DIGIT = /\d/;
export const FIGURE_PATTERN = /^[€$£¥]?\d[\d.,]*(?:[-–:]\d{1,2})?(?:%|[a-z]{0,3})?$/iu;
const SCORE_PATTERN = /^\d{1,2}-\d{1,2}$/;
/** A time of hours, minutes and seconds ("2:21:07", "1:05:33.2"), or of minutes, seconds and hundredths ("2:01.46"): a runner's, rider's or swimmer's result. */
const RACE_TIME = /^\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,2})?$/;
/** Seconds after a figure: a time in hundredths of at least RESULT_SECONDS ("26.71 seconds", "57,92 Sekunden") is a result; a shorter one, a margin ("by 0.21 seconds"). */
const SECONDS = new Set(['seconds', 'sekunden', 'secondes', 'segundos']);
const RESULT_SECONDS = 10;
/**
 * A sum paid per month, year, night or person ("9 euros más al mes", "more than €100 a year", "6,2 millions d'euros par an") is a
 * rate, which reports of one price rise give in several ways: no sum one event has one of.
 */
const PER_PERIOD = /(?<!\p{L})(?:a|per|al|por|par|pro|je|im|each) (?:month|year|week|night|day|person|head|mes|ano|semana|noche|dia|persona|mois|an|annee|semaine|nuit|jour|personne|monat|jahr|woche|nacht|tag|kopf)(?!\p{L})/u;
/** An elided French "de" before a currency or a unit ("1,5 million d'euros"). */
const ELIDED_DE = /^d['’]/u;
/** A road's, line's or flight's code ("A7", "M25", "LH400"): two reports giving different ones tell of different places. Q1 to Q4 are quarters. */
const CODE_PATTERN = /^(?!Q[1-4]$)\p{Lu}{1,3}\d{1,4}$/u;
/** An elided French article or conjunction before a name: "d'Algeciras", "l'Andalousie", "qu'Airbus", and where a sentence opens, "L'Autriche". */
const ELISION = /^(?:[dljDLJ]|[qQ]u|[jJ]usqu|[lL]orsqu|[pP]uisqu)['’](?=\p{Lu})/u;

/** A token without the punctuation around it, a possessive's "'s" or an elided French article. */
const isPlainLetterOrDigit = (code: number): boolean => (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
export const trimmed = (token: string): string => {
  // Most tokens open and end with a plain letter or digit: nothing to cut off.
  const bare = isPlainLetterOrDigit(token.charCodeAt(0)) && isPlainLetterOrDigit(token.charCodeAt(token.length - 1))
    ? token : token.replace(/^[^\p{L}\p{N}€$£]+|[^\p{L}\p{N}%]+$/gu, '');
  // Most tokens have no apostrophe, so no possessive or elision to drop.
  return bare.includes("'") || bare.includes('’') ? bare.replace(/['’]s$/u, '').replace(ELISION, '') : bare;
};

/**
 * A sentence's tokens, with thousands grouped by spaces joined ("35 000"), a figure written onto
 * a word parted from it ("a 6.1-magnitude quake", "a 24-hour strike") and a range parted in two.
 */
export function tokensOf(sentence: string): string[] {
  // Each rewrite is of digits: a sentence without any is split as it is.
  if (!DIGIT.test(sentence)) return sentence.split(/\s+/);
  return sentence.replace(/(?<![\d.,])(\d{1,3})[\s\u00a0\u202f](?=\d{3}(?![\d]))/gu, '$1').replace(/(\d)-(?=\p{L}{3,})/gu, '$1 ')
    // A range of decimals is its two figures ("5.25-5.5%" as "5,25 bis 5,5 Prozent"); a score ("2-1") is one.
    .replace(/(\d[.,]\d+)[-–](?=\d)|(\d)[-–](?=\d+[.,]\d)/gu, '$1$2 ').split(/\s+/);
}

/** "3,25" (a decimal comma) and "3.25" alike; "40,000" and "40.000" alike; currency and units dropped. Null for no figure, or a year. */
function figureValue(raw: string): number | null {
  const digits = raw.replace(/[^\d.,]/g, '').replace(/[.,]$/, '');
  if (!digits) return null;
  const commaDecimal = /^\d+(\.\d{3})*,\d{1,2}$/.test(digits);
  const grouped = commaDecimal ? digits.replace(/\./g, '').replace(',', '.') : /^\d{1,3}([.,]\d{3})+$/.test(digits) ? digits.replace(/[.,]/g, '') : digits.replace(/,/g, '');
  const value = Number(grouped);
  if (!Number.isFinite(value)) return null;
  // A year dates the story; it does not tell one event from another. A figure written with a thousands separator is none ("2,000 amphorae").
  if (Number.isInteger(value) && value >= 1900 && value <= 2100 && digits.length === 4) return null;
  return value;
}

/** A count up to ten weighs little (any two reports may give one); a score, a share, a time of day ("9h00") or a larger figure much. */
export const figureWeight = (figure: string): number =>
  /[-.:h]/.test(figure) || Number.parseFloat(figure) > 10 ? SPECIFIC_FIGURE_WEIGHT : SMALL_FIGURE_WEIGHT;

/** The kinds of figure that tell one event from another of its series. */
export type FigureKind = 'score' | 'money' | 'stage' | null;
/** What figuresIn finds: a figure, its kind and, for a sum, its currency. */
export type AddFigure = (figure: string, kind: FigureKind, currency?: string) => void;

/** How many digits of a figure are significant: "1180000" three, "1200000" two, "1.25" three; null for what is not a plain number (a score, a date). */
function significantDigits(figure: string): number | null {
  if (!/^\d+(?:\.\d+)?$/.test(figure)) return null;
  return figure.replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length || null;
}

/**
 * Whether two figures may be one quantity rounded two ways: the one written with fewer
 * significant digits, at least two ("1.2 million", not "40"), is the other rounded to them
 * ("1,18 Mio."). A figure of one digit says too little of how it was rounded.
 */
export function roundedAlike(a: string, b: string): boolean {
  const [digitsA, digitsB] = [significantDigits(a), significantDigits(b)];
  if (digitsA === null || digitsB === null || digitsA === digitsB) return false;
  const [coarse, fine, digits] = digitsA < digitsB ? [a, b, digitsA] : [b, a, digitsB];
  return digits >= 2 && spelled(Number(Number(fine).toPrecision(digits))) === coarse;
}

/** Sums in two currencies of one deal differ by the rate between them: the larger at most this many times the smaller ("€1.2bn", "$1.3bn"; "£1bn", "€1.17bn"). */
const EXCHANGE_SPREAD = 1.25;

/** A sum of money as marks give it: its value, then its currency ("1200000000 eur"). */
export const sumOf = (figure: string, currency: string): string => `${figure} ${currency}`;

/**
 * Whether two sums (as sumOf writes them) may be one: the same value, one rounded to the other's
 * digits, or in two currencies within EXCHANGE_SPREAD of each other. Two sums in one currency
 * that are not the same are two.
 */
export function mayBeOneSum(a: string, b: string): boolean {
  const [valueA, currencyA] = a.split(' ');
  const [valueB, currencyB] = b.split(' ');
  if (valueA === valueB || roundedAlike(valueA!, valueB!)) return true;
  if (currencyA === currencyB) return false;
  return Math.max(Number(valueA), Number(valueB)) <= EXCHANGE_SPREAD * Math.min(Number(valueA), Number(valueB));
}

/** A magnitude written with its currency's sign after a figure, as French does: "300 M€", "1,2 Md€". */
const SIGNED_MAGNITUDE = /^(m|md|mds|mrd|mio)[€$£]\p{P}*$/iu;

/**
 * The factor of the magnitude that follows a figure ("million", "Mrd.", "mil millones", "M€"), or
 * of its suffix ("€1.2bn", "1.2m passengers", "3bn"); 1 for none. A bare "m" or "k" after a figure is a
 * unit ("a 5 m wave") unless a currency's sign is written with it.
 */
function magnitudeOf(token: string, next: string[], money: boolean, signed: boolean): number {
  if (next[0] === 'mil' && next[1]?.startsWith('millon')) return 1e9;
  const word = MAGNITUDES.get(next[0]!);
  if (word !== undefined && (signed || (next[0] !== 'm' && next[0] !== 'k'))) return word;
  const suffix = /\d([a-z]{1,2})$/i.exec(token)?.[1]?.toLowerCase();
  if (!suffix) return 1;
  // "1.2m passengers" and "3bn" are millions and billions; "a 5m wave" is five metres: a bare m or k multiplies a whole number only in a sum.
  return money || !['m', 'k'].includes(suffix) || /[.,]\d/.test(token) ? MAGNITUDES.get(suffix) ?? 1 : 1;
}

/** Goals in words a score may give beside NUMBER_WORDS ("drei zu eins", "seis a cero", "three goals to one"). */
const FEW_GOALS = new Map([['null', 0], ['zero', 0], ['nil', 0], ['cero', 0], ['eins', 1], ['one', 1], ['un', 1], ['uno', 1]]);
/** The word a score in words opens with and the one between its two sides: "mit drei zu eins", "par trois à un", "por seis a cuatro". */
const SCORE_IN_WORDS = new Map([['mit', 'zu'], ['par', 'a'], ['por', 'a']]);

/** The word for goals after a score's first side and the one before its second: "three goals to one", "trois buts à un", "tres goles a uno". */
const GOALS_TO = new Map([['goals', 'to'], ['tore', 'zu'], ['buts', 'a'], ['goles', 'a']]);

/** A score written in words at the folded words' index, after its opening word or before its word for goals ("mit drei zu eins", "three goals to one": "3-1"), and the words it takes; null for none. */
function scoreInWords(folded: string[], index: number): { score: string; length: number } | null {
  const goals = GOALS_TO.get(folded[index + 1] ?? '') === folded[index + 2] ? 1 : 0;
  if (!goals && SCORE_IN_WORDS.get(folded[index - 1] ?? '') !== folded[index + 1]) return null;
  const [home, away] = [folded[index]!, folded[index + 2 + goals] ?? ''].map((word) => FEW_GOALS.get(word) ?? NUMBER_WORDS.get(word));
  return home !== undefined && away !== undefined && home <= 20 && away <= 20 ? { score: `${home}-${away}`, length: 3 + goals } : null;
}

/** The figures and codes of one sentence's tokens (as written, and trimmed), each figure with the kind it belongs to, if any. */
export function figuresIn(tokens: string[], words: string[], add: AddFigure, addCode: (code: string) => void): void {
  const folded = words.map(foldCase);
  let wordsRead = 0;
  words.forEach((token, index) => {
    if (index < wordsRead) return;
    // Most words have no digit: no code, time or figure in digits is looked for in them.
    const digits = DIGIT.test(token) || DIGIT.test(folded[index]!);
    if (digits && CODE_PATTERN.test(token)) return addCode(folded[index]!);
    // A race's time ("2:21:07", "2:01,46", "2 min 01 s 46") is its result, as a match's score is.
    if (digits && token.includes(':') && RACE_TIME.test(token)) return add(token.replace(',', '.'), 'score');
    const minutes = digits && /^\d{1,2}$/.test(token) && folded[index + 1] === 'min' && /^\d{2}$/.test(words[index + 2] ?? '') && folded[index + 3] === 's';
    if (minutes) {
      const hundredths = /^\d{2}$/.test(words[index + 4] ?? '') ? `.${words[index + 4]}` : '';
      wordsRead = index + (hundredths ? 5 : 4);
      return add(`${token}:${words[index + 2]}${hundredths}`, 'score');
    }
    const goals = scoreInWords(folded, index);
    if (goals) {
      wordsRead = index + goals.length;
      return add(goals.score, 'score');
    }
    const clock = digits ? clockTime(folded, index) : null;
    if (clock) {
      wordsRead = index + clock.length;
      return add(clock.time, null);
    }
    const figure = digits && FIGURE_PATTERN.test(token);
    const inWords = figure ? undefined : numberInWords(folded, index);
    const number = inWords?.value ?? (!figure && ONE.has(folded[index]!) && MAGNITUDES.has(folded[index + 1] ?? '') ? 1 : undefined);
    if (!figure && number === undefined) return;
    wordsRead = index + (inWords?.length ?? 1);
    const next = folded.slice(wordsRead, wordsRead + 3).map((word) => word.replace(ELIDED_DE, ''));
    const signed = SIGNED_MAGNITUDE.test(tokens[index + 1] ?? '');
    const money = signed || /^[€$£¥]/.test(token) || (next.some((word) => CURRENCY_WORDS.has(word))
      && (CURRENCY_WORDS.has(next[0]!) || MAGNITUDES.has(next[0]!) || next[0] === 'mil'));
    const sign = /[€$£¥]/u.exec(signed ? tokens[index + 1]! : token)?.[0];
    const currency = money ? CURRENCIES.get(sign ?? next.find((word) => CURRENCY_WORDS.has(word))!) : undefined;
    const sum = money && !PER_PERIOD.test(folded.slice(wordsRead, wordsRead + 5).join(' ')) ? 'money' : null;
    if (number !== undefined) {
      const length = money || AMBIGUOUS_NUMBER_WORDS.has(folded[index]!) ? null : metresOf(token, number, next[0]!);
      if (length) return add(length, null);
      const unit = PERCENT_WORDS.has(next[0]!) || MAGNITUDES.has(next[0]!);
      if (unit || !AMBIGUOUS_NUMBER_WORDS.has(folded[index]!)) add(spelled(number * magnitudeOf(token, next, money, signed)), sum, currency);
      return;
    }
    const score = /^(\d{1,2})[-–:](\d{1,2})$/.exec(token);
    if (score) {
      // A score "beim Stand von 5:5" is the standing within a match, not its result.
      if (folded[index - 1] === 'stand' || folded.slice(index - 2, index).join(' ') === 'stand von') return add(`${score[1]}-${score[2]}`, null);
      const sets = setsFrom(tokens, folded, index);
      wordsRead = index + sets.length;
      return add(sets.scores.join(' '), 'score');
    }
    const value = figureValue(token);
    if (value === null) return;
    if (hoursSpan(words, folded, index, next[0]!, value)) return add(`${spelled(value)} hours`, null);
    if (isStage(next[0]!) || isStage(folded[index - 1] ?? '')) return add(`${spelled(value)}:stage`, 'stage');
    if (SECONDS.has(next[0]!) && /[.,]\d{2}$/.test(token) && value >= RESULT_SECONDS) return add(`${spelled(value)}s`, 'score');
    if (SQUARE_KILOMETRES.test(next.join(' '))) return add(spelled(value * HECTARES_IN_A_SQUARE_KILOMETRE), null);
    const length = money ? null : metresOf(token, value, next[0]!) ?? rainOf(token, value, next) ?? powerOf(token, value, next[0]!);
    if (length) return add(length, null);
    if (!money && isAge(tokens, folded, index, value)) return add(`age:${spelled(value)}`, null);
    const basisPoints = BASIS_POINTS.test(next[0]!) || BASIS_POINT_PHRASES.test(next.slice(0, next[1] === 'de' ? 3 : 2).join(' '));
    const spelledValue = spelled(basisPoints ? value / 100 : value * magnitudeOf(token, next, money, signed));
    add(spelledValue, SCORE_PATTERN.test(spelledValue) ? 'score' : sum, currency);
  });
}

const SHARE = String.raw`(\d+(?:[.,]\d+)?) ?(?:%|percent|per cent|prozent|pour ?cent|por ciento)?`;
/** A share changed, its value before and after, as each language writes it: "to 35% from 25%", "from 25% to 35%", "von 25 auf 35 Prozent", "de 25 % à 35 %", "del 25 % al 35 %". */
const CHANGES: Array<[pattern: RegExp, before: number, after: number]> = [
  [new RegExp(String.raw`\bto ${SHARE} from ${SHARE}`, 'gu'), 2, 1],
  [new RegExp(String.raw`\bfrom ${SHARE} to ${SHARE}`, 'gu'), 1, 2],
  [new RegExp(String.raw`\bvon ${SHARE} auf ${SHARE}`, 'gu'), 1, 2],
  [new RegExp(String.raw`\bdel? ${SHARE} al? ${SHARE}`, 'gu'), 1, 2],
];
const shareOf = (written: string): string => spelled(Number(written.replace(',', '.')));

const SHARE_UNIT = /%|cent|prozent|ciento/u;

/** The shares a folded text tells changed, each as [before, after] ("25", "35"): a share one report gives as the old one. Most texts write no share. */
export const changesIn = (folded: string): Array<[before: string, after: string]> => (!SHARE_UNIT.test(folded) ? [] :
  CHANGES.flatMap(([pattern, before, after]) => [...folded.matchAll(pattern)].filter((match) => SHARE_UNIT.test(match[0]))
    .map((match) => [shareOf(match[before]!), shareOf(match[after]!)] as [string, string])));

/** Any of the patterns: most texts match none, and are read by no other. */
const anyOf = (patterns: RegExp[], flags: string): RegExp => new RegExp(patterns.map(({ source }) => `(?:${source})`).join('|'), flags);
const ANY_POINT_FRACTION = anyOf(POINT_FRACTIONS.map(([pattern]) => pattern), 'u');
const ANY_QUARTER = anyOf(QUARTERS.map(([pattern]) => pattern), '');
/** A word each of those patterns writes: looked for first, as it is found much faster than the patterns are tried. */
const POINT_FRACTION_WORD = /point|punto|punkt|third|drittel|tiers|tercio/u;
const QUARTER_WORD = /quart|trimestre|q[1-4]/;

/** Shares of a point a folded text writes in words ("a quarter point"), as figures ("0.25"). */
export const pointFractionsIn = (folded: string): string[] =>
  (POINT_FRACTION_WORD.test(folded) && ANY_POINT_FRACTION.test(folded) ? POINT_FRACTIONS.flatMap(([pattern, value]) => [...folded.matchAll(pattern)].map(() => value)) : []);

const datePatterns = new WeakMap<Map<string, number>, RegExp>();
/** Dates a folded text gives as a day and a month ("june 9", "9. juni", "9 juin", "9 de junio"), as "d:6-9"; a pattern made once for each map of months. */
export function datesIn(folded: string, months: Map<string, number>): string[] {
  let pattern = datePatterns.get(months);
  if (!pattern) {
    const names = [...months.keys()].join('|');
    pattern = new RegExp(`\\b(${names})\\s+(\\d{1,2})\\b|\\b(\\d{1,2})\\.?\\s+(?:de\\s+)?(${names})\\b`, 'gu');
    datePatterns.set(months, pattern);
  }
  const found: string[] = [];
  for (const match of folded.matchAll(pattern)) {
    const [month, day] = match[1] ? [match[1], match[2]] : [match[4]!, match[3]];
    if (Number(day) >= 1 && Number(day) <= 31) found.push(`d:${months.get(month)}-${Number(day)}`);
  }
  return found;
}

/** Quarters a folded text names ("first quarter", "ersten Quartal", "Q1"), as "q:1". */
export function quartersIn(folded: string): string[] {
  if (!QUARTER_WORD.test(folded) || !ANY_QUARTER.test(folded)) return [];
  return QUARTERS.flatMap(([pattern, ordinals]) => [...folded.matchAll(pattern)].map((match) => `q:${ordinals[match[1]!]}`));
}
