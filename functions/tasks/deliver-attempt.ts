import { attemptDelivery } from '#domain/delivery/attempt';
import type { DeliveryTask } from '#domain/delivery/workflow';
import { withLogContext } from '#http/logger';

/** Delivery state machine, Deliver: one attempt; throws DeliveryFailed for the state machine to retry. */
export const handler = (task: DeliveryTask) =>
  withLogContext({ event_id: task.event_id, delivery: task.delivery_key }, () => attemptDelivery(task));
