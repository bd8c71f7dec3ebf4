import { attemptDelivery } from '#domain/delivery/attempt';
import type { DeliveryTask } from '#domain/delivery/workflow';

/** Delivery state machine, Deliver: one attempt; throws DeliveryFailed for the state machine to retry. */
export const handler = (task: DeliveryTask) => attemptDelivery(task);
