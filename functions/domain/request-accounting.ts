import { touchApiKey } from '#store/api-keys';
import { type Principal, rateLimitSubject } from './principal.ts';
import { consumeRequest, type RateLimitState } from './rate-limits.ts';
import { recordUsage } from './usage.ts';

export interface AccountedRequest {
  rate: RateLimitState;
  /** Requests in the caller's current one-minute window, this one included. */
  requestsThisMinute: number;
}

/**
 * Counts an authenticated request against its credential's rate limit (throws
 * RateLimitExceededError past it), adds it to the account's daily usage and,
 * on the first request of a minute, records the key's `last_used_at`. The REST
 * API and the agent tool endpoint share this, so they share the limits.
 */
export async function accountForRequest(principal: Principal, isWrite: boolean, now: number): Promise<AccountedRequest> {
  const { state, counts } = await consumeRequest(rateLimitSubject(principal), isWrite ? 'POST' : 'GET', now);
  const requestsThisMinute = counts.reads + counts.writes;
  await Promise.all([
    recordUsage(principal.userId, isWrite, now),
    principal.kind === 'api_key' && requestsThisMinute === 1 ? touchApiKey(principal.keyHash, now) : undefined,
  ]);
  return { rate: state, requestsThisMinute };
}
