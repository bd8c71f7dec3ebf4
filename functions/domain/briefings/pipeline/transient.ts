import { setTimeout as sleep } from 'node:timers/promises';
import { FetchError } from '#adapters/fetch-error';
import { SourceUnavailableError } from '#domain/briefings/content';

/**
 * Every source failed, at least one of them for a reason that may pass (a timeout, a reset
 * connection, an overloaded server). The state machine retries FetchSources on this name.
 */
export class SourcesUnavailableError extends Error {
  override readonly name = 'SourcesUnavailable';
}

/**
 * A step failed on the network or on an overloaded service (the table, the bucket), after the
 * SDK's own retries. The state machine retries the step on this name; the message is the cause's.
 */
export class TransientNetworkError extends Error {
  override readonly name = 'TransientNetworkError';
}

/** Node's codes for a connection that failed or broke and may work on another try (a name not found is not one of them). */
const TRANSIENT_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'UND_ERR_SOCKET']);
/** HTTP statuses of an overloaded server or gateway; other statuses (404, 500, 403) say the same on the next try. */
const TRANSIENT_STATUSES = new Set([429, 502, 503, 504]);
/** The SDK's names of a request that ran out of time. */
const TIMEOUT_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);
/** Names the state machine retries on their own terms (Polly's quota, the account ceiling): kept as they are. */
const NAMES_RETRIED_AS_THEY_ARE = new Set(['ThrottlingException', 'ServiceFailureException', 'AccountBusy', 'SourcesUnavailable', 'TransientNetworkError']);

interface ErrorShape {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  $metadata?: { httpStatusCode?: unknown };
}

/**
 * Whether another try of the same work may succeed: a timeout, a connection refused or reset, an
 * overloaded server (429, 502-504, or the SDK's 5xx). A client's mistake (an unsafe or unknown
 * address, a page that is not a feed, a 404) is not, nor is a failure the state machine retries
 * under its own name (Polly's ThrottlingException). Looks through `cause` chains.
 */
export function isTransientFailure(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === null || typeof error !== 'object') return false;
  const shape = error as ErrorShape;
  if (NAMES_RETRIED_AS_THEY_ARE.has(String(shape.name))) return false;
  if (error instanceof FetchError) {
    if (error.reason === 'timeout') return true;
    if (error.reason !== 'network') return false;
  } else if (error instanceof SourceUnavailableError) {
    return error.status !== undefined && TRANSIENT_STATUSES.has(error.status);
  }
  if (TRANSIENT_CODES.has(String(shape.code)) || TIMEOUT_NAMES.has(String(shape.name))) return true;
  const status = Number(shape.$metadata?.httpStatusCode);
  if (status >= 500 || status === 429) return true;
  return isTransientFailure(shape.cause, depth + 1);
}

/** The error a step leaves with: TransientNetworkError when it may pass, else the error itself. */
export const asStepFailure = (error: unknown): unknown =>
  (isTransientFailure(error) ? new TransientNetworkError((error as Error).message, { cause: error }) : error);

/** Tries of one source before it counts as failed, and the first backoff (doubling, full jitter). */
export const SOURCE_TRIES = { attempts: 3, baseMs: 500, capMs: 4_000 };

/**
 * Runs `work` up to `attempts` times while it fails transiently, waiting a random time up to
 * `baseMs` doubling (at most `capMs`) before each retry: full jitter, so many callers that failed
 * together do not come back together.
 */
export async function retryTransient<T>(work: () => Promise<T>, { attempts, baseMs, capMs } = SOURCE_TRIES): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransientFailure(error)) throw error;
      await sleep(Math.random() * Math.min(capMs, baseMs * 2 ** (attempt - 1)));
    }
  }
}
