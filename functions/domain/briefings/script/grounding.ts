/**
 * The grounding check of model-written text: every number, name and (in the sources' language)
 * most content words of a sentence must come from the texts of the items the sentence cites.
 * Pure and language-light; the model writer decides what to do with a rejected sentence.
 */
import { terms } from '#shared/text';

/** What a sentence may draw on: the words, numbers and terms of its evidence texts. */
export interface Evidence {
  words: Set<string>;
  /** Canonical values ("1200", "2.5"), or the digits as written when they are no one number ("10.11.165"). */
  numbers: Set<string>;
  terms: Set<string>;
}

export interface GroundingOptions {
  /** Capitalised words are names only where common nouns are written in lower case (not German). */
  names: boolean;
  /** Content words are compared only when the script speaks its sources' language. */
  claims: boolean;
}

/** Share of a sentence's content terms that must occur in its evidence. */
const MIN_CLAIM_SUPPORT = 0.5;
/** Sentences with fewer content terms than this are too short to judge by their words. */
const MIN_CLAIM_TERMS = 3;
/** Below this share of script terms found in the sources, the script is taken to be a translation. */
const SAME_LANGUAGE_SUPPORT = 0.3;
/** Capitalised words that are not names: the English first person and honorifics. */
const NOT_NAMES = new Set(['i', "i'm", 'i’m', "i've", "i'd", "i'll", 'mr', 'mrs', 'ms', 'dr']);
/** Languages that capitalise every noun. */
const NOUN_CAPITALISING = new Set(['de', 'lb']);

const MAGNITUDES: Record<string, number> = {
  thousand: 1e3, k: 1e3, million: 1e6, m: 1e6, mn: 1e6, billion: 1e9, bn: 1e9, b: 1e9, trillion: 1e12, tn: 1e12,
  tausend: 1e3, millionen: 1e6, mio: 1e6, milliarde: 1e9, milliarden: 1e9, mrd: 1e9, mille: 1e3, millions: 1e6, milliard: 1e9, milliards: 1e9,
};
/** Abbreviations that may be a unit instead (5m = five metres): the bare figure is accepted too. */
const AMBIGUOUS_MAGNITUDES = new Set(['k', 'm', 'b']);
const SPELLED: Record<string, number> = Object.fromEntries([
  ...['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen',
    'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'].map((word, value) => [word, value]),
  ...['thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'].map((word, index) => [word, (index + 3) * 10]),
  ['hundred', 100], ['dozen', 12], ['first', 1], ['second', 2], ['third', 3], ['fourth', 4], ['fifth', 5], ['tenth', 10],
]);

const FIGURE = /(\d+(?:[.,\u00a0\u202f]\d+)*)(?:st|nd|rd|th)?(?:\s?([a-z]+))?/giu;
const SPELLED_FIGURE = /\b([a-z]+)(?:\s([a-z]+))?/giu;
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*['’]?/gu;

const canonical = (value: number): string => String(Number(value.toPrecision(12)));

/** The values a written figure may stand for: "1,200" is 1200 (or 1.2 in German), "2,5" is 2.5. */
function readings(figure: string): number[] {
  const digits = figure.replace(/[\u00a0\u202f]/g, '');
  const values: number[] = [];
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(digits)) values.push(Number(digits.replace(/,/g, '')));
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(digits)) values.push(Number(digits.replace(/\./g, '').replace(',', '.')));
  if (/^\d+([.,]\d+)?$/.test(digits)) values.push(Number(digits.replace(',', '.')));
  return values.filter(Number.isFinite);
}

/** Figures of a text, each as the set of values it may mean (with its magnitude word applied). */
function figures(text: string): Array<{ text: string; values: string[] }> {
  const found: Array<{ text: string; values: string[] }> = [];
  for (const match of text.matchAll(FIGURE)) {
    const unit = (match[2] ?? '').toLowerCase();
    const magnitude = MAGNITUDES[unit];
    const numbers = readings(match[1] ?? '');
    const bare = numbers.map(canonical);
    const scaled = magnitude ? numbers.map((value) => canonical(value * magnitude)) : bare;
    const values = magnitude && AMBIGUOUS_MAGNITUDES.has(unit) ? [...scaled, ...bare] : scaled;
    found.push({ text: magnitude ? `${match[1]} ${unit}` : match[1] ?? '', values: values.length > 0 ? values : [(match[1] ?? '').replace(/\s/g, '')] });
  }
  return found;
}

