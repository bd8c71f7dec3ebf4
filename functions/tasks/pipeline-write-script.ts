import { pipelineTask } from '#domain/pipeline/task';
import { writeBriefingScript } from '#domain/pipeline/write-script';

/** Briefing state machine, WriteScript. */
export const handler = pipelineTask('writing', writeBriefingScript);
