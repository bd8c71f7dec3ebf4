import { recoverPendingDeliveries } from '#domain/delivery/recovery';

/** EventBridge Scheduler target, every few minutes: restarts or fails deliveries left pending without a live execution. */
export const handler = () => recoverPendingDeliveries();
