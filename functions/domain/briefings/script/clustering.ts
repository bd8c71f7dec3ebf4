/**
 * One story from many outlets: items of different sources that report the same event share its
 * named people, places and organisations and its figures, however differently (and in whatever
 * language) they are worded, and appear close in time. A name few items of the material give
 * weighs more than one many give. Items that merely share a topic share words, not the names and
 * figures of one happening, and stay apart; items that state different values of a fact one event
 * has only one of (a score, a date, a quarter, a sum) are different events of one series, however
 * much else they share. Pure: no clock, no store.
 */
import { eventMarks, type EventMarks } from './event-marks.ts';
import type { ScriptItem } from './types.ts';

export { eventMarks, type EventMarks } from './event-marks.ts';

/** Items further apart than this are different happenings, however alike. */
export const EVENT_WINDOW_SECONDS = 36 * 3600;
/** Shared evidence (see eventEvidence) from which two items report the same event. */
export const SAME_EVENT_THRESHOLD = 2;

/** Shared wording is weak evidence on its own (outlets on one topic share it): this much per word, at most WORDS_CAP. */
const WORD_WEIGHT = 0.25;
const WORDS_CAP = 1;
/**
 * How rare a mark is in the material, from 1 (only two items give it) down to 0 (every item gives
 * it): inverse document frequency, scaled so a small material reads as one of MIN_MATERIAL items.
 */
export type MarkRarity = (mark: string) => number;
const MIN_MATERIAL = 20;
const everyMarkRare: MarkRarity = () => 1;
/** A rare name is what tells one happening from the rest: it weighs this much more than its share of the name. */
const RARE_NAME_WEIGHT = 1.25;

export function markRarity(all: EventMarks[]): MarkRarity {
  const counts = new Map<string, number>();
  for (const marks of all) {
    for (const mark of new Set([...marks.names.keys(), ...marks.openers.keys(), ...marks.figures.keys()])) counts.set(mark, (counts.get(mark) ?? 0) + 1);
  }
  const size = Math.max(all.length, MIN_MATERIAL);
  return (mark) => Math.max(0, Math.log(size / Math.max(2, counts.get(mark) ?? 2)) / Math.log(size / 2));
}

function sharedWeight(a: Map<string, number>, b: Map<string, number>, rarity: MarkRarity, rareWeight = RARE_NAME_WEIGHT): number {
  let shared = 0;
  for (const [key, weight] of a) {
    const other = b.get(key);
    if (other !== undefined) shared += Math.min(weight, other) * rareWeight * rarity(key);
  }
  return shared;
}

/** Whether two items state different values of a fact one event has one of: both give a score (date, quarter, sum) and none is the same. */
export function conflictingFacts(a: EventMarks, b: EventMarks): boolean {
  for (const [kind, values] of a.distinguishing) {
    const others = b.distinguishing.get(kind);
    if (others && ![...values].some((value) => others.has(value))) return true;
  }
  return false;
}

/** How much of one happening two items share: the weights of the names and figures both give, rare ones weighing more. */
export const eventEvidence = (a: EventMarks, b: EventMarks, rarity: MarkRarity = everyMarkRare): number =>
  sharedWeight(a.names, b.names, rarity) + sharedWeight(a.openers, b.names, rarity) + sharedWeight(a.names, b.openers, rarity)
  + sharedWeight(a.acronyms, b.names, rarity) + sharedWeight(a.names, b.acronyms, rarity) + sharedWeight(a.figures, b.figures, rarity, 1)
  + Math.min(WORDS_CAP, WORD_WEIGHT * [...a.words].filter((word) => b.words.has(word)).length);

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

function sameEvent<T>(a: Marked<T>, b: Marked<T>, sameArticle: SameArticle, rarity: MarkRarity): boolean {
  if (a.item.source_id === b.item.source_id) return false;
  const [first, second] = [a.item.published_at, b.item.published_at];
  if (first !== null && second !== null && Math.abs(first - second) > EVENT_WINDOW_SECONDS) return false;
  if (sameArticle(a.item, b.item)) return true;
  return !conflictingFacts(a.marks, b.marks) && eventEvidence(a.marks, b.marks, rarity) >= SAME_EVENT_THRESHOLD;
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
  const rarity = markRarity(marked.map(({ marks }) => marks));
  const clusters: Array<Array<Marked<T>>> = [];
  for (const candidate of marked) {
    const home = clusters.find((members) =>
      !members.some((member) => member.item.source_id === candidate.item.source_id || conflictingFacts(member.marks, candidate.marks))
      && members.some((member) => sameEvent(member, candidate, sameArticle, rarity)));
    if (home) home.push(candidate);
    else clusters.push([candidate]);
  }
  return clusters.map((members) => {
    const lead = members.reduce((best, member) => (completeness(member.marks) > completeness(best.marks) ? member : best));
    return { lead: lead.entry, others: members.filter((member) => member !== lead).map((member) => member.entry) };
  });
}