const baseWord = (word: string): string => word.toLowerCase().replace(/['’]s$|['’]$/u, '');

/** Symbols a sentence may say as words: "2.5%" supports "2.5 percent", "$3" supports "3 dollars". */
const withUnitWords = (text: string): string =>
  text.replace(/%/g, ' percent per cent ').replace(/\$/g, ' dollars ').replace(/€/g, ' euros ').replace(/£/g, ' pounds ');

export function evidenceFrom(texts: string[]): Evidence {
  const evidence: Evidence = { words: new Set(), numbers: new Set(), terms: new Set() };
  for (const text of texts) {
    for (const { values } of figures(text)) for (const value of values) evidence.numbers.add(value);
    for (const match of text.toLowerCase().matchAll(SPELLED_FIGURE)) {
      const value = SPELLED[match[1] ?? ''];
      if (value === undefined) continue;
      evidence.numbers.add(canonical(value));
      const magnitude = MAGNITUDES[match[2] ?? ''];
      if (magnitude) evidence.numbers.add(canonical(value * magnitude));
    }
    for (const [word] of text.matchAll(WORD)) {
      const base = baseWord(word);
      evidence.words.add(base);
      for (const part of base.split('-')) evidence.words.add(part);
    }
    for (const term of terms(withUnitWords(text))) evidence.terms.add(term);
  }
  return evidence;
}

/** Capitalised words that do not open the sentence or a clause after a colon or an opening quote. */
function names(sentence: string): string[] {
  const found: string[] = [];
  for (const match of sentence.matchAll(WORD)) {
    const word = match[0];
    if (!/^\p{Lu}/u.test(word) || word.length < 2 || NOT_NAMES.has(word.toLowerCase())) continue;
    const before = sentence.slice(0, match.index).trimEnd();
    if (before === '' || /[:;"“‘«(\u2014–-]$/u.test(before)) continue;
    found.push(word);
  }
  return found;
}

function knownName(word: string, evidence: Evidence): boolean {
  const base = baseWord(word);
  return evidence.words.has(base) || base.split('-').every((part) => evidence.words.has(part));
}

const contentTerms = (sentence: string): string[] => terms(sentence).filter((term) => term.length >= 3 && !/^\d+$/.test(term));

/** Why the sentence is not grounded in the evidence, or undefined when it is. */
export function ungroundedReason(sentence: string, evidence: Evidence, options: GroundingOptions): string | undefined {
  for (const figure of figures(sentence)) {
    if (!figure.values.some((value) => evidence.numbers.has(value))) return `number not in the sources: ${figure.text.trim()}`;
  }
  if (options.names) {
    const unknown = names(sentence).find((word) => !knownName(word, evidence));
    if (unknown) return `name not in the sources: ${unknown}`;
  }
  if (options.claims) {
    const sentenceTerms = contentTerms(sentence);
    const supported = sentenceTerms.filter((term) => evidence.terms.has(term)).length;
    if (sentenceTerms.length >= MIN_CLAIM_TERMS && supported / sentenceTerms.length < MIN_CLAIM_SUPPORT) {
      return `claim not in the sources: ${supported} of ${sentenceTerms.length} content words found`;
    }
  }
  return undefined;
}

/**
 * Which checks apply to a script: names unless the language capitalises nouns; claims only when
 * the script shares enough vocabulary with its sources to be in their language (a translated
 * briefing is still held to their names and numbers).
 */
export function groundingOptions(language: string, sentences: string[], evidence: Evidence): GroundingOptions {
  const all = sentences.flatMap(contentTerms);
  const shared = all.filter((term) => evidence.terms.has(term)).length;
  return {
    names: !NOUN_CAPITALISING.has(language.toLowerCase().split('-')[0] ?? ''),
    claims: all.length > 0 && shared / all.length >= SAME_LANGUAGE_SUPPORT,
  };
}
