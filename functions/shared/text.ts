/**
 * Language-light text primitives shared by ranking, de-duplication and writing:
 * normalizing, tokenizing with a small suffix stemmer, word counting, and the one sentence splitter
 * (implemented in ./sentences.ts).
 */

export { splitSentences } from './sentences.ts';

const STOPWORDS = new Set([
  // en ("s" and "t" are what apostrophes leave behind)
  'a', 's', 't', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'has', 'have', 'in', 'is', 'it', 'its', 'of', 'on',
  'or', 'that', 'the', 'this', 'to', 'was', 'were', 'will', 'with',
  // de
  'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'und', 'ist', 'im', 'mit', 'von', 'zu', 'fur', 'auf',
  // fr
  'le', 'la', 'les', 'un', 'une', 'et', 'du', 'de', 'des', 'en', 'au', 'aux', 'pour', 'sur', 'est',
  // es
  'el', 'los', 'las', 'y', 'del', 'al', 'por', 'para', 'con', 'es',
]);

/** Printable ASCII, tabs and line breaks: text that has no accents to remove and that Unicode normalization leaves alone. */
const PLAIN_ASCII = /^[\t\n\r -~]*$/;

/** The words a function of words remembers at most: beyond them it forgets all and starts again. */
const MAX_REMEMBERED_WORDS = 20_000;

/** A function of words that remembers what it gave for each lately: a report's words recur again and again, in report after report. */
export function remembered(of: (word: string) => string): (word: string) => string {
  const given = new Map<string, string>();
  return (word) => {
    let value = given.get(word);
    if (value === undefined) {
      value = of(word);
      if (given.size >= MAX_REMEMBERED_WORDS) given.clear();
      given.set(word, value);
    }
    return value;
  };
}

const WORD_LENGTH = 40;

const foldUnicode = (text: string): string => text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/ß/g, 'ss');
/** Words folded lately: Unicode normalization is slow. */
const foldWord = remembered(foldUnicode);

/** Lower case, accents removed, ß spelled out: the form every comparison uses. */
export function foldCase(text: string): string {
  if (PLAIN_ASCII.test(text)) return text.toLowerCase();
  return text.length > WORD_LENGTH ? foldUnicode(text) : foldWord(text);
}

/** Letter and digit runs of the folded text. */
export function words(text: string): string[] {
  return foldCase(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A light suffix stemmer: enough to match "robots" with "robot" and "regulating" with "regulated". */
export function stem(word: string): string {
  let stemmed = word;
  if (stemmed.length > 4 && stemmed.endsWith('ies')) stemmed = `${stemmed.slice(0, -3)}y`;
  else if (stemmed.length > 3 && stemmed.endsWith('s') && !/(ss|us|is)$/.test(stemmed)) stemmed = stemmed.slice(0, -1);
  for (const suffix of ['ing', 'ed', 'ly']) {
    if (stemmed.endsWith(suffix) && stemmed.length - suffix.length >= 3) {
      stemmed = stemmed.slice(0, -suffix.length);
      break;
    }
  }
  if (stemmed.length > 3 && stemmed.endsWith('e')) stemmed = stemmed.slice(0, -1);
  return stemmed;
}

/** Stemmed content terms: stop words dropped unless nothing else is left. */
export function terms(text: string): string[] {
  const all = words(text);
  const content = all.filter((word) => !STOPWORDS.has(word));
  return (content.length > 0 ? content : all).map(stem);
}

/** A word of a text as relevance matching sees it. */
export interface MatchToken {
  /** Folded and stemmed. */
  stem: string;
  /** Folded, not stemmed: compounds are split on this form. */
  folded: string;
  /** As written, accents kept: "EVs", "Europäische". */
  written: string;
  /** Joined by a hyphen to a neighbouring word, as in "low-energy" or "energy-saving". */
  hyphenated: boolean;
  /** Joined by a hyphen to the next word ("Handball-" of "Handball-Bundesliga"). */
  joinsNext: boolean;
}

const HYPHENS = new Set(['-', '\u2010', '\u2011']);
const joined = (hyphen: string, neighbour: string | undefined): boolean => HYPHENS.has(hyphen) && /[\p{L}]/u.test(neighbour ?? '');

/**
 * The words of a text in order, with their stems (`stemWord`, the English one unless a language's is
 * given) and whether they are part of a hyphenated compound. The "s" and "t" that apostrophes leave
 * behind ("banks'", "bank's", "don't") are dropped.
 */
export function matchTokens(text: string, stemWord: (folded: string) => string = stem): MatchToken[] {
  const plain = text.normalize('NFC');
  const tokens: MatchToken[] = [];
  for (const match of plain.matchAll(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu)) {
    const written = match[0];
    const folded = foldCase(written);
    const start = match.index;
    const before = plain[start - 1] ?? '';
    if ((folded === 's' || folded === 't') && /['\u2019]/.test(before)) continue;
    const after = plain[start + written.length] ?? '';
    tokens.push({
      stem: stemWord(folded),
      folded,
      written,
      hyphenated: joined(before, plain[start - 2]) || joined(after, plain[start + written.length + 1]),
      joinsNext: joined(after, plain[start + written.length + 1]),
    });
  }
  return tokens;
}

/**
 * The comparable form of a title: folded, punctuation removed, single spaces.
 * Recent briefings record their titles in this form for `alreadyCovered`.
 */
export function normalizeTitle(title: string): string {
  return words(title).join(' ');
}

/** Spoken words: whitespace-separated tokens that contain a letter or a digit. */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) count += 1;
  return count;
}

/** The language tag when Intl accepts it, else English. */
export function safeLocale(language: string): string {
  try {
    return Intl.getCanonicalLocales(language)[0] ?? 'en';
  } catch {
    return 'en';
  }
}
