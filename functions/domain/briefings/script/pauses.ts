import { SEGMENT_PAUSE_SECONDS, TURN_PAUSE_SECONDS } from '#domain/briefings/audio';
import type { ScriptSegment } from './types.ts';

/**
 * Seconds of silence after each segment: a turn pause when the next segment continues the same
 * part (the other host within a story, the opening or the closing), the part pause between parts,
 * none after the last. A bulletin's segments are all parts of their own.
 */
export function pausesAfterSegments(segments: Array<Pick<ScriptSegment, 'story'>>): number[] {
  return segments.map((segment, index) => {
    const next = segments[index + 1];
    if (!next) return 0;
    return next.story === segment.story ? TURN_PAUSE_SECONDS : SEGMENT_PAUSE_SECONDS;
  });
}
