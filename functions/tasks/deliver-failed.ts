import type { Context } from 'aws-lambda';
import { type CaughtFailure, type DeliveryTask, markDeliveryFailed } from '#domain/delivery';
import { withInvocationContext } from '#shared/logger';

/** Delivery state machine, MarkFailed (its Catch): the delivery ends as failed. */
export const handler = (task: DeliveryTask & { failure?: CaughtFailure }, lambdaContext?: Context) =>
  withInvocationContext(lambdaContext, { event_id: task.event_id, delivery: task.delivery_key }, () => markDeliveryFailed(task));
