/**
 * Briefing script writing: keep the fresh stories, keep those about the interests, drop those
 * earlier briefings told and copies among the rest, interleave sources, then let the configured
 * writer tell them in the profile's length. The counts of each step travel with the script.
 */
import { profileLimits } from '#schemas/catalogue/profile-limits';
import { nowSeconds } from '#shared/clock';
import { clusterByEvent } from './script/clustering.ts';
import { dropAlreadyCovered, dropNearDuplicates, isSameArticle } from './script/dedupe.ts';
import { datedAt, dropStale, freshnessCutoff } from './script/freshness.ts';
import { interleaveSources, scoreItems } from './script/ranking.ts';
import type { CountedScript, MaterialCounts, WriteScriptInput } from './script/types.ts';
import { configuredWriter } from './script/writers/configured.ts';
import { duoOverheadSeconds, duoScript } from './script/duo/conversation.ts';

export type { CountedScript, MaterialCounts, RankedStory, Script, ScriptBullet, ScriptSegment, Speaker, WriteScriptInput } from './script/types.ts';
export type { StoryFingerprint } from './script/dedupe.ts';
export { normalizeTitle } from '#shared/text';

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

export async function writeScript(input: WriteScriptInput): Promise<CountedScript> {
  const now = input.now ?? nowSeconds();
  const firstSeen = input.firstSeen ?? {};
  const maxItemAgeDays = input.profile.max_item_age_days ?? profileLimits.maxItemAgeDaysDefault;
  const fresh = dropStale(input.items, input.notBefore ?? freshnessCutoff({ now, maxItemAgeDays }), firstSeen);
  const alsoMatches = new Map((input.profile.topics ?? []).map((topic) => [topic.interest, topic.also_matches]));
  const onTopic = scoreItems(fresh, input.profile.interests, now, {
    datedAt: (item) => datedAt(item, firstSeen), language: input.profile.language, alsoMatches, feedback: input.feedback,
  });
  const untold = new Set(dropAlreadyCovered(onTopic.map(({ item }) => item), input.alreadyCovered, input.told).map((item) => item.id));
  // A source's own copies go, and other outlets' reports of one event (copies included) join it, before interleaving, so neither costs its source a place.
  const distinct = dropNearDuplicates(onTopic.filter(({ item }) => untold.has(item.id)), { withinSource: true });
  const events = clusterByEvent(distinct, ({ item }) => item, input.profile.language, isSameArticle);
  const others = new Map(events.map(({ lead, others: rest }) => [lead.item.id, rest.map(({ item }) => item)]));
  // A story ranks where its best-ranked version did, and is told from its most complete one.
  const ranked = interleaveSources(events.map(({ lead, others: rest }) => ({ ...lead, score: Math.max(lead.score, ...rest.map(({ score }) => score)) })));
  const stories = ranked.map(({ item, matched_interests, chosen_for }) => {
    const alsoReported = others.get(item.id) ?? [];
    return { ...item, matched_interests, chosen_for, ...(alsoReported.length ? { also_reported: alsoReported } : {}) };
  });
  const material: MaterialCounts = {
    items: input.items.length, fresh: fresh.length, on_topic: onTopic.length, untold: ranked.length,
    max_item_age_days: maxItemAgeDays, has_interests: input.profile.interests.some((interest) => interest.trim() !== ''),
  };
  const targetSeconds = input.profile.length_minutes * 60;
  const { hosts } = input;
  const written = await configuredWriter().write({
    profile: input.profile,
    stories,
    // A duo's own lines and turn pauses take time: its stories are told in what is left of the length.
    targetSeconds: hosts ? targetSeconds - duoOverheadSeconds(targetSeconds, hosts, input.profile.language, input.engine) : targetSeconds,
    engine: input.engine,
    now,
    timeZone: knownTimeZone(input.timeZone),
    deadline: input.deadline,
  });
  return { ...(hosts ? duoScript(written, hosts, input.profile.language) : written), material };
}
