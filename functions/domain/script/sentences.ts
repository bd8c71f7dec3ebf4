/**
 * THE sentence splitter: the transcript, the summary, the caption cues and the
 * writers all cut text with it, so a sentence is the same span everywhere.
 * Intl.Segmenter (ICU) finds the boundaries; the corrections below undo only the
 * breaks ICU gets wrong in news text. Sentences are verbatim spans of their line
 * (whitespace collapsed), never rewritten.
 */

/** Titles and abbreviations after which a full stop does not end the sentence, even before a capital. */
const ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'jr', 'sr', 'gen', 'gov', 'sen', 'rep', 'rev', 'lt', 'col', 'capt', 'sgt', 'vs',
  'no', 'nr', 'hr', 'fr', 'bzw', 'ca', 'mme', 'mlle', 'sra', 'dra', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug',
  'sep', 'sept', 'oct', 'nov', 'dec', 'approx', 'dept', 'est', 'fig', 'vol',
]);

/** ICU breaks after "Dr." and other titles before a capital: "Dr. | Jones". */
function endsWithTitle(text: string): boolean {
  const match = /(?:^|[\s(])(\p{L}{1,6})\.$/u.exec(text);
  return match !== null && ABBREVIATIONS.has(match[1]!.toLowerCase());
}

/** ICU breaks after an initial or a dotted abbreviation before a capital: "John F. | Kennedy", "the U.S. | President", "e.g. | Amazon", "z. | B.". */
function endsWithInitialOrDottedAbbreviation(text: string): boolean {
  return /(?:^|[\s(])(?:\p{L}\.)*\p{L}\.$/u.test(text);
}

/** A quotation is kept in one sentence only when it closes within this many characters, so a quoted paragraph is still split. */
const MAX_QUOTE_TAIL_CHARS = 160;

/** ICU breaks inside a quotation that holds several sentences: "He said "Stop. | Now."". */
function insideQuotation(text: string, rest: string): boolean {
  const count = (pattern: RegExp) => (text.match(pattern) ?? []).length;
  // German quotes open with „ and close with “, which opens an English quote.
  const german = text.includes('„');
  const opened = count(/[«„]/g) + (german ? 0 : count(/“/g));
  const closed = count(/[»”]/g) + (german ? count(/“/g) : 0);
  const near = rest.slice(0, MAX_QUOTE_TAIL_CHARS);
  if (opened > closed && /[”»“]/.test(near)) return true;
  return count(/"/g) % 2 === 1 && near.includes('"');
}

/** ICU breaks before the closing half of a bracket: "Monday.[ | 1] Apps". */
function endsWithOpener(text: string): boolean {
  return /[[(]$/.test(text);
}

/** ICU breaks after "!" or "?" even when the text goes on in lower case: "Jimmy Kimmel Live! | the film star". */
function goesOnInLowerCase(text: string, rest: string): boolean {
  return /[!?]$/.test(text) && /^\s*\p{Ll}/u.test(rest);
}

function continues(sentence: string, rest: string): boolean {
  const trimmed = sentence.trimEnd();
  return rest.trim() !== '' && (
    goesOnInLowerCase(trimmed, rest) || endsWithTitle(trimmed) || endsWithInitialOrDottedAbbreviation(trimmed) || endsWithOpener(trimmed) || insideQuotation(trimmed, rest)
  );
}

function lineSentences(line: string, segmenter: Intl.Segmenter): string[] {
  const sentences: string[] = [];
  let pending = '';
  for (const { segment, index } of segmenter.segment(line)) {
    pending += segment;
    if (continues(pending, line.slice(index + segment.length))) continue;
    if (pending.trim()) sentences.push(pending.trim());
    pending = '';
  }
  if (pending.trim()) sentences.push(pending.trim());
  return sentences;
}

/** The language's sentence rules, English for a tag Intl does not accept. */
function sentenceSegmenter(language: string): Intl.Segmenter {
  try {
    return new Intl.Segmenter(language, { granularity: 'sentence' });
  } catch {
    return new Intl.Segmenter('en', { granularity: 'sentence' });
  }
}

/** Sentences of a text; a line break always ends a sentence (feeds often omit the final full stop of a paragraph). */
export function splitSentences(text: string, language: string): string[] {
  const segmenter = sentenceSegmenter(language);
  return text
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .flatMap((line) => lineSentences(line, segmenter));
}
