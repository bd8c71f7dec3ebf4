import type { ScriptItem } from './types.ts';
import { terms, words } from './text.ts';

/** Title hits count this many times a body hit. */
const TITLE_WEIGHT = 3;
/** BM25 saturation and length normalization. */
const K1 = 1.2;
const B = 0.75;
/** A whole multi-word interest found in the title adds this share of its terms' score again. */
const PHRASE_BONUS = 0.5;
const RECENCY_HALF_LIFE_HOURS = 24;
/** Recency of an item whose date is unknown: neither fresh nor stale. */
const NEUTRAL_RECENCY = 0.5;
const RELEVANCE_WEIGHT = 0.7;
const RECENCY_WEIGHT = 0.3;
/** Subtracted per story already picked from the same source: a soft round-robin. */
const DIVERSITY_PENALTY = 0.08;

export interface ScoredItem {
  item: ScriptItem;
  /** 0..1, relative to the best match of this batch. */
  relevance: number;
  /** 0..1, halving every RECENCY_HALF_LIFE_HOURS. */
  recency: number;
  score: number;
}

interface Interest {
  terms: string[];
  phrase: string | null;
}

interface Document {
  titleTerms: string[];
  bodyTerms: string[];
  titleWords: string;
  length: number;
}

function toInterest(text: string): Interest {
  const interestWords = words(text);
  return { terms: [...new Set(terms(text))], phrase: interestWords.length > 1 ? interestWords.join(' ') : null };
}

function toDocument(item: ScriptItem): Document {
  const titleTerms = terms(item.title);
  const bodyTerms = terms(item.text);
  return { titleTerms, bodyTerms, titleWords: ` ${words(item.title).join(' ')} `, length: titleTerms.length * TITLE_WEIGHT + bodyTerms.length };
}

function countOf(list: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of list) counts.set(entry, (counts.get(entry) ?? 0) + 1);
  return counts;
}

/** BM25 over a title-boosted term frequency, summed over the interests' terms, plus whole-phrase title hits. */
function relevanceScores(documents: Document[], interests: Interest[]): number[] {
  const titleCounts = documents.map((doc) => countOf(doc.titleTerms));
  const bodyCounts = documents.map((doc) => countOf(doc.bodyTerms));
  const averageLength = documents.reduce((sum, doc) => sum + doc.length, 0) / Math.max(documents.length, 1) || 1;
  const queryTerms = [...new Set(interests.flatMap((interest) => interest.terms))];
  const inverseFrequency = new Map(queryTerms.map((term) => {
    const containing = documents.filter((_, index) => titleCounts[index]?.has(term) || bodyCounts[index]?.has(term)).length;
    return [term, Math.log(1 + (documents.length - containing + 0.5) / (containing + 0.5))];
  }));

  return documents.map((doc, index) => {
    const termScore = (term: string): number => {
      const frequency = TITLE_WEIGHT * (titleCounts[index]?.get(term) ?? 0) + (bodyCounts[index]?.get(term) ?? 0);
      if (frequency === 0) return 0;
      const saturation = (frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * doc.length) / averageLength));
      return (inverseFrequency.get(term) ?? 0) * saturation;
    };
    let score = queryTerms.reduce((sum, term) => sum + termScore(term), 0);
    for (const interest of interests) {
      if (interest.phrase && doc.titleWords.includes(` ${interest.phrase} `)) {
        score += PHRASE_BONUS * interest.terms.reduce((sum, term) => sum + termScore(term), 0);
      }
    }
    return score;
  });
}

function recencyOf(publishedAt: number | null, now: number): number {
  if (publishedAt === null) return NEUTRAL_RECENCY;
  const ageHours = Math.max(0, now - publishedAt) / 3600;
  return 0.5 ** (ageHours / RECENCY_HALF_LIFE_HOURS);
}

/** Higher score first; equal scores in id order, so the ranking never depends on input order. */
function byScoreThenId(a: { score: number; item: ScriptItem }, b: { score: number; item: ScriptItem }): number {
  return b.score - a.score || (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0);
}

/**
 * Scores items for a briefing by relevance to the interests (when there are any) and recency;
 * best first, equal scores in id order. Deterministic for a given input and `now`.
 */
export function scoreItems(items: ScriptItem[], interestTexts: string[], now: number): ScoredItem[] {
  const interests = interestTexts.map(toInterest).filter((interest) => interest.terms.length > 0);
  const raw = interests.length > 0 ? relevanceScores(items.map(toDocument), interests) : items.map(() => 0);
  const best = Math.max(0, ...raw);
  const scored = items.map((item, index) => {
    const relevance = best > 0 ? (raw[index] ?? 0) / best : 0;
    const recency = recencyOf(item.published_at, now);
    const score = interests.length > 0 ? RELEVANCE_WEIGHT * relevance + RECENCY_WEIGHT * recency : recency;
    return { item, relevance, recency, score };
  });
  return scored.sort(byScoreThenId);
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
