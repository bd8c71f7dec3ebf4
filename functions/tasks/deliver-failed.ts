import { type CaughtFailure, markDeliveryFailed } from '#domain/delivery/attempt';
import type { DeliveryTask } from '#domain/delivery/workflow';

/** Delivery state machine, MarkFailed (its Catch): the delivery ends as failed. */
export const handler = (task: DeliveryTask & { failure?: CaughtFailure }) => markDeliveryFailed(task);
