import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EnvSettings } from '../../functions/shared/env-names.ts';
import { localLambdaTask, localStateMachineArn, registerStateMachine } from './step-functions.ts';

const ASL_PATH = fileURLToPath(new URL('../../state-machines/delivery.asl.json', import.meta.url));

/**
 * Registers state-machines/delivery.asl.json with the local Step Functions
 * endpoint. DELIVERY_RETRY_INTERVAL_SCALE shortens the retry pauses (tests use
 * a tiny factor; 1, the default, keeps 30 s, 60 s, ... as deployed). Returns the
 * environment the application needs: the machine's ARN and the outbox folder.
 */
export function registerDeliveryStateMachine(scratchDir: string): EnvSettings {
  const arn = localStateMachineArn('delivery');
  registerStateMachine({
    arn,
    aslPath: ASL_PATH,
    // Task state -> handler of its Lambda (DeliverAttemptFunctionArn, DeliverFailedFunctionArn in the CDK stack).
    taskHandlers: { Deliver: localLambdaTask('deliver-attempt'), MarkFailed: localLambdaTask('deliver-failed') },
    retryIntervalScale: Number(process.env.DELIVERY_RETRY_INTERVAL_SCALE ?? 1),
  });
  return { DELIVERY_STATE_MACHINE_ARN: arn, OUTBOX_DIR: process.env.OUTBOX_DIR ?? join(scratchDir, 'outbox') };
}
