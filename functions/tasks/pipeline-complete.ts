import { completeBriefing } from '#domain/pipeline/complete';
import { pipelineTask } from '#domain/pipeline/task';

/** Briefing state machine, Complete. */
export const handler = pipelineTask('finishing', completeBriefing);
