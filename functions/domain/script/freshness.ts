/**
 * Which stories are news: published (or, undated, first seen by the service) since the profile's
 * previous briefing, less a small overlap, and never longer ago than the profile's max_item_age_days.
 */
import type { ScriptItem } from './types.ts';

const DAY_SECONDS = 86_400;
/** Feeds publish late: stories dated up to this long before the previous briefing started are still considered (told ones are skipped anyway). */
export const PREVIOUS_BRIEFING_OVERLAP_SECONDS = 2 * 3600;

export interface FreshnessWindow {
  now: number;
  maxItemAgeDays: number;
  /** When the profile's last completed briefing started; undefined when it has none. */
  previousBriefingStartedAt?: number;
}

/** Unix seconds before which a story is not news. */
export function freshnessCutoff({ now, maxItemAgeDays, previousBriefingStartedAt }: FreshnessWindow): number {
  const oldest = now - maxItemAgeDays * DAY_SECONDS;
  return previousBriefingStartedAt === undefined ? oldest : Math.max(oldest, previousBriefingStartedAt - PREVIOUS_BRIEFING_OVERLAP_SECONDS);
}

/** When a story dates from: its publication, else when the service first saw it (`firstSeen` by item id), else null (seen just now). */
export function datedAt(item: ScriptItem, firstSeen: Readonly<Record<string, number>>): number | null {
  return item.published_at ?? firstSeen[item.id] ?? null;
}

/** The stories dated at or after the cutoff; one seen for the first time just now is news. */
export function dropStale(items: ScriptItem[], cutoff: number, firstSeen: Readonly<Record<string, number>>): ScriptItem[] {
  return items.filter((item) => (datedAt(item, firstSeen) ?? Number.POSITIVE_INFINITY) >= cutoff);
}
