/**
 * Briefing script writing: keep the fresh stories, drop those recent briefings told, keep those
 * about the interests, drop duplicates, interleave sources, then let the configured writer tell
 * them in the profile's length.
 */
import { profileLimits } from '#schemas/profiles';
import { nowSeconds } from '#shared/clock';
import { dropAlreadyCovered, dropNearDuplicates } from './script/dedupe.ts';
import { datedAt, dropStale, freshnessCutoff } from './script/freshness.ts';
import { interleaveSources, scoreItems } from './script/ranking.ts';
import type { Script, WriteScriptInput } from './script/types.ts';
import { configuredWriter } from './script/writer.ts';

export type { RankedStory, Script, ScriptBullet, ScriptSegment, WriteScriptInput } from './script/types.ts';
export type { StoryFingerprint } from './script/dedupe.ts';
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
  const firstSeen = input.firstSeen ?? {};
  const maxItemAgeDays = input.profile.max_item_age_days ?? profileLimits.maxItemAgeDaysDefault;
  const news = dropStale(input.items, input.notBefore ?? freshnessCutoff({ now, maxItemAgeDays }), firstSeen);
  const untold = dropAlreadyCovered(news, input.alreadyCovered, input.told);
  const alsoMatches = new Map((input.profile.topics ?? []).map((topic) => [topic.interest, topic.also_matches]));
  const scored = scoreItems(untold, input.profile.interests, now, {
    datedAt: (item) => datedAt(item, firstSeen), language: input.profile.language, alsoMatches,
  });
  // Duplicates go before interleaving, so a dropped copy never costs its source a place.
  const ranked = interleaveSources(dropNearDuplicates(scored));
  const stories = ranked.map(({ item, matched_interests, chosen_for }) => ({ ...item, matched_interests, chosen_for }));
  return configuredWriter().write({
    profile: input.profile,
    stories,
    targetSeconds: input.profile.length_minutes * 60,
    engine: input.engine,
    now,
    timeZone: knownTimeZone(input.timeZone),
  });
}
