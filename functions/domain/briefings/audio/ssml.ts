/**
 * The SSML the pipeline sends to Polly: plain script text, escaped, with a
 * pause after each part of the briefing so stories are heard apart.
 */

/** Silence after the intro and after each story, as an SSML break; the length estimate counts it too. */
export const SEGMENT_PAUSE_SECONDS = 1.2;
/** Silence between two turns of one part of a duo briefing, when the other host takes over within a story. */
export const TURN_PAUSE_SECONDS = 0.35;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Text content escaped for XML; quotes need no escaping outside attributes, and each escape costs request characters. */
export const escapeXml = (text: string): string => text.replace(/[&<>]/g, (char) => XML_ESCAPES[char]!);

/** A piece of plain text as a <speak> document, followed by `pauseSeconds` of silence when above zero. */
export function speechSsml(text: string, pauseSeconds = 0): string {
  const pause = pauseSeconds > 0 ? `<break time="${Math.round(pauseSeconds * 1000)}ms"/>` : '';
  return `<speak>${escapeXml(text)}${pause}</speak>`;
}
