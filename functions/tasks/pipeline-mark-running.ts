import { markRunning } from '#domain/briefings/pipeline/mark-running';

/** Briefing state machine, MarkRunning. */
export const handler = markRunning;
