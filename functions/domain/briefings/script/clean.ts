import { isBoilerplate, withoutSentenceStamps } from '#domain/briefings/content/boilerplate-phrases';
import { countWords, splitSentences } from '#shared/text';

const URL_PATTERN = /\b(?:https?:\/\/|www\.)\S+/gi;
const EMOJI_PATTERN = /(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{200D}|\u{20E3})+/gu;
const MARKUP_PATTERN = /<[^>]*>/g;
/** "[…]", "[...]", "(more…)": the marks feeds leave where they cut an excerpt. */
const CUT_MARK_PATTERN = /[[(]\s*(?:…|\.\.\.|more\s*…?|mehr|plus)\s*[\])]/gi;
/** Calls to action that end an excerpt ("Continue reading...", "Weiterlesen"), and everything after them. */
const TRAILING_CALL_PATTERN =
  /\s*\b(?:continue reading|read more|read the full (?:story|article)|click here|weiterlesen|mehr lesen|lire la suite|leer más|seguir leyendo)\b.*$/i;
const MIN_SENTENCE_WORDS = 3;
/** Only the lead of a story is ever read; long articles are cut before sentence splitting. */
const MAX_STORY_CHARS = 12_000;

/** Removes what cannot or should not be spoken: links, emoji, markup remnants and cut marks. */
export function speakable(text: string): string {
  return text
    .replace(MARKUP_PATTERN, ' ')
    .replace(URL_PATTERN, ' ')
    .replace(EMOJI_PATTERN, ' ')
    .replace(CUT_MARK_PATTERN, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ +([,.;:!?])/g, '$1');
}

function withFinalStop(sentence: string): string {
  return /[.!?…"'“”‘’»)]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * The sentences of a story worth reading aloud, in order: cleaned, without boilerplate,
 * fragments, or a last sentence the feed cut off mid-way.
 */
export function storySentences(text: string, language: string): string[] {
  const cut = text.length > MAX_STORY_CHARS;
  const sentences = splitSentences(speakable(cut ? text.slice(0, MAX_STORY_CHARS) : text), language);
  return (cut ? sentences.slice(0, -1) : sentences)
    .map((sentence) => withoutSentenceStamps(sentence).replace(TRAILING_CALL_PATTERN, '').trim())
    .filter((sentence) => countWords(sentence) >= MIN_SENTENCE_WORDS)
    .filter((sentence) => !isBoilerplate(sentence))
    // What a colon introduced (a link, a list, a table) is not read, so neither is the introduction.
    .filter((sentence) => !sentence.endsWith(':'))
    .filter((sentence) => !/(?:…|\.\.\.)$/.test(sentence))
    .map(withFinalStop);
}

/** A title or source name ready to be spoken inside a sentence: cleaned, separators read as pauses, no trailing full stop. */
export function spokenLabel(label: string): string {
  return speakable(label).replace(/\s+[|•·]\s+/g, ', ').replace(/\s+/g, ' ').trim().replace(/[.:;,|]+$/, '');
}
