import { fetchSources } from '#domain/pipeline/fetch-sources';
import { pipelineTask } from '#domain/pipeline/task';

/** Briefing state machine, FetchSources. */
export const handler = pipelineTask('fetching', fetchSources);
