import { markRunning } from '#domain/briefings';

/** Briefing state machine, MarkRunning. */
export const handler = markRunning;
