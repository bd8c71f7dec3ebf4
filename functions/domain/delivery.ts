/** Delivery: events and where they go (the event log, webhooks, subscriptions, signing, the delivery workflow and its channels). What other contexts and the handlers use of it. */
export { attemptDelivery, type CaughtFailure, markDeliveryFailed } from './delivery/attempt.ts';
export { email, serviceAddress } from './delivery/email.ts';
export { listWebhookEvents, publishEvent, redeliverEvent } from './delivery/events.ts';
export type { BriefingMessage } from './delivery/message.ts';
export { recoverPendingDeliveries } from './delivery/recovery.ts';
export { sendThroughChannel } from './delivery/send-message.ts';
export { DEFAULT_TOLERANCE_SECONDS, EVENT_ID_HEADER, SIGNATURE_HEADER, signPayload, TIMESTAMP_HEADER, type VerifyWebhookInput, verifyWebhookSignature } from './delivery/signing.ts';
export { assertActiveSubscription } from './delivery/subscriptions.ts';
export { createWebhook, deleteWebhook, listWebhooks } from './delivery/webhooks.ts';
export type { DeliveryTask } from './delivery/workflow.ts';
