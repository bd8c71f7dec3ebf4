/**
 * One story from many outlets: items of different sources that report the same event share its
 * named people, places and organisations (however they are named: by name, by an institution's
 * seat, by an office's title) and its figures, however differently (and in whatever language)
 * they are worded; in one language they also tell the same thing in alike words, and they appear
 * close in time (see clustering/evidence.ts). Items that merely share a topic share words, not the
 * names and figures of one happening, and stay apart; items that state different values of a fact
 * one event has only one of (a score, a date, a quarter, a sum, a road's code) are different
 * events of one series, however much else they share. Pure: no clock, no store.
 */
import { eventMarks, type EventMarks } from './clustering/event-marks.ts';
import { conflictingFacts } from './clustering/conflicts.ts';
import { EVENT_WINDOW_SECONDS, eventEvidence, markKeys, type Material, materialOf } from './clustering/evidence.ts';
import type { ScriptItem } from './types.ts';

export { eventMarks, type EventMarks } from './clustering/event-marks.ts';
export { conflictingFacts } from './clustering/conflicts.ts';
export { EVENT_WINDOW_SECONDS, eventEvidence, evidenceParts, markKeys, materialOf } from './clustering/evidence.ts';

/** Shared evidence (see eventEvidence) from which two items report the same event. */
export const SAME_EVENT_THRESHOLD = 2;

/** The facts an item gives: its weighted names and figures. */
const completeness = (marks: EventMarks): number =>
  [...marks.names.values(), ...marks.figures.values()].reduce((sum, weight) => sum + weight, 0);

interface Marked<T> {
  entry: T;
  item: ScriptItem;
  marks: EventMarks;
}

/** Whether two items are copies of one article (dedupe.ts's test): another outlet's copy reports the same event. */
export type SameArticle = (a: ScriptItem, b: ScriptItem) => boolean;

/** How many seconds apart two items were published (null when a time is unknown); undefined when they cannot report one event: one source's, or further apart than the window. */
function pairGap(a: ScriptItem, b: ScriptItem): number | null | undefined {
  if (a.source_id === b.source_id) return undefined;
  const gap = a.published_at !== null && b.published_at !== null ? Math.abs(a.published_at - b.published_at) : null;
  return gap !== null && gap > EVENT_WINDOW_SECONDS ? undefined : gap;
}

/** How strongly two items' shared evidence says they report one event; null when it does not, or when their facts conflict. */
function evidenceStrength(a: EventMarks, b: EventMarks, material: Material, gap: number | null): number | null {
  const evidence = eventEvidence(a, b, material, gap);
  // Most pairs share too little to be one event: only the others' facts are compared.
  return evidence >= SAME_EVENT_THRESHOLD && !conflictingFacts(a, b) ? evidence : null;
}

/** For each item, the later items that share one of its marks (markKeys), found through an index of the marks' holders. */
function laterSharing(keys: Array<Set<string>>): Array<Set<number>> {
  const holders = new Map<string, number[]>();
  keys.forEach((own, index) => {
    for (const key of own) {
      const holding = holders.get(key);
      if (holding) holding.push(index);
      else holders.set(key, [index]);
    }
  });
  return keys.map((own, index) => {
    const later = new Set<number>();
    for (const key of own) for (const other of holders.get(key)!) if (other > index) later.add(other);
    return later;
  });
}

interface Link { a: number; b: number; strength: number }

/**
 * The pairs of items that report one event, the strongest first (then in rank order): copies of
 * one article (Infinity), and pairs whose evidence reaches the threshold. Items that share no mark
 * (markKeys) have no evidence, and are not weighed.
 */
function eventLinks<T>(marked: Array<Marked<T>>, sameArticle: SameArticle, material: Material): Link[] {
  const sharing = laterSharing(marked.map(({ marks }) => markKeys(marks, material)));
  const links: Link[] = [];
  const toWeigh: Array<[a: number, b: number, gap: number | null]> = [];
  for (let i = 0; i < marked.length; i++) {
    for (let j = i + 1; j < marked.length; j++) {
      const gap = pairGap(marked[i]!.item, marked[j]!.item);
      if (gap === undefined) continue;
      if (sameArticle(marked[i]!.item, marked[j]!.item)) links.push({ a: i, b: j, strength: Infinity });
      else if (sharing[i]!.has(j)) toWeigh.push([i, j, gap]);
    }
  }
  for (const [a, b, gap] of toWeigh) {
    const strength = evidenceStrength(marked[a]!.marks, marked[b]!.marks, material, gap);
    if (strength !== null) links.push({ a, b, strength });
  }
  return links.sort((x, y) => y.strength - x.strength || x.a - y.a || x.b - y.b);
}

/** Whether two stories may become one: no source in both, no fact one states that conflicts with the other's. */
const compatible = <T>(first: Array<Marked<T>>, second: Array<Marked<T>>): boolean =>
  first.every((a) => second.every((b) => a.item.source_id !== b.item.source_id && !conflictingFacts(a.marks, b.marks)));

/** One event as a briefing tells it: the most complete version, then the other outlets' versions in rank order. */
export interface EventCluster<T> {
  /** The version that names the most names and figures: the one the story is told from. */
  lead: T;
  /** The other outlets' versions of the same event, in rank order. */
  others: T[];
}

/**
 * Groups ranked entries (best first) into events. Pairs that report the same event (or are copies
 * of one article) join, the strongest pair first, so an entry joins the story it shares most with
 * whatever the ranking's order; two stories never join when that would give one story two
 * versions from one source or two versions that state conflicting facts. Clusters come in the
 * order of their best-ranked member.
 */
export function clusterByEvent<T>(
  ranked: T[], itemOf: (entry: T) => ScriptItem, language: string, sameArticle: SameArticle = () => false,
): Array<EventCluster<T>> {
  const marked = ranked.map((entry) => ({ entry, item: itemOf(entry), marks: eventMarks(itemOf(entry), language) }));
  const links = eventLinks(marked, sameArticle, materialOf(marked.map(({ marks }) => marks)));
  const rank = new Map(marked.map((member, index) => [member, index]));
  const clusterOf = marked.map((member) => [member]);
  for (const { a, b } of links) {
    const [first, second] = [clusterOf[a]!, clusterOf[b]!];
    if (first === second || !compatible(first, second)) continue;
    first.push(...second);
    for (const member of second) clusterOf[rank.get(member)!] = first;
  }
  const clusters = [...new Set(clusterOf)].map((members) => members.sort((x, y) => rank.get(x)! - rank.get(y)!));
  return clusters.map((members) => {
    const lead = members.reduce((best, member) => (completeness(member.marks) > completeness(best.marks) ? member : best));
    return { lead: lead.entry, others: members.filter((member) => member !== lead).map((member) => member.entry) };
  });
}
