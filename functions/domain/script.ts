/**
 * Briefing script writing: drop the stories recent briefings told, score the rest, drop
 * duplicates, interleave sources, then let the configured writer tell them in the profile's length.
 */
import { nowSeconds } from './clock.ts';
import { dropAlreadyCovered, dropNearDuplicates } from './script/dedupe.ts';
import { interleaveSources, scoreItems } from './script/ranking.ts';
import type { Script, WriteScriptInput } from './script/types.ts';
import { configuredWriter } from './script/writer.ts';

export type { Script, ScriptBullet, ScriptSegment, WriteScriptInput } from './script/types.ts';
export { normalizeTitle } from './script/text.ts';

/** A valid IANA zone, or null. */
function knownTimeZone(timeZone: string | undefined): string | null {
  if (!timeZone) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return null;
  }
}

export async function writeScript(input: WriteScriptInput): Promise<Script> {
  const now = input.now ?? nowSeconds();
  const fresh = dropAlreadyCovered(input.items, input.alreadyCovered);
  // Duplicates go before interleaving, so a dropped copy never costs its source a place.
  const ranked = interleaveSources(dropNearDuplicates(scoreItems(fresh, input.profile.interests, now)));
  const stories = ranked.map(({ item }) => item);
  return configuredWriter().write({
    profile: input.profile,
    stories,
    targetSeconds: input.profile.length_minutes * 60,
    engine: input.engine,
    now,
    timeZone: knownTimeZone(input.timeZone),
  });
}
