export { BriefingsClient, hasAudio, type WaitOptions } from './client.ts';
export { BriefingsApiError, BriefingsTimeoutError, type ErrorBody } from './errors.ts';
export type { ClientOptions, RequestOptions } from './transport.ts';
export * from './generated/operations.ts';
export type { components, operations, paths } from './generated/schema.ts';
export { verifyWebhook, type VerifyOptions, DEFAULT_TOLERANCE_SECONDS, EVENT_ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './webhooks.ts';
