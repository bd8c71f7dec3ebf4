import { markRunning } from '#domain/pipeline/mark-running';

/** Briefing state machine, MarkRunning. */
export const handler = markRunning;
