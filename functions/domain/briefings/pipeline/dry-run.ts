import type { Context } from 'aws-lambda';
import { log, withInvocationContext } from '#shared/logger';
import type { FetchedItems } from './fetch-sources.ts';

/**
 * A dry run answers within its function's timeout (the route's 29 s, under API
 * Gateway's 30 s), counted from when API Gateway received the request, so a cold
 * start, the workflow's start and every step before count too. Sources that have
 * not answered by `sources` are cut off and reported; a model writer's calls end
 * by `model` (its own timeout may end them sooner) and the extractive writer,
 * which takes well under a second, tells the stories; the rest is margin for the answer.
 */
export const DRY_RUN_BUDGET_MS = { sources: 8_000, model: 23_000 } as const;

/** Input of the dry-run workflow (state-machines/dry-run.asl.json): whose profile, and when the request arrived (epoch ms). */
export interface DryRunInput {
  dry_run: true;
  user_id: string;
  profile_id: string;
  received_at: number;
}

/** Result of FetchSources in a dry run: the items travel gzipped in the state, since nothing may be stored (256 KB limit). */
export interface DryRunFetched {
  items_gzip: string;
  failed_sources: FetchedItems['failed_sources'];
}

/** Whether a pipeline task was started by the dry-run workflow rather than for a job. */
export const isDryRun = (input: object): input is DryRunInput => 'dry_run' in input && input.dry_run === true;

/**
 * A pipeline task's handler that also serves the dry-run workflow (state-machines/dry-run.asl.json):
 * its input says which, and a dry run's step stores nothing and touches no job. Every line a dry
 * run's step logs carries the account and profile.
 */
export function withDryRun<I, O, D extends DryRunInput, R>(
  dryStep: (input: D) => Promise<R>,
  step: (input: I, lambdaContext?: Context) => Promise<O>,
): (input: I | D, lambdaContext?: Context) => Promise<O | R> {
  return (input, lambdaContext) => {
    if (!isDryRun(input as object)) return step(input as I, lambdaContext);
    const dryRun = input as D;
    return withInvocationContext(lambdaContext, { user_id: dryRun.user_id, profile_id: dryRun.profile_id, dry_run: true }, async () => {
      try {
        return await dryStep(dryRun);
      } catch (error) {
        log('error', 'dry-run step failed', { error });
        throw error;
      }
    });
  };
}
