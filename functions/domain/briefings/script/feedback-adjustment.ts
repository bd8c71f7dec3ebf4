/**
 * Listener feedback in the ranking: a story rated "less" lowers the scores of today's stories that
 * are the same article again or close relatives of it (sharing its distinctive terms); "more" raises
 * them. Pure: the signals come from the profile's stored ratings (see #domain/briefings/feedback).
 *
 * - A rating weighs 1 on the day it is given and halves every FEEDBACK_HALF_LIFE_DAYS.
 * - Closeness is 1 for the same article (dedupe's test: link, similar title or same opening text),
 *   else grows with the distinctive terms shared: none below MIN_SHARED_TERMS, full at FULL_SHARED_TERMS.
 *   Terms of the interests a story matched, and terms most of today's stories share, say what the
 *   profile follows rather than what the story is about, so they are not counted.
 * - The same source alone counts only SAME_SOURCE_CLOSENESS: a "less" never mutes a whole source.
 * - The score is multiplied by 1 ± MAX_SHIFT at most, so a "less" story sinks below its rivals but is
 *   never removed: when nothing else is left to tell, it is still told.
 */
import { isSameStory } from './dedupe.ts';
import { terms, words } from '#shared/text';
import type { FeedbackSignal, ScriptItem } from './types.ts';

export type { FeedbackSignal };

export const FEEDBACK_HALF_LIFE_DAYS = 14;
/** Older ratings weigh under 1/80 and are forgotten. */
export const FEEDBACK_MAX_AGE_DAYS = 90;
/** The newest ratings a profile keeps. */
export const FEEDBACK_MAX_SIGNALS = 100;
/** The most a score moves, up or down, as a share of itself. */
export const MAX_SHIFT = 0.5;
const MIN_SHARED_TERMS = 2;
const FULL_SHARED_TERMS = 5;
const SAME_SOURCE_CLOSENESS = 0.1;
/** Key terms kept per story, and the words of its text read for them. */
const KEY_TERMS = 12;
const LEAD_WORDS = 60;
const TITLE_WEIGHT = 3;
/** A term in at least this share of today's stories (and at least COMMON_MIN_STORIES of them) is not distinctive. */
const COMMON_SHARE = 1 / 3;
const COMMON_MIN_STORIES = 3;
const DAY = 86_400;

/** Terms too short or numeric to tell stories apart. */
const telling = (term: string): boolean => term.length >= 3 && !/^\d+$/.test(term);

/** The KEY_TERMS most frequent telling terms of the title (weighing TITLE_WEIGHT) and the lead, ties in order of appearance. */
export function storyTerms(title: string, text: string): string[] {
  const counts = new Map<string, number>();
  const add = (list: string[], weight: number) => {
    for (const term of list.filter(telling)) counts.set(term, (counts.get(term) ?? 0) + weight);
  };
  add(terms(title), TITLE_WEIGHT);
  add(terms(words(text).slice(0, LEAD_WORDS).join(' ')), 1);
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, KEY_TERMS).map(([term]) => term);
}

/** 1 on the day of the rating, halving every FEEDBACK_HALF_LIFE_DAYS; 0 past FEEDBACK_MAX_AGE_DAYS. */
export function signalWeight(signal: Pick<FeedbackSignal, 'rated_at'>, now: number): number {
  const ageDays = Math.max(0, now - signal.rated_at) / DAY;
  return ageDays > FEEDBACK_MAX_AGE_DAYS ? 0 : 0.5 ** (ageDays / FEEDBACK_HALF_LIFE_DAYS);
}

/** The signals worth keeping: live ones, newest first, at most FEEDBACK_MAX_SIGNALS. */
export function keptSignals<T extends Pick<FeedbackSignal, 'rated_at'>>(signals: T[], now: number): T[] {
  return signals.filter((signal) => signalWeight(signal, now) > 0)
    .sort((a, b) => b.rated_at - a.rated_at)
    .slice(0, FEEDBACK_MAX_SIGNALS);
}

interface Candidate {
  item: ScriptItem;
  terms: Set<string>;
}

function closeness(signal: FeedbackSignal, candidate: Candidate, ignored: Set<string>): number {
  if (isSameStory(signal.fingerprint, candidate.item)) return 1;
  const shared = signal.terms.filter((term) => !ignored.has(term) && candidate.terms.has(term)).length;
  const byTerms = shared < MIN_SHARED_TERMS ? 0 : Math.min(1, shared / FULL_SHARED_TERMS);
  const bySource = signal.source_id !== null && signal.source_id === candidate.item.source_id ? SAME_SOURCE_CLOSENESS : 0;
  return Math.min(1, byTerms + bySource);
}

/** Terms in so many of today's stories that they say what the profile follows, not what a story is about. */
function commonTerms(candidates: Candidate[]): Set<string> {
  const storiesWith = new Map<string, number>();
  for (const { terms: storyTermSet } of candidates) for (const term of storyTermSet) storiesWith.set(term, (storiesWith.get(term) ?? 0) + 1);
  const threshold = Math.max(COMMON_MIN_STORIES, COMMON_SHARE * candidates.length);
  return new Set([...storiesWith].filter(([, count]) => count >= threshold).map(([term]) => term));
}

/**
 * The stories with their scores moved by the profile's feedback (order unchanged: the caller sorts).
 * Without signals the input comes back as it is.
 */
export function adjustForFeedback<T extends { item: ScriptItem; score: number; matched_interests?: string[] }>(
  scored: T[],
  signals: FeedbackSignal[],
  now: number,
): T[] {
  const weighted = signals.map((signal) => ({ signal, weight: signalWeight(signal, now) })).filter(({ weight }) => weight > 0);
  if (weighted.length === 0) return scored;
  const candidates = scored.map(({ item }) => ({ item, terms: new Set(storyTerms(item.title, item.text)) }));
  const common = commonTerms(candidates);
  return scored.map((entry, index) => {
    const ignored = new Set([...common, ...(entry.matched_interests ?? []).flatMap(terms)]);
    const pull = weighted.reduce((sum, { signal, weight }) =>
      sum + (signal.rating === 'more' ? 1 : -1) * weight * closeness(signal, candidates[index]!, ignored), 0);
    const shift = Math.max(-1, Math.min(1, pull)) * MAX_SHIFT;
    return shift === 0 ? entry : { ...entry, score: entry.score * (1 + shift) };
  });
}
