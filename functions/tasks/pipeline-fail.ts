import { failBriefing } from '#domain/briefings';

/** Briefing state machine, MarkFailed: where every step's Catch leads. */
export const handler = failBriefing;
