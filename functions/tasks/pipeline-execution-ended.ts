import { failEndedExecution } from '#domain/pipeline/execution-ended';

/** EventBridge rule on the briefing state machine's executions ending TIMED_OUT, ABORTED or FAILED. */
export const handler = failEndedExecution;
