/**
 * SSML as Amazon Polly reads it, for the local Polly emulator: the text to speak
 * and the silences between, so the synthesizer never sees a tag. <break> is silence
 * of its time (at most 10 s) or strength, <p> and <s> end with a paragraph or sentence
 * pause, every other tag is read for its text only, and entities are decoded.
 */

export type SpeechPart = { text: string } | { pauseSeconds: number };

/** Polly's ceiling on one break. */
const MAX_BREAK_SECONDS = 10;
/** Pause lengths of the break strengths; `medium` is a bare <break/>. */
const STRENGTH_SECONDS: Record<string, number> = { none: 0, 'x-weak': 0.1, weak: 0.25, medium: 0.4, strong: 0.75, 'x-strong': 1.25 };
/** What closing an element leaves before the next words. */
const CLOSING_PAUSE: Record<string, string> = { p: 'x-strong', s: 'strong' };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text between tags with its entities decoded; undefined when it holds a bare <, >, & or an unknown entity. */
function decodeEntities(text: string): string | undefined {
  if (/[<>]|&(?!#x[0-9a-f]+;|#\d+;|\w+;)/i.test(text)) return undefined;
  let valid = true;
  const decoded = text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (_, name: string) => {
    if (name.startsWith('#')) return String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)));
    const char = ENTITIES[name];
    if (char === undefined) valid = false;
    return char ?? '';
  });
  return valid ? decoded : undefined;
}

const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}\\s*=\\s*(["'])(.*?)\\1`).exec(tag)?.[2];

/** Seconds of a break tag: its time ("500ms", "2s"), else its strength, else medium. */
function breakSeconds(tag: string): number {
  const time = attribute(tag, 'time');
  const match = time ? /^(\d+(?:\.\d+)?)(ms|s)$/.exec(time.trim()) : null;
  if (match) return Math.min(MAX_BREAK_SECONDS, Number(match[1]) / (match[2] === 'ms' ? 1000 : 1));
  return STRENGTH_SECONDS[attribute(tag, 'strength') ?? 'medium'] ?? STRENGTH_SECONDS.medium!;
}

export interface SsmlSpeech {
  parts: SpeechPart[];
  /** Characters Polly bills: the text between the tags, entities decoded. */
  billedCharacters: number;
}

/** The parts of a <speak> document in order, or undefined when it is not well formed. */
export function ssmlSpeech(ssml: string): SsmlSpeech | undefined {
  const document = ssml.trim();
  if (!/^<speak[\s>/]/.test(document) || !document.endsWith('</speak>')) return undefined;
  const parts: SpeechPart[] = [];
  /** Breaks in a row add up; the end of a sentence and of its paragraph is one pause, the longer. */
  const pause = (seconds: number, structural = false) => {
    const last = parts.at(-1);
    if (last && 'pauseSeconds' in last) last.pauseSeconds = structural ? Math.max(last.pauseSeconds, seconds) : last.pauseSeconds + seconds;
    else if (seconds > 0) parts.push({ pauseSeconds: seconds });
  };
  const say = (text: string) => {
    const last = parts.at(-1);
    if (last && 'text' in last) last.text += text;
    else if (text.trim()) parts.push({ text });
  };
  const open: string[] = [];
  let position = 0;
  let billedCharacters = 0;
  for (const match of document.matchAll(/<(\/?)([A-Za-z][\w:.-]*)[^<>]*?(\/?)>/g)) {
    const text = decodeEntities(document.slice(position, match.index));
    if (text === undefined) return undefined;
    billedCharacters += [...text].length;
    say(text);
    position = match.index + match[0].length;
    const [tag, closing, name = '', selfClosing] = match;
    if (name === 'break') pause(breakSeconds(tag));
    else if (closing) {
      if (open.pop() !== name) return undefined;
      if (CLOSING_PAUSE[name]) pause(STRENGTH_SECONDS[CLOSING_PAUSE[name]]!, true);
    } else if (!selfClosing) open.push(name);
  }
  if (open.length > 0 || decodeEntities(document.slice(position)) !== '') return undefined;
  return {
    parts: parts.map((part) => ('text' in part ? { text: part.text.replace(/\s+/g, ' ').trim() } : part)),
    billedCharacters,
  };
}
