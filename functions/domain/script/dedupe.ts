import type { ScriptItem } from './types.ts';
import { normalizeTitle, terms } from './text.ts';

/** Titles whose term sets overlap at least this much (Jaccard) tell the same story. */
const SIMILAR_TITLE_THRESHOLD = 0.6;

const TRACKING_PARAMETER = /^(?:utm_\w+|fbclid|gclid|mc_cid|mc_eid|wt_mc|ref|rss|cmpid|at_medium|at_campaign|ns_\w+)$/i;

/** One spelling per article URL: no scheme difference, www., fragment, trailing slash or tracking parameters. */
export function canonicalUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const query = [...parsed.searchParams]
    .filter(([name]) => !TRACKING_PARAMETER.test(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  const path = parsed.pathname.replace(/\/+$/, '');
  return `${host}${path}${query ? `?${query}` : ''}`;
}

function titleSimilarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / (a.size + b.size - shared);
}

const titleTermSet = (title: string): Set<string> => new Set(terms(title));

/**
 * Keeps the first (best-ranked) of each story: later items with the same canonical URL
 * or a similar title are dropped.
 */
export function dropNearDuplicates<T extends { item: ScriptItem }>(ranked: T[]): T[] {
  const keptUrls = new Set<string>();
  const keptTitles: Array<Set<string>> = [];
  return ranked.filter(({ item }) => {
    const url = item.url === null ? null : canonicalUrl(item.url);
    const title = titleTermSet(item.title);
    if (url !== null && keptUrls.has(url)) return false;
    if (keptTitles.some((kept) => titleSimilarity(kept, title) >= SIMILAR_TITLE_THRESHOLD)) return false;
    if (url !== null) keptUrls.add(url);
    keptTitles.push(title);
    return true;
  });
}

/**
 * Drops stories that recent briefings of the profile already told: `covered` holds their
 * item ids and normalized titles; a title matches when it is similar, not only identical.
 */
export function dropAlreadyCovered(items: ScriptItem[], covered: string[]): ScriptItem[] {
  const coveredIds = new Set(covered);
  const coveredTitles = [...new Set(covered.map(normalizeTitle))].filter(Boolean).map(titleTermSet);
  return items.filter((item) => {
    if (coveredIds.has(item.id)) return false;
    const title = titleTermSet(item.title);
    return !coveredTitles.some((seen) => titleSimilarity(seen, title) >= SIMILAR_TITLE_THRESHOLD);
  });
}
