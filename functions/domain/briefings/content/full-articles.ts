/**
 * Summary-only feeds read in full: most news feeds carry a lead or the first paragraphs, so an item
 * whose text is a lead (short, or cut with "…", "[…]", "Read more") is replaced by the article its
 * link leads to, read through the guarded fetcher and extracted with Readability, for relevance and
 * for the script. Within budgets per source and per briefing, a few at a time; each article is kept
 * per account with its ETag and Last-Modified, so the next briefing revalidates it with a
 * conditional GET instead of fetching it again. On any failure the feed's text stays, and the
 * fallback is reported.
 */
import { guardedFetch } from '#adapters/guarded-fetch';
import { settleAll } from '#shared/settle-all';
import { getArticleText, putArticleText } from '#store/briefings/article-texts';
import { extractArticle } from './html-page.ts';
import type { ContentItem } from './items.ts';
import { decodeBytes } from './text.ts';

export interface ArticleBudget {
  /** Articles fetched per source and briefing: the newest leads first. */
  perSource: number;
  /** Articles fetched per briefing, all sources together. */
  perBriefing: number;
  /** Articles fetched at the same time. */
  concurrency: number;
  /** Whole exchange of one article. */
  timeoutMs: number;
}

export const ARTICLE_BUDGET: ArticleBudget = { perSource: 5, perBriefing: 20, concurrency: 4, timeoutMs: 5_000 };

/** A text under this many words is a lead, not an article. */
const LEAD_MAX_WORDS = 120;
/** How feeds mark an excerpt they cut: an ellipsis or a call to read on, at the very end. */
const CUT_MARK = /(?:…|\.\.\.|\[\s*(?:…|\.\.\.|&hellip;)\s*\]|\b(?:read more|continue reading|read the full (?:story|article)|weiterlesen|mehr lesen|lire la suite|leer más|seguir leyendo)\b[^.!?]{0,40})\s*$/i;
/** The page replaces the lead only when it says markedly more. */
const MIN_GAIN = 1.5;
const PAGE_TYPES = ['text/html', 'application/xhtml+xml'];

const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** True for an item whose text is a lead of the article it links to. */
export function isLead(item: Pick<ContentItem, 'text' | 'url' | 'source_url'>): boolean {
  if (!item.url || !/^https?:\/\//i.test(item.url) || item.url === item.source_url) return false;
  return wordCount(item.text) < LEAD_MAX_WORDS || CUT_MARK.test(item.text.trim());
}

/** An item told from its feed's text because its article could not be read. */
export interface ArticleFallback {
  source_id: string;
  item_id: string;
  url: string;
  reason: string;
}

/** The leads to read in full, in item order (each source's newest first), within the budgets. */
function leadsToRead(items: ContentItem[], budget: ArticleBudget): ContentItem[] {
  const perSource = new Map<string, number>();
  const chosen: ContentItem[] = [];
  for (const item of items) {
    const taken = perSource.get(item.source_id) ?? 0;
    if (chosen.length >= budget.perBriefing || taken >= budget.perSource || !isLead(item)) continue;
    perSource.set(item.source_id, taken + 1);
    chosen.push(item);
  }
  return chosen;
}

/** The article's text: the kept copy when the page has not changed (304), else the page read afresh and kept. */
async function articleText(userId: string, url: string, now: number, timeoutMs: number): Promise<string> {
  const kept = await getArticleText(userId, url, now);
  const validators = {
    ...(kept?.etag ? { 'if-none-match': kept.etag } : {}),
    ...(kept?.last_modified ? { 'if-modified-since': kept.last_modified } : {}),
  };
  const response = await guardedFetch(url, { headers: validators, timeoutMs, acceptContentTypes: PAGE_TYPES });
  if (response.status === 304 && kept) {
    await putArticleText({ ...kept, fetched_at: now });
    return kept.text;
  }
  if (response.status < 200 || response.status >= 300) throw new Error(`the page answered HTTP ${response.status}`);
  const article = extractArticle(decodeBytes(response.body, response.headers.get('content-type')), response.finalUrl);
  if (!article) throw new Error('the page has no readable text');
  await putArticleText({
    user_id: userId, url, text: article.text, etag: response.headers.get('etag'), last_modified: response.headers.get('last-modified'), fetched_at: now,
  });
  return article.text;
}

/**
 * The items with each lead (within the budget) replaced by its article's text, and the items
 * that kept their feed's text because the article could not be read or said no more.
 */
export async function readFullArticles(
  userId: string,
  items: ContentItem[],
  now: number,
  budget: ArticleBudget = ARTICLE_BUDGET,
): Promise<{ items: ContentItem[]; fallbacks: ArticleFallback[] }> {
  const leads = leadsToRead(items, budget);
  const results = await settleAll(leads, budget.concurrency, (item) => articleText(userId, item.url!, now, budget.timeoutMs));
  const fullText = new Map<string, string>();
  const fallbacks: ArticleFallback[] = [];
  results.forEach((result, index) => {
    const item = leads[index]!;
    const fallback = (reason: string) => fallbacks.push({ source_id: item.source_id, item_id: item.id, url: item.url!, reason });
    if (result.status === 'rejected') fallback(result.reason instanceof Error ? result.reason.message : String(result.reason));
    else if (wordCount(result.value) < wordCount(item.text) * MIN_GAIN) fallback('the page says no more than the feed');
    else fullText.set(item.id, result.value);
  });
  return { items: items.map((item) => { const text = fullText.get(item.id); return text === undefined ? item : { ...item, text }; }), fallbacks };
}
