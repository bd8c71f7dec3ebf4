/**
 * THE sentence splitter: the transcript, the summary, the caption cues, the writers and the
 * speech chunks all cut text with it, so a sentence is the same span everywhere. Intl.Segmenter
 * (ICU) finds the boundaries in the text's language; the corrections below undo only the breaks
 * ICU gets wrong in news text, with that language's abbreviations and quotation marks. Sentences
 * are verbatim spans of their line (whitespace collapsed), never rewritten.
 */

/** What a language's sentences look like beyond ICU's rules. */
interface SentenceRules {
  /** Titles and abbreviations after which a full stop does not end the sentence, even before a capital. */
  abbreviations: Set<string>;
  /** Marks that open and close a quotation. */
  openers: string;
  closers: string;
}

const MONTHS_EN = ['jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'];

const RULES: Record<string, SentenceRules> = {
  en: {
    abbreviations: new Set([
      'mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'jr', 'sr', 'gen', 'gov', 'sen', 'rep', 'rev', 'lt', 'col', 'capt', 'sgt', 'vs',
      'no', 'nos', 'approx', 'dept', 'est', 'fig', 'vol', 'inc', 'corp', 'co', 'ltd', ...MONTHS_EN,
    ]),
    openers: '“‘',
    closers: '”’',
  },
  de: {
    abbreviations: new Set([
      'dr', 'prof', 'nr', 'bzw', 'ca', 'hr', 'fr', 'st', 'str', 'vgl', 'evtl', 'ggf', 'inkl', 'zzgl', 'abs', 'mio', 'mrd', 'tsd',
      'bspw', 'sog', 'dt', 'jh', 'jhd', 'gem', 'lt', 'geb', 'tel', 'jan', 'feb', 'aug', 'sept', 'okt', 'nov', 'dez',
    ]),
    // „…“ and the book style »…«: in German “ closes and » opens.
    openers: '„»‚',
    closers: '“«‘',
  },
  fr: {
    abbreviations: new Set(['mme', 'mmes', 'mlle', 'mm', 'dr', 'pr', 'me', 'st', 'ste', 'av', 'bd', 'env', 'no', 'art', 'vol', 'janv', 'févr', 'avr', 'juil', 'sept', 'oct', 'nov', 'déc']),
    openers: '«“',
    closers: '»”',
  },
  es: {
    // "EE. UU." (Estados Unidos): both halves are abbreviations.
    abbreviations: new Set([
      'sr', 'sra', 'sres', 'srta', 'dr', 'dra', 'prof', 'lic', 'ing', 'av', 'avda', 'ud', 'uds', 'núm', 'pág', 'art', 'gral', 'ee', 'uu', 'cía',
      'ene', 'feb', 'abr', 'ago', 'sept', 'oct', 'nov', 'dic',
    ]),
    openers: '«“¿¡',
    closers: '»”?!',
  },
};

/** The rules of a language tag's primary language; English ones for a language without its own. */
function rulesFor(language: string): SentenceRules {
  return RULES[language.split('-')[0]?.toLowerCase() ?? 'en'] ?? (RULES.en as SentenceRules);
}

