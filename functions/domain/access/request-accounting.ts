import { countKeyRequest } from '#store/access/api-key-windows';
import type { ApiKeyRecord } from '#store/access/api-keys';
import { UnauthorizedError } from '#shared/errors';
import { type Principal, rateLimitSubject } from '#shared/principal';
import { consumeRequest, RateLimitExceededError, type RateLimitState, windowFor } from './rate-limits.ts';
import { recordKeyWindow, recordUsage } from './usage.ts';

export interface AccountedRequest {
  rate: RateLimitState;
  /** Requests in the caller's current one-minute window, this one included. */
  requestsThisMinute: number;
}

/** A key's request, counted: its record, and how it was accounted (a refusal past the limit is thrown by the caller once the key is known). */
export interface CountedKeyRequest {
  record: ApiKeyRecord;
  accounting: AccountedRequest | RateLimitExceededError;
}

/**
 * Authenticates an API key by its hash and counts the request against its limit in one
 * conditional update of the key (see countKeyRequest); a window the key left behind is added
 * to the account's daily usage. Unknown, revoked and expired keys are refused at once.
 */
export async function countApiKeyRequest(keyHash: string, isWrite: boolean, now: number): Promise<CountedKeyRequest> {
  const { kind, limit, minute } = windowFor(isWrite ? 'POST' : 'GET', now);
  const count = await countKeyRequest(keyHash, { kind, limit, minute, now });
  if (count.outcome === 'unknown') throw new UnauthorizedError('Unknown or revoked API key');
  if (count.outcome === 'expired') throw new UnauthorizedError('API key has expired');
  const reset = (count.minute + 1) * 60;
  if (count.outcome === 'limited') {
    return { record: count.record, accounting: new RateLimitExceededError({ limit, remaining: 0, reset }, now) };
  }
  if (count.closed) await recordKeyWindow(count.closed);
  const used = kind === 'reads' ? count.reads : count.writes;
  return {
    record: count.record,
    accounting: { rate: { limit, remaining: Math.max(0, limit - used), reset }, requestsThisMinute: count.reads + count.writes },
  };
}

/** The accounting of a counted request; throws the refusal of one past its limit. */
export function settled(accounting: AccountedRequest | RateLimitExceededError): AccountedRequest {
  if (accounting instanceof RateLimitExceededError) throw accounting;
  return accounting;
}

/**
 * Counts an authenticated request against its credential's rate limit (throws
 * RateLimitExceededError past it) and adds it to the account's usage. The REST
 * API and the agent tool endpoint share this, so they share the limits. An API
 * key is usually counted as it is authenticated instead (authenticateApiKey).
 */
export async function accountForRequest(principal: Principal, isWrite: boolean, now: number): Promise<AccountedRequest> {
  if (principal.kind === 'api_key') return settled((await countApiKeyRequest(principal.keyHash, isWrite, now)).accounting);
  const { state, counts } = await consumeRequest(rateLimitSubject(principal), isWrite ? 'POST' : 'GET', now);
  await recordUsage(principal.userId, isWrite, now);
  return { rate: state, requestsThisMinute: counts.reads + counts.writes };
}
