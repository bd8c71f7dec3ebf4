/** The error body of every non-2xx answer: `{ error, message, request_id }`. */
export interface ErrorBody {
  error: string;
  message: string;
  request_id: string;
}

/** A non-2xx answer from the API, carrying the spec's error code, the HTTP status and the request id to quote to support. */
export class BriefingsApiError extends Error {
  override readonly name = 'BriefingsApiError';
  /** Machine-readable code: validation_error, not_found, not_ready, rate_limited, … */
  readonly code: string;
  readonly status: number;
  readonly requestId: string | undefined;
  /** Seconds the server asked to wait (429), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: Partial<ErrorBody>, headers: Headers) {
    super(body.message ?? `HTTP ${status}`);
    this.status = status;
    this.code = body.error ?? 'http_error';
    this.requestId = body.request_id ?? headers.get('x-request-id') ?? undefined;
    this.retryAfterSeconds = retryAfterSeconds(headers);
  }
}

/** A wait the client bounds itself (briefing polling) ran out before the server said the work was over. */
export class BriefingsTimeoutError extends Error {
  override readonly name = 'BriefingsTimeoutError';
}

/** Retry-After as seconds: either delta-seconds or an HTTP date. */
export function retryAfterSeconds(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