/** ICU breaks after "Dr." and other titles before a capital: "Dr. | Jones". */
function endsWithAbbreviation(text: string, rules: SentenceRules): boolean {
  const match = /(?:^|[\s(])(\p{L}{1,6})\.$/u.exec(text);
  return match !== null && rules.abbreviations.has(match[1]!.toLowerCase());
}

/** ICU breaks after an initial or a dotted abbreviation before a capital: "John F. | Kennedy", "the U.S. | President", "e.g. | Amazon", "z. | B.", "M. | Dupont". */
function endsWithInitialOrDottedAbbreviation(text: string): boolean {
  return /(?:^|[\s(])(?:\p{L}\.)*\p{L}\.$/u.test(text);
}

/** A quotation is kept in one sentence only when it closes within this many characters, so a quoted paragraph is still split. */
const MAX_QUOTE_TAIL_CHARS = 160;

function countOf(text: string, marks: string): number {
  let count = 0;
  for (const char of text) if (marks.includes(char)) count += 1;
  return count;
}

/** ICU breaks inside a quotation that holds several sentences: "He said "Stop. | Now."", « Stop. | Maintenant. ». */
function insideQuotation(text: string, rest: string, rules: SentenceRules): boolean {
  const quoteOpeners = rules.openers.replace(/[¿¡]/g, '');
  const quoteClosers = rules.closers.replace(/[?!]/g, '');
  const near = rest.slice(0, MAX_QUOTE_TAIL_CHARS);
  if (countOf(text, quoteOpeners) > countOf(text, quoteClosers) && [...near].some((char) => quoteClosers.includes(char))) return true;
  return countOf(text, '"') % 2 === 1 && near.includes('"');
}

/** ICU breaks before the closing half of a bracket: "Monday.[ | 1] Apps". */
function endsWithOpener(text: string): boolean {
  return /[[(]$/.test(text);
}

/** ICU breaks after "!" or "?" even when the text goes on in lower case: "Jimmy Kimmel Live! | the film star", "¡Basta ya! | gritaron". */
function goesOnInLowerCase(text: string, rest: string): boolean {
  return /[!?]$/.test(text) && /^\s*\p{Ll}/u.test(rest);
}

/** ICU sometimes breaks inside a token ("?0.", "Yahoo!Inc"): a sentence ends only where a space follows. */
const endsInsideToken = (sentence: string): boolean => !/\s$/.test(sentence);

function continues(sentence: string, rest: string, rules: SentenceRules): boolean {
  const trimmed = sentence.trimEnd();
  return rest.trim() !== '' && (
    endsInsideToken(sentence) || goesOnInLowerCase(trimmed, rest) || endsWithAbbreviation(trimmed, rules) || endsWithInitialOrDottedAbbreviation(trimmed)
    || endsWithOpener(trimmed) || insideQuotation(trimmed, rest, rules)
  );
}

const spacedCloserBoundaries = new Map<SentenceRules, { closers: string; boundary: RegExp } | null>();

/** Where a language's sentence may end after a closing quotation mark set off by a space; null for a language without closers. Made once per language. */
function spacedCloserBoundary(rules: SentenceRules): { closers: string; boundary: RegExp } | null {
  let made = spacedCloserBoundaries.get(rules);
  if (made === undefined) {
    const closers = rules.closers.replace(/[?!]/g, '').replace(/[-\]\\^]/g, '\\$&');
    made = closers ? { closers, boundary: new RegExp(`(?<=[.!?…]\\s?[${closers}])\\s+(?=["${rules.openers}]?\\p{Lu})`, 'gu') } : null;
    spacedCloserBoundaries.set(rules, made);
  }
  return made;
}

/**
 * A sentence that ends inside a closing quotation mark set off by a space, as French writes it
 * ("… maintenant. » Puis…"), ends after the mark when a new sentence starts there: ICU, which saw
 * the space first, does not break after it.
 */
function splitAfterSpacedClosers(sentence: string, rules: SentenceRules): string[] {
  const made = spacedCloserBoundary(rules);
  if (!made) return [sentence];
  const { closers, boundary } = made;
  const parts: string[] = [];
  let start = 0;
  for (const match of sentence.matchAll(boundary)) {
    const before = sentence.slice(0, match.index);
    // Only where every quotation opened so far is closed: not at a quoted sentence's end inside a longer quotation.
    if (countOf(before, rules.openers.replace(/[¿¡]/g, '')) > countOf(before, closers)) continue;
    parts.push(sentence.slice(start, match.index));
    start = match.index + match[0].length;
  }
  parts.push(sentence.slice(start));
  return parts.filter(Boolean);
}

function lineSentences(line: string, segmenter: Intl.Segmenter, rules: SentenceRules): string[] {
  const sentences: string[] = [];
  let pending = '';
  for (const { segment, index } of segmenter.segment(line)) {
    pending += segment;
    if (continues(pending, line.slice(index + segment.length), rules)) continue;
    if (pending.trim()) sentences.push(pending.trim());
    pending = '';
  }
  if (pending.trim()) sentences.push(pending.trim());
  return sentences.flatMap((sentence) => splitAfterSpacedClosers(sentence, rules));
}

const segmenters = new Map<string, Intl.Segmenter>();

/** The language's sentence rules, English for a tag Intl does not accept; made once per language. */
function sentenceSegmenter(language: string): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    try {
      segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
    } catch {
      segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
    }
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

/**
 * Texts split lately, by language and text: writing a script splits a story's text in several places (relevance, clustering,
 * cleaning). Room for a large briefing's titles and texts: each pass reads them in order, so a cache smaller than one pass
 * would have dropped every text before the next pass asks for it again. Bounded by the characters of the texts it holds, oldest out first.
 */
const recentSplits = new Map<string, readonly string[]>();
const MAX_CACHED_CHARS = 2_000_000;
let cachedChars = 0;

function remember(key: string, sentences: readonly string[]): void {
  if (key.length > MAX_CACHED_CHARS) return;
  for (const [oldest] of recentSplits) {
    if (cachedChars + key.length <= MAX_CACHED_CHARS) break;
    recentSplits.delete(oldest);
    cachedChars -= oldest.length;
  }
  recentSplits.set(key, sentences);
  cachedChars += key.length;
}

/** Sentences of a text in a language (a BCP-47 tag); a line break always ends a sentence (feeds often omit the final full stop of a paragraph). */
export function splitSentences(text: string, language: string): string[] {
  const key = `${language}\n${text}`;
  let sentences = recentSplits.get(key);
  if (!sentences) {
    const segmenter = sentenceSegmenter(language);
    const rules = rulesFor(language);
    sentences = text
      .split(/\n+/)
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .flatMap((line) => lineSentences(line, segmenter, rules));
    remember(key, sentences);
  }
  return [...sentences];
}
