import { RateLimitedError } from '#shared/errors';
import { limits } from '#shared/limits';
import { countRequestInWindow, type MinuteCounts, type RequestKind } from '#store/access/request-counters';

/** What the X-RateLimit-* headers report for one request. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Unix seconds when the current window ends. */
  reset: number;
}

export const isWriteMethod = (method: string): boolean => method !== 'GET' && method !== 'HEAD';

/** The window a request of `method` at `now` is counted in, and that window's limit. */
export function windowFor(method: string, now: number) {
  const kind: RequestKind = isWriteMethod(method) ? 'writes' : 'reads';
  const limit = kind === 'writes' ? limits.writesPerMinute : limits.readsPerMinute;
  const minute = Math.floor(now / 60);
  return { kind, limit, minute, reset: (minute + 1) * 60 };
}

/** The state reported before any request is counted (unauthenticated responses). */
export function uncountedState(method: string, now: number): RateLimitState {
  const { limit, reset } = windowFor(method, now);
  return { limit, remaining: limit, reset };
}

export class RateLimitExceededError extends RateLimitedError {
  constructor(readonly state: RateLimitState, now: number) {
    super(Math.max(1, state.reset - now));
  }
}

/**
 * Fixed one-minute windows per credential, reads and writes counted apart.
 * Returns the window's counts so callers can report `requests_last_minute`.
 */
export async function consumeRequest(
  subject: string,
  method: string,
  now: number,
): Promise<{ state: RateLimitState; counts: MinuteCounts }> {
  const { kind, limit } = windowFor(method, now);
  return countInWindow(subject, kind, limit, now);
}

async function countInWindow(subject: string, kind: RequestKind, limit: number, now: number): Promise<{ state: RateLimitState; counts: MinuteCounts }> {
  const minute = Math.floor(now / 60);
  const reset = (minute + 1) * 60;
  const result = await countRequestInWindow(subject, minute, kind, limit);
  if (!result.allowed) throw new RateLimitExceededError({ limit, remaining: 0, reset }, now);
  return { state: { limit, remaining: Math.max(0, limit - result.counts[kind]), reset }, counts: result.counts };
}

/** What a feed URL's answer reports when nothing was counted (a token that cannot be one). */
export function uncountedFeedState(now: number): RateLimitState {
  const limit = limits.feedRequestsPerMinute;
  return { limit, remaining: limit, reset: (Math.floor(now / 60) + 1) * 60 };
}

/**
 * A private podcast feed's own window, keyed by its token's hash and counted
 * before the token is looked up: known and unknown tokens answer alike.
 */
export async function consumeFeedRequest(tokenHash: string, now: number): Promise<RateLimitState> {
  return (await countInWindow(`feed:${tokenHash}`, 'reads', limits.feedRequestsPerMinute, now)).state;
}
