import { findAccountIdByEmail, putAccount, putSession, type AccountRecord } from '#store/access/accounts';
import { nowSeconds } from '#shared/clock';
import { ConflictError, NotFoundError } from '#shared/errors';
import { sessionIdOf } from '../audit.ts';
import { newId } from '#shared/ids';
import { limits } from '#shared/limits';
import { generateSessionToken, hashSecret } from '#shared/secrets';

export async function createAccount(email: string): Promise<AccountRecord> {
  const account: AccountRecord = { user_id: newId('usr'), email: email.toLowerCase(), plan: 'free', created_at: nowSeconds() };
  if (!(await putAccount(account))) throw new ConflictError(`An account with e-mail ${email} already exists`);
  return account;
}

export interface IssuedSession {
  token: string;
  /** Names the session without revealing the token (as the audit log does). */
  session_id: string;
  user_id: string;
  expires_at: number;
}

/** A fresh session for the account, lasting `limits.sessionLifetimeSeconds`; the token is returned once and stored only as a hash. */
export async function issueSession(userId: string, now = nowSeconds()): Promise<IssuedSession> {
  const token = generateSessionToken();
  const tokenHash = hashSecret(token);
  const expiresAt = now + limits.sessionLifetimeSeconds;
  await putSession(tokenHash, { user_id: userId, created_at: now, expires_at: expiresAt, ttl: expiresAt });
  return { token, session_id: sessionIdOf(tokenHash), user_id: userId, expires_at: expiresAt };
}

/** A fresh session for the account of an e-mail address (operator commands, the local start). */
export async function createSession(email: string): Promise<IssuedSession> {
  const userId = await findAccountIdByEmail(email);
  if (!userId) throw new NotFoundError('Account', email);
  return issueSession(userId);
}
