import { gzipSync } from 'node:zlib';
import { ARTICLE_BUDGET, type ArticleBudget } from '#domain/briefings/content/full-articles';
import { DRY_RUN_BUDGET_MS, type DryRunFetched, type DryRunInput } from './dry-run.ts';
import { fetchProfileItems } from './fetch-sources.ts';

/** The same articles as a real run reads, more at a time and each sooner given up, to answer within the request's time. */
const DRY_RUN_ARTICLE_BUDGET: ArticleBudget = { ...ARTICLE_BUDGET, concurrency: 8, timeoutMs: 3_000 };

/**
 * FetchSources of a dry run: the same sources and articles as a real run reads, cut off at the
 * request's sources deadline. Nothing is stored but the linked articles read in full, kept as a
 * real run keeps them (an article is no one's story), so a real run revalidates them instead of
 * fetching them again. A PipelineError (no sources, all failed) ends the workflow as a conflict.
 */
export async function dryRunFetch(input: DryRunInput): Promise<DryRunFetched> {
  const deadline = {
    at: input.received_at + DRY_RUN_BUDGET_MS.sources,
    reason: `No answer within ${DRY_RUN_BUDGET_MS.sources / 1000} s of the request, the time a dry run gives its sources`,
  };
  const fetched = await fetchProfileItems(input.user_id, input.profile_id, { deadline, articleBudget: DRY_RUN_ARTICLE_BUDGET });
  return { items_gzip: gzipSync(JSON.stringify(fetched.items)).toString('base64'), failed_sources: fetched.failed_sources };
}

