import { putJson } from '#adapters/blob-store';
import { type ContentItem, fetchSourceItems, SourceUnavailableError } from '#domain/briefings/content';
import { ARTICLE_BUDGET, type ArticleBudget, type ArticleFallback, readFullArticles } from '#domain/briefings/content/full-articles';
import { nowSeconds } from '#shared/clock';
import { log } from '#shared/logger';
import { listProfileSources } from '#domain/catalogue';
import { settleAll } from '#shared/settle-all';
import { PipelineError } from './errors.ts';
import { isTransientFailure, retryTransient, SourcesUnavailableError } from './transient.ts';
import type { BriefingExecutionInput, FetchedSources } from './state.ts';
import { workFiles } from './work-files.ts';

/** Newest items read per source; the script writer picks among them. */
const MAX_ITEMS_PER_SOURCE = 20;
/** Sources read at the same time, so a profile with many sources cannot exhaust the function's sockets or memory. */
const CONCURRENT_FETCHES = 8;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** When sources that have not answered are given up (epoch ms), and the reason they are reported with. */
export interface SourcesDeadline {
  at: number;
  reason: string;
}

/**
 * The source's items, or a SourceUnavailableError at the deadline if they have
 * not come by then: a request's budget cuts off a slow source, which the
 * guarded fetcher's own timeouts would let run longer.
 */
function byDeadline<T>(work: Promise<T>, deadline: SourcesDeadline | undefined): Promise<T> {
  if (!deadline) return work;
  let timer: NodeJS.Timeout | undefined;
  const cutOff = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SourceUnavailableError(deadline.reason)), Math.max(0, deadline.at - Date.now()));
  });
  return Promise.race([work, cutOff]).finally(() => clearTimeout(timer));
}

/** The items of a profile's sources, the sources that failed, and the feed items told from their lead because their article could not be read. */
export interface FetchedItems {
  items: ContentItem[];
  source_count: number;
  failed_sources: FetchedSources['failed_sources'];
  article_fallbacks: ArticleFallback[];
}

/**
 * Reads the profile's sources concurrently, then the articles that feed items only lead into
 * (readFullArticles). A source that fails transiently (a timeout, a reset connection, 429 or
 * 502-504) is tried again twice with jittered backoff; one that still fails, or has not answered
 * by the deadline (a request's budget), is recorded and skipped. A profile without sources is a
 * PipelineError; one whose sources all fail is a PipelineError, or SourcesUnavailableError when
 * some failure may pass.
 */
export async function fetchProfileItems(
  userId: string,
  profileId: string,
  { deadline, articleBudget = ARTICLE_BUDGET }: { deadline?: SourcesDeadline; articleBudget?: ArticleBudget } = {},
): Promise<FetchedItems> {
  // Ids sort by creation: failures are reported in the order the sources were added.
  const sources = (await listProfileSources(userId, profileId)).sort((a, b) => (a.id < b.id ? -1 : 1));
  if (sources.length === 0) {
    throw new PipelineError('The profile has no sources; add some with POST /sources and this profile_id');
  }
  const results = await settleAll(sources, CONCURRENT_FETCHES, (source) =>
    byDeadline(retryTransient(() => fetchSourceItems(source, { maxItems: MAX_ITEMS_PER_SOURCE })), deadline));
  const items: ContentItem[] = [];
  const feedItems: ContentItem[] = [];
  const failed: FetchedSources['failed_sources'] = [];
  results.forEach((result, index) => {
    const source = sources[index]!;
    // Feeds carry leads; pages and videos are read as they are.
    if (result.status === 'fulfilled') (source.type === 'rss' ? feedItems : items).push(...result.value);
    else failed.push({ source_id: source.id, name: source.name, reason: reasonOf(result.reason) });
  });
  if (failed.length === sources.length) {
    const reasons = failed.map((failure) => `${failure.name}: ${failure.reason}`).join('; ');
    const message = `All ${sources.length} source${sources.length === 1 ? '' : 's'} failed to fetch: ${reasons}`;
    // A timeout or a reset connection may pass: the state machine tries the step again later.
    throw results.some((result) => result.status === 'rejected' && isTransientFailure(result.reason)) ? new SourcesUnavailableError(message) : new PipelineError(message);
  }
  const full = await readFullArticles(userId, feedItems, nowSeconds(), articleBudget);
  if (full.fallbacks.length > 0) log('info', 'Feed items told from their lead: their articles could not be read', { fallbacks: full.fallbacks });
  return { items: [...full.items, ...items], source_count: sources.length, failed_sources: failed, article_fallbacks: full.fallbacks };
}

/** Step 2: reads the profile's sources and stores their items for the next steps. */
export async function fetchSources(input: BriefingExecutionInput): Promise<FetchedSources> {
  const { items, source_count, failed_sources, article_fallbacks } = await fetchProfileItems(input.user_id, input.profile_id);
  const itemsKey = workFiles.items(input.user_id, input.job_id);
  await putJson(itemsKey, items);
  return { items_key: itemsKey, item_count: items.length, source_count, failed_sources, article_fallbacks };
}
