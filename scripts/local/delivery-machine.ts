import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handler as attempt } from '../../functions/tasks/deliver-attempt.ts';
import { handler as markFailed } from '../../functions/tasks/deliver-failed.ts';
import { localStateMachineArn, registerStateMachine, type TaskHandler } from './step-functions.ts';

const ASL_PATH = fileURLToPath(new URL('../../state-machines/delivery.asl.json', import.meta.url));

/** Runs a task module's handler as Lambda would: the event and the result cross a JSON boundary. */
const lambdaTask = <E>(handler: (event: E) => Promise<unknown>): TaskHandler => async (input) => {
  const result = await handler(JSON.parse(JSON.stringify(input)) as E);
  return result === undefined ? null : JSON.parse(JSON.stringify(result));
};

/**
 * Registers state-machines/delivery.asl.json with the local Step Functions
 * endpoint. DELIVERY_RETRY_INTERVAL_SCALE shortens the retry pauses (tests use
 * a tiny factor; 1, the default, keeps 30 s, 60 s, ... as deployed). Returns the
 * environment the application needs: the machine's ARN and the outbox folder.
 */
export function registerDeliveryStateMachine(scratchDir: string): Record<string, string> {
  const arn = localStateMachineArn('delivery');
  registerStateMachine({
    arn,
    aslPath: ASL_PATH,
    // Task state -> handler of its Lambda (DeliverAttemptFunctionArn, DeliverFailedFunctionArn in the CDK stack).
    taskHandlers: { Deliver: lambdaTask(attempt), MarkFailed: lambdaTask(markFailed) },
    retryIntervalScale: Number(process.env.DELIVERY_RETRY_INTERVAL_SCALE ?? 1),
  });
  return { DELIVERY_STATE_MACHINE_ARN: arn, OUTBOX_DIR: process.env.OUTBOX_DIR ?? join(scratchDir, 'outbox') };
}
