/**
 * Which stories are fresh: published (or, undated, first seen by the service) within the profile's
 * max_item_age_days. Whether an earlier briefing told a story is dedupe's question, not this one's:
 * a fresh story a previous briefing left out can still be told.
 */
import type { ScriptItem } from './types.ts';

const DAY_SECONDS = 86_400;

/** Unix seconds before which a story is too old to tell. */
export function freshnessCutoff({ now, maxItemAgeDays }: { now: number; maxItemAgeDays: number }): number {
  return now - maxItemAgeDays * DAY_SECONDS;
}

/** When a story dates from: its publication, else when the service first saw it (`firstSeen` by item id), else null (seen just now). */
export function datedAt(item: ScriptItem, firstSeen: Readonly<Record<string, number>>): number | null {
  return item.published_at ?? firstSeen[item.id] ?? null;
}

/** The stories dated at or after the cutoff; one seen for the first time just now is fresh. */
export function dropStale(items: ScriptItem[], cutoff: number, firstSeen: Readonly<Record<string, number>>): ScriptItem[] {
  return items.filter((item) => (datedAt(item, firstSeen) ?? Number.POSITIVE_INFINITY) >= cutoff);
}
