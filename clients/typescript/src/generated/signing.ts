// Copied from functions/domain/delivery/signing.ts by `npm run clients`; do not edit.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Headers of every webhook delivery. */
export const SIGNATURE_HEADER = 'X-Briefing-Signature';
export const EVENT_ID_HEADER = 'X-Briefing-Event-Id';
export const TIMESTAMP_HEADER = 'X-Briefing-Timestamp';

/** Receivers refuse bodies signed longer ago than this unless they choose another tolerance. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

const SIGNATURE_PATTERN = /^sha256=([0-9a-f]{64})$/i;

const hmacHex = (body: string | Buffer, secret: string): string => createHmac('sha256', secret).update(body).digest('hex');

/** The X-Briefing-Signature value: `sha256=` + lower-case hex HMAC-SHA256 of the exact body bytes. */
export function signPayload(body: string | Buffer, secret: string): string {
  return `sha256=${hmacHex(body, secret)}`;
}

export interface VerifyWebhookInput {
  /** The raw request body, exactly as received (before any JSON parsing). */
  body: string | Buffer;
  /** Value of the X-Briefing-Signature header. */
  signatureHeader: string | null | undefined;
  /** The webhook's secret (whsec_...). */
  secret: string;
  /** Value of X-Briefing-Timestamp; when given it must equal the signed `timestamp` in the body. */
  timestampHeader?: string | null;
  /** Maximum age (and clock skew) of the signed `timestamp`, in seconds; default 300. Pass Infinity to skip the check. */
  toleranceSeconds?: number;
  /** Current Unix time in seconds; defaults to the system clock. */
  now?: number;
}

function signedTimestamp(body: string | Buffer): number | undefined {
  try {
    const parsed = JSON.parse(body.toString()) as { timestamp?: unknown };
    return typeof parsed.timestamp === 'number' && Number.isInteger(parsed.timestamp) ? parsed.timestamp : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks a delivery before it is processed: the HMAC over the raw body
 * (compared in constant time), then the age of the `timestamp` the body
 * carries, which the signature covers, so an old captured delivery cannot be
 * replayed. Returns false on any mismatch; it never throws.
 */
export function verifyWebhookSignature(input: VerifyWebhookInput): boolean {
  const match = SIGNATURE_PATTERN.exec(input.signatureHeader?.trim() ?? '');
  if (!match || !input.secret) return false;
  const received = Buffer.from(match[1]!.toLowerCase(), 'hex');
  const expected = Buffer.from(hmacHex(input.body, input.secret), 'hex');
  if (!timingSafeEqual(received, expected)) return false;
  const tolerance = input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (tolerance === Number.POSITIVE_INFINITY && input.timestampHeader == null) return true;
  const timestamp = signedTimestamp(input.body);
  if (timestamp === undefined) return false;
  if (input.timestampHeader != null && input.timestampHeader.trim() !== String(timestamp)) return false;
  const now = input.now ?? Math.floor(Date.now() / 1000);
  return Math.abs(now - timestamp) <= tolerance;
}
