import { splitSentences } from '#shared/sentences';

/** Amazon Polly SynthesizeSpeech: at most 3,000 billed characters per request. */
export const POLLY_MAX_BILLED_CHARACTERS = 3000;

export type Splitter = (text: string) => string[];

export const clauses: Splitter = (text) => text.split(/(?<=[,;:\u2013\u2014])\s+/);
const words: Splitter = (text) => text.split(' ');

/** Last resort for a single "word" longer than the limit (a pasted URL or hash): cut between code points. */
function codePointSlices(maxChars: number): Splitter {
  return (word) => {
    const slices: string[] = [];
    let slice = '';
    for (const char of word) {
      if (slice.length + char.length > maxChars) {
        slices.push(slice);
        slice = '';
      }
      slice += char;
    }
    if (slice) slices.push(slice);
    return slices;
  };
}

/** Greedily joins pieces with single spaces; a piece over the limit is split by the next, finer splitter. */
export function pack(text: string, maxChars: number, splitters: Splitter[]): string[] {
  const [split, ...finer] = splitters;
  if (!split) return [text];
  const chunks: string[] = [];
  let current = '';
  for (const piece of split(text)) {
    if (piece.length > maxChars) {
      if (current) chunks.push(current);
      current = '';
      chunks.push(...pack(piece, maxChars, finer));
    } else if (!current) {
      current = piece;
    } else if (current.length + 1 + piece.length <= maxChars) {
      current = `${current} ${piece}`;
    } else {
      chunks.push(current);
      current = piece;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/**
 * Splits a script into request-sized pieces for speech synthesis, in order:
 * whole sentences of the language (the one sentence splitter) where they fit, a longer sentence at clause and then word
 * boundaries. Whitespace collapses to single spaces. A single word longer than
 * `maxChars` is the only thing ever cut inside, since no request could carry it.
 * Lengths are UTF-16 code units, never fewer than the characters Polly bills.
 */
export function splitForSynthesis(text: string, language: string, maxChars = POLLY_MAX_BILLED_CHARACTERS): string[] {
  if (!Number.isInteger(maxChars) || maxChars < 2) throw new RangeError(`maxChars must be an integer of at least 2, got ${maxChars}`);
  const normalized = text.replace(/\s+/g, ' ').trim();
  if (!normalized) return [];
  const sentences: Splitter = (piece) => splitSentences(piece, language);
  return pack(normalized, maxChars, [sentences, clauses, words, codePointSlices(maxChars)]);
}
