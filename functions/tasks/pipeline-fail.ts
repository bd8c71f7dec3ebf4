import { failBriefing } from '#domain/pipeline/fail';

/** Briefing state machine, MarkFailed: where every step's Catch leads. */
export const handler = failBriefing;
