/**
 * Public entry for webhook receivers: verify a delivery's X-Briefing-Signature
 * before processing it. Depends only on node:crypto, so it can be copied as is.
 */
export {
  DEFAULT_TOLERANCE_SECONDS,
  EVENT_ID_HEADER,
  SIGNATURE_HEADER,
  signPayload,
  TIMESTAMP_HEADER,
  verifyWebhookSignature,
  type VerifyWebhookInput,
} from '#domain/delivery';
