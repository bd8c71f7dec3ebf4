import { getApiKeyByHash } from '#store/api-keys';
import { getLiveSession } from '#store/accounts';
import { UnauthorizedError } from '#shared/errors';
import type { Principal } from './principal.ts';
import { hashSecret, isWellFormedApiKey, isWellFormedSessionToken } from './secrets.ts';

/** Resolves a bearer API key. Malformed keys are refused before any database call. */
export async function authenticateApiKey(token: string | undefined, now: number): Promise<Principal> {
  if (!token) throw new UnauthorizedError('Missing API key: send Authorization: Bearer lb_api_...');
  if (isWellFormedSessionToken(token)) {
    throw new UnauthorizedError('Session tokens are not accepted by the agent tools; use an API key here');
  }
  if (!isWellFormedApiKey(token)) throw new UnauthorizedError('Malformed API key');
  const keyHash = hashSecret(token);
  const record = await getApiKeyByHash(keyHash);
  if (!record) throw new UnauthorizedError('Unknown or revoked API key');
  if (record.expires_at !== null && record.expires_at <= now) throw new UnauthorizedError('API key has expired');
  return {
    kind: 'api_key',
    userId: record.user_id,
    keyId: record.id,
    keyHash,
    keyPrefix: record.key_prefix,
    name: record.name,
    scopes: record.scopes,
  };
}

/** Resolves a session token (bearer or cookie): key management, the audit log and sign-out; the portal's cookie on data routes. */
export async function authenticateSession(token: string | undefined): Promise<Principal> {
  if (!token) throw new UnauthorizedError('Missing session: send Authorization: Bearer lb_sess_... or the briefings_session cookie');
  if (isWellFormedApiKey(token)) {
    throw new UnauthorizedError('API keys cannot manage keys or read the audit log; authenticate with a session token');
  }
  if (!isWellFormedSessionToken(token)) throw new UnauthorizedError('Malformed session token');
  const sessionHash = hashSecret(token);
  const session = await getLiveSession(sessionHash);
  if (!session) throw new UnauthorizedError('Unknown or expired session');
  return { kind: 'session', userId: session.user_id, sessionHash, expiresAt: session.expires_at };
}

