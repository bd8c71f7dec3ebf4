import { adjustForFeedback, type FeedbackSignal } from './feedback-adjustment.ts';
import { type AlsoMatches, compileOptions, interestMatchers, topicLanguage, withDefinedAcronyms, withSharedPhrases } from '#domain/catalogue';
import { interestPoints, matchInterests, MAX_POINTS, STRONG_POINTS, storyTokens } from './relevance/story-relevance.ts';
import { countWords } from '#shared/text';
import type { ScriptItem, StoryRelevance } from './types.ts';

const RECENCY_HALF_LIFE_HOURS = 24;
const RELEVANCE_WEIGHT = 0.7;
const RECENCY_WEIGHT = 0.3;
/** Without interests: stories of this many words and more count as fully substantial. */
const SUBSTANTIAL_WORDS = 150;
/** Subtracted per story already picked from the same source: a soft round-robin. */
const DIVERSITY_PENALTY = 0.08;

export interface ScoredItem {
  item: ScriptItem;
  /** The profile's interests the story is about, strongest first; empty for a profile without interests. */
  matched_interests: string[];
  /** 0..1: how strongly the story is about its best-matched interest. */
  relevance: number;
  /** The interest the story was chosen for and the words of it that matched; null for a profile without interests. */
  chosen_for: StoryRelevance | null;
  /** 0..1, halving every RECENCY_HALF_LIFE_HOURS. */
  recency: number;
  score: number;
}

export interface ScoringOptions {
  /** When the story dates from: its publication, else when the service first saw it; null counts as now. */
  datedAt?: (item: ScriptItem) => number | null;
  /** The profile's language: the words of interests and stories are stemmed and topics understood in it. Default English. */
  language?: string;
  /** What each interest also matches as the profile keeps it (its `topics`); an interest not in it matches its topic's defaults. */
  alsoMatches?: AlsoMatches;
  /** The profile's listener ratings: stories close to a rated one move up ("more") or down ("less"). */
  feedback?: FeedbackSignal[];
}

function recencyOf(datedAt: number | null, now: number): number {
  if (datedAt === null) return 1;
  const ageHours = Math.max(0, now - datedAt) / 3600;
  return 0.5 ** (ageHours / RECENCY_HALF_LIFE_HOURS);
}

/** Higher score first; equal scores in id order, so the ranking never depends on input order. */
function byScoreThenId(a: { score: number; item: ScriptItem }, b: { score: number; item: ScriptItem }): number {
  return b.score - a.score || (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0);
}

/**
 * The stories worth telling, best first (equal scores in id order; deterministic for a given input
 * and `now`). With interests: only stories about at least one of them (see relevance/story-relevance.ts), by
 * relevance and recency; an off-topic story is left out even when that leaves the briefing short.
 * Without interests: every story, the newest and most substantial first.
 */
export function scoreItems(items: ScriptItem[], interestTexts: string[], now: number, options: ScoringOptions = {}): ScoredItem[] {
  const language = topicLanguage(options.language ?? 'en');
  const compile = compileOptions(language);
  const texts = items.map((item) => `${item.title}. ${item.text}`);
  const tokens = items.map((item) => storyTokens(item, compile.stemWord, options.language));
  const interests = interestMatchers(interestTexts, language, options.alsoMatches).map((interest) => {
    const expanded = withDefinedAcronyms(interest, texts, compile);
    return withSharedPhrases(expanded, tokens.map(({ all }) => all), (index) => interestPoints(tokens[index]!, expanded).points >= STRONG_POINTS, compile);
  });
  const datedAt = options.datedAt ?? ((item: ScriptItem) => item.published_at);
  const scored: ScoredItem[] = [];
  for (const [index, item] of items.entries()) {
    const recency = recencyOf(datedAt(item), now);
    if (interests.length === 0) {
      const substance = Math.min(1, countWords(item.text) / SUBSTANTIAL_WORDS);
      scored.push({ item, matched_interests: [], relevance: 0, chosen_for: null, recency, score: recency * (0.5 + 0.5 * substance) });
      continue;
    }
    const { matched, points, words } = matchInterests(item, interests, tokens[index]);
    const [strongest] = matched;
    if (strongest === undefined) continue;
    const relevance = Math.min(points, MAX_POINTS) / MAX_POINTS;
    scored.push({
      item, matched_interests: matched, relevance, chosen_for: { interest: strongest, matched: words }, recency,
      score: RELEVANCE_WEIGHT * relevance + RECENCY_WEIGHT * recency,
    });
  }
  // Listener feedback: the one point where ratings of earlier stories move scores (feedback-adjustment.ts).
  return adjustForFeedback(scored, options.feedback ?? [], now).sort(byScoreThenId);
}

/**
 * Greedy pick of the best remaining item after a penalty for each story already taken
 * from its source, so one prolific feed cannot fill the whole briefing.
 */
export function interleaveSources(scored: ScoredItem[]): ScoredItem[] {
  const remaining = [...scored].sort(byScoreThenId);
  const picksPerSource = new Map<string, number>();
  const ordered: ScoredItem[] = [];
  while (remaining.length > 0) {
    let bestIndex = 0;
    let bestValue = Number.NEGATIVE_INFINITY;
    remaining.forEach((candidate, index) => {
      const value = candidate.score - DIVERSITY_PENALTY * (picksPerSource.get(candidate.item.source_id) ?? 0);
      if (value > bestValue) {
        bestValue = value;
        bestIndex = index;
      }
    });
    const [picked] = remaining.splice(bestIndex, 1);
    if (!picked) break;
    ordered.push(picked);
    picksPerSource.set(picked.item.source_id, (picksPerSource.get(picked.item.source_id) ?? 0) + 1);
  }
  return ordered;
}
