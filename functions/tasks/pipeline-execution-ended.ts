import type { Context } from 'aws-lambda';
import { type ExecutionStatusChangeEvent, failEndedExecution } from '#domain/briefings';
import { withInvocationContext } from '#shared/logger';

/** EventBridge rule on the briefing state machine's executions ending TIMED_OUT, ABORTED or FAILED. */
export const handler = (event: ExecutionStatusChangeEvent, lambdaContext?: Context): Promise<void> =>
  withInvocationContext(lambdaContext, { stage: 'execution-ended', execution_status: event.detail.status }, () => failEndedExecution(event));
