import type { Context } from 'aws-lambda';
import { attemptDelivery, type DeliveryTask } from '#domain/delivery';
import { withInvocationContext } from '#shared/logger';

/** Delivery state machine, Deliver: one attempt; throws DeliveryFailed for the state machine to retry. */
export const handler = (task: DeliveryTask, lambdaContext?: Context) =>
  withInvocationContext(lambdaContext, { event_id: task.event_id, delivery: task.delivery_key }, () => attemptDelivery(task));
