import { failBriefing } from '#domain/briefings/pipeline/fail';

/** Briefing state machine, MarkFailed: where every step's Catch leads. */
export const handler = failBriefing;
