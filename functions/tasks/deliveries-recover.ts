import type { Context } from 'aws-lambda';
import { recoverPendingDeliveries } from '#domain/delivery';
import { withInvocationContext } from '#shared/logger';

/** EventBridge Scheduler target, every few minutes: restarts or fails deliveries left pending without a live execution. */
export const handler = (_event: unknown, lambdaContext?: Context) =>
  withInvocationContext(lambdaContext, { task: 'recover-deliveries' }, () => recoverPendingDeliveries());
