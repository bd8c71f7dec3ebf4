import type { SendResult } from './send-result.ts';

const TIMEOUT_MS = 10_000;

/** A short reason from a provider's JSON error body (Telegram `description`, Graph API `error.message`). */
function providerReason(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { description?: unknown; error?: { message?: unknown } };
    const reason = parsed.description ?? parsed.error?.message;
    return typeof reason === 'string' ? reason.slice(0, 300) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POSTs JSON to a messaging provider (a fixed, operator-configured host, not a
 * user URL). 429 and 5xx are worth retrying; other 4xx are permanent. Error
 * messages never include the URL, which may carry a token.
 */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? `no response within ${TIMEOUT_MS} ms` : 'network error';
    return { ok: false, code: null, error: reason, retryable: true };
  }
  const text = await response.text().catch(() => '');
  if (response.ok) return { ok: true, code: response.status };
  const reason = providerReason(text) ?? `HTTP ${response.status}`;
  return { ok: false, code: response.status, error: reason, retryable: response.status === 429 || response.status >= 500 };
}
