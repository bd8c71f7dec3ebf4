import { FetchError, guardedFetch, UnsafeUrlError } from '#adapters/guarded-fetch';
import type { EventEnvelope } from '#schemas/delivery/events';
import type * as v from 'valibot';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signPayload, TIMESTAMP_HEADER } from './signing.ts';
import type { SendResult } from './send-result.ts';

const TIMEOUT_MS = 10_000;
/** Receivers' answers are not used; a small cap keeps a chatty one from costing memory. */
const MAX_RESPONSE_BYTES = 256 * 1024;

/**
 * One signed POST of the event to a webhook URL. Any 2xx is success. A
 * redirect is not followed and counts as a failed attempt like any other
 * non-2xx answer or a timeout; a URL that now resolves to a refused address
 * fails for good.
 */
export async function sendWebhook(
  webhook: { url: string; secret: string },
  envelope: v.InferOutput<typeof EventEnvelope>,
): Promise<SendResult> {
  const body = JSON.stringify(envelope);
  try {
    const response = await guardedFetch(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signPayload(body, webhook.secret),
        [EVENT_ID_HEADER]: envelope.id,
        [TIMESTAMP_HEADER]: String(envelope.timestamp),
      },
      body,
      timeoutMs: TIMEOUT_MS,
      maxRedirects: 0,
      maxBytes: MAX_RESPONSE_BYTES,
    });
    if (response.status >= 200 && response.status < 300) return { ok: true, code: response.status };
    const redirect = response.status >= 300 && response.status < 400;
    return {
      ok: false,
      code: response.status,
      error: redirect ? `HTTP ${response.status}: redirects are not followed` : `HTTP ${response.status}`,
      retryable: true,
    };
  } catch (error) {
    if (error instanceof UnsafeUrlError) return { ok: false, code: null, error: error.message, retryable: false };
    if (error instanceof FetchError) return { ok: false, code: null, error: error.message, retryable: true };
    throw error;
  }
}
