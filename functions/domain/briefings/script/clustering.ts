/**
 * One story from many outlets: items of different sources that report the same event share its
 * named people, places and organisations and its figures, however differently (and in whatever
 * language) they are worded, and appear close in time. A name few items of the material give
 * weighs more than one many give. Items that merely share a topic share words, not the names and
 * figures of one happening, and stay apart; items that state different values of a fact one event
 * has only one of (a score, a date, a quarter, a sum) are different events of one series, however
 * much else they share. Pure: no clock, no store.
 */
import { eventMarks, type EventMarks } from './clustering/event-marks.ts';
import { conflictingFacts, EVENT_WINDOW_SECONDS, eventEvidence, type Material, materialOf } from './clustering/evidence.ts';
import type { ScriptItem } from './types.ts';

export { eventMarks, type EventMarks } from './clustering/event-marks.ts';
export { conflictingFacts, EVENT_WINDOW_SECONDS, eventEvidence, evidenceParts, materialOf } from './clustering/evidence.ts';

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

function sameEvent<T>(a: Marked<T>, b: Marked<T>, sameArticle: SameArticle, material: Material): boolean {
  if (a.item.source_id === b.item.source_id) return false;
  const [first, second] = [a.item.published_at, b.item.published_at];
  const gap = first !== null && second !== null ? Math.abs(first - second) : null;
  if (gap !== null && gap > EVENT_WINDOW_SECONDS) return false;
  if (sameArticle(a.item, b.item)) return true;
  return !conflictingFacts(a.marks, b.marks) && eventEvidence(a.marks, b.marks, material, gap) >= SAME_EVENT_THRESHOLD;
}

/** One event as a briefing tells it: the most complete version, then the other outlets' versions in rank order. */
export interface EventCluster<T> {
  /** The version that names the most names and figures: the one the story is told from. */
  lead: T;
  /** The other outlets' versions of the same event, in rank order. */
  others: T[];
}

/**
 * Groups ranked entries (best first) into events: an entry joins the first cluster one of whose
 * members reports the same event (or is a copy of the same article) from another source, unless
 * the cluster already has a version from its source or a member that states a conflicting fact.
 * Clusters come in the order of their best-ranked member.
 */
export function clusterByEvent<T>(
  ranked: T[], itemOf: (entry: T) => ScriptItem, language: string, sameArticle: SameArticle = () => false,
): Array<EventCluster<T>> {
  const marked = ranked.map((entry) => ({ entry, item: itemOf(entry), marks: eventMarks(itemOf(entry), language) }));
  const material = materialOf(marked.map(({ marks }) => marks));
  const clusters: Array<Array<Marked<T>>> = [];
  for (const candidate of marked) {
    const home = clusters.find((members) =>
      !members.some((member) => member.item.source_id === candidate.item.source_id || conflictingFacts(member.marks, candidate.marks))
      && members.some((member) => sameEvent(member, candidate, sameArticle, material)));
    if (home) home.push(candidate);
    else clusters.push([candidate]);
  }
  return clusters.map((members) => {
    const lead = members.reduce((best, member) => (completeness(member.marks) > completeness(best.marks) ? member : best));
    return { lead: lead.entry, others: members.filter((member) => member !== lead).map((member) => member.entry) };
  });
}
