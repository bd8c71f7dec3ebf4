import { withDryRun } from '#domain/briefings/pipeline/dry-run';
import { dryRunFetch } from '#domain/briefings/pipeline/dry-run-fetch';
import { fetchSources } from '#domain/briefings/pipeline/fetch-sources';
import { pipelineTask } from '#domain/briefings/pipeline/task';

/** Briefing state machine, FetchSources; and the dry-run state machine's, which stores nothing. */
export const handler = withDryRun(dryRunFetch, pipelineTask('fetching', fetchSources));
