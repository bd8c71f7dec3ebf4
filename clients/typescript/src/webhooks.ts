import { DEFAULT_TOLERANCE_SECONDS, verifyWebhookSignature } from './generated/signing.ts';

export { DEFAULT_TOLERANCE_SECONDS, EVENT_ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './generated/signing.ts';

export interface VerifyOptions {
  /** X-Briefing-Timestamp; when given it must equal the signed `timestamp` of the body. */
  timestampHeader?: string | null;
  /** Maximum age of the signed `timestamp`, in seconds; default 300. */
  toleranceSeconds?: number;
  /** Current Unix time in seconds; defaults to the system clock. */
  now?: number;
}

/**
 * True when a webhook delivery is authentic and fresh: `rawBody` exactly as
 * received (before JSON parsing), the X-Briefing-Signature header and the
 * webhook's whsec_ secret. Never throws.
 */
export function verifyWebhook(rawBody: string | Buffer, signatureHeader: string | null | undefined, secret: string, options: VerifyOptions = {}): boolean {
  return verifyWebhookSignature({ body: rawBody, signatureHeader, secret, toleranceSeconds: options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS, timestampHeader: options.timestampHeader, now: options.now });
}
