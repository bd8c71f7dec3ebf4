import { completeBriefing } from '#domain/briefings/pipeline/complete';
import { pipelineTask } from '#domain/briefings/pipeline/task';

/** Briefing state machine, Complete. */
export const handler = pipelineTask('finishing', completeBriefing);
