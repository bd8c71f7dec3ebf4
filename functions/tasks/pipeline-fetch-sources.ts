import { dryRunFetch, fetchSources, pipelineTask, withDryRun } from '#domain/briefings';

/** Briefing state machine, FetchSources; and the dry-run state machine's, which stores nothing. */
export const handler = withDryRun(dryRunFetch, pipelineTask('fetching', fetchSources));
