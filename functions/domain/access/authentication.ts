import { getApiKeyByHash, type ApiKeyRecord } from '#store/access/api-keys';
import { getLiveSession } from '#store/access/accounts';
import { UnauthorizedError } from '#shared/errors';
import type { Principal } from '#shared/principal';
import type { RateLimitExceededError } from './rate-limits.ts';
import { type AccountedRequest, countApiKeyRequest } from './request-accounting.ts';
import { hashSecret, isWellFormedApiKey, isWellFormedSessionToken } from '#shared/secrets';

/** Who is calling and, when the credential was counted as it was authenticated, how the request was accounted. */
export interface Authenticated {
  principal: Principal;
  accounted?: AccountedRequest | RateLimitExceededError;
}

/** How authentication treats the request: counted at once (`countAs`), or only looked up, to be counted later. */
export interface AuthenticationOptions {
  now: number;
  /** Whether the request is a write, when the credential is to be counted as it is authenticated. */
  countAs?: { isWrite: boolean };
}

const keyPrincipal = (record: ApiKeyRecord, keyHash: string): Principal => ({
  kind: 'api_key',
  userId: record.user_id,
  keyId: record.id,
  keyHash,
  keyPrefix: record.key_prefix,
  name: record.name,
  scopes: record.scopes,
});

/**
 * Resolves a bearer API key. Malformed keys are refused before any database call; with
 * `countAs`, the key is authenticated and counted against its rate limit in one round trip.
 */
export async function authenticateApiKey(token: string | undefined, options: AuthenticationOptions): Promise<Authenticated> {
  if (!token) throw new UnauthorizedError('Missing API key: send Authorization: Bearer lb_api_...');
  if (isWellFormedSessionToken(token)) {
    throw new UnauthorizedError('Session tokens are not accepted by the agent tools; use an API key here');
  }
  if (!isWellFormedApiKey(token)) throw new UnauthorizedError('Malformed API key');
  const keyHash = hashSecret(token);
  if (options.countAs) {
    const { record, accounting } = await countApiKeyRequest(keyHash, options.countAs.isWrite, options.now);
    return { principal: keyPrincipal(record, keyHash), accounted: accounting };
  }
  const record = await getApiKeyByHash(keyHash);
  if (!record) throw new UnauthorizedError('Unknown or revoked API key');
  if (record.expires_at !== null && record.expires_at <= options.now) throw new UnauthorizedError('API key has expired');
  return { principal: keyPrincipal(record, keyHash) };
}

/** Resolves a session token (bearer or cookie): key management, the audit log and sign-out; the portal's cookie on data routes. */
export async function authenticateSession(token: string | undefined): Promise<Authenticated> {
  if (!token) throw new UnauthorizedError('Missing session: send Authorization: Bearer lb_sess_... or the briefings_session cookie');
  if (isWellFormedApiKey(token)) {
    throw new UnauthorizedError('API keys cannot manage keys or read the audit log; authenticate with a session token');
  }
  if (!isWellFormedSessionToken(token)) throw new UnauthorizedError('Malformed session token');
  const sessionHash = hashSecret(token);
  const session = await getLiveSession(sessionHash);
  if (!session) throw new UnauthorizedError('Unknown or expired session');
  return { principal: { kind: 'session', userId: session.user_id, sessionHash, expiresAt: session.expires_at } };
}

