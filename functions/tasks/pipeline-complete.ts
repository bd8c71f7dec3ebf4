import { completeBriefing, pipelineTask } from '#domain/briefings';

/** Briefing state machine, Complete. */
export const handler = pipelineTask('finishing', completeBriefing);
