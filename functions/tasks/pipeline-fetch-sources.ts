import { withDryRun } from '#domain/pipeline/dry-run';
import { dryRunFetch } from '#domain/pipeline/dry-run-fetch';
import { fetchSources } from '#domain/pipeline/fetch-sources';
import { pipelineTask } from '#domain/pipeline/task';

/** Briefing state machine, FetchSources; and the dry-run state machine's, which stores nothing. */
export const handler = withDryRun(dryRunFetch, pipelineTask('fetching', fetchSources));
