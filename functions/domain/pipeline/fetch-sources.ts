import { putJson } from '#adapters/blob-store';
import { type ContentItem, fetchSourceItems, SourceUnavailableError } from '#domain/content';
import { listProfileSources } from '#domain/sources';
import { PipelineError } from './pipeline-error.ts';
import type { BriefingExecutionInput, FetchedSources } from './state.ts';
import { workFiles } from './work-files.ts';

/** Newest items read per source; the script writer picks among them. */
const MAX_ITEMS_PER_SOURCE = 20;
/** Sources read at the same time, so a profile with many sources cannot exhaust the function's sockets or memory. */
const CONCURRENT_FETCHES = 8;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Like Promise.allSettled over `inputs`, with at most `limit` calls in flight. */
async function settleAll<I, O>(inputs: I[], limit: number, call: (input: I) => Promise<O>): Promise<PromiseSettledResult<O>[]> {
  const results = new Array<PromiseSettledResult<O>>(inputs.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < inputs.length; index = next++) {
      try {
        results[index] = { status: 'fulfilled', value: await call(inputs[index]!) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, inputs.length) }, worker));
  return results;
}

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

/** The items of a profile's sources, and the sources that failed. */
export interface FetchedItems {
  items: ContentItem[];
  source_count: number;
  failed_sources: FetchedSources['failed_sources'];
}

/**
 * Reads the profile's sources concurrently. A source that fails, or has not
 * answered by the deadline (a request's budget), is recorded and skipped;
 * a profile without sources, or whose sources all fail, is a PipelineError.
 */
export async function fetchProfileItems(userId: string, profileId: string, deadline?: SourcesDeadline): Promise<FetchedItems> {
  // Ids sort by creation: failures are reported in the order the sources were added.
  const sources = (await listProfileSources(userId, profileId)).sort((a, b) => (a.id < b.id ? -1 : 1));
  if (sources.length === 0) {
    throw new PipelineError('The profile has no sources; add some with POST /sources and this profile_id');
  }
  const results = await settleAll(sources, CONCURRENT_FETCHES, (source) =>
    byDeadline(fetchSourceItems(source, { maxItems: MAX_ITEMS_PER_SOURCE }), deadline));
  const items: ContentItem[] = [];
  const failed: FetchedSources['failed_sources'] = [];
  results.forEach((result, index) => {
    const source = sources[index]!;
    if (result.status === 'fulfilled') items.push(...result.value);
    else failed.push({ source_id: source.id, name: source.name, reason: reasonOf(result.reason) });
  });
  if (failed.length === sources.length) {
    const reasons = failed.map((failure) => `${failure.name}: ${failure.reason}`).join('; ');
    throw new PipelineError(`All ${sources.length} source${sources.length === 1 ? '' : 's'} failed to fetch: ${reasons}`);
  }
  return { items, source_count: sources.length, failed_sources: failed };
}

/** Step 2: reads the profile's sources and stores their items for the next steps. */
export async function fetchSources(input: BriefingExecutionInput): Promise<FetchedSources> {
  const { items, source_count, failed_sources } = await fetchProfileItems(input.user_id, input.profile_id);
  const itemsKey = workFiles.items(input.user_id, input.job_id);
  await putJson(itemsKey, items);
  return { items_key: itemsKey, item_count: items.length, source_count, failed_sources };
}
