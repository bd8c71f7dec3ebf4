import { config } from '#shared/config';
import { ConflictError, ForbiddenError, UnauthorizedError } from '#shared/errors';
import { deleteSession, findAccountIdByEmail, getAccount } from '#store/access/accounts';
import { consumeSignInCode, countSignInAttempt, putSignInCode } from '#store/access/sign-in-codes';
import { createAccount, issueSession } from './accounts.ts';
import { AUDIT_RETENTION_SECONDS, recordAudit, sessionIdOf, type AuditOrigin } from '../audit.ts';
import type { AuditAction } from '#shared/audit-actions';
import { email as emailChannel, sendThroughChannel } from '#domain/delivery';
import { newId } from '#shared/ids';
import { signInLimits } from '#shared/limits';
import type { Principal } from '#shared/principal';
import { codeMatches, generateSignInCode, hashSignInCode, newCodeSalt, normalisedSignInCode } from './sign-in-codes.ts';
import { signInMessage } from './sign-in-email.ts';
import { hashSecret } from '#shared/secrets';
import { countSignInStep } from './sign-in-limits.ts';

/** When and from where a sign-in step is made (its audit entry and the per-IP limits). */
export interface SignInContext {
  now: number;
  origin: AuditOrigin;
}

export interface SessionView {
  id: string;
  expires_at: number;
}

export interface UserView {
  id: string;
  email: string;
}

export interface SignedIn {
  token: string;
  session: SessionView;
  user: UserView;
}

type SessionPrincipal = Extract<Principal, { kind: 'session' }>;

/** The partition, named by the address's SHA-256, that takes a sign-in step's entry for an address without an account. */
const unknownAddressPartition = (email: string): string => `unknown_${hashSecret(email)}`;

/**
 * A sign-in step by the account's owner, before a session exists. An address
 * without an account gets an entry of the same shape in a partition of its
 * own hash that nothing reads, removed with the code's lifetime: the same
 * lookup and the same write either way, so the answer's timing does not tell
 * whether the address has an account.
 */
async function recordSignInStep(email: string, action: AuditAction, outcome: number, origin: AuditOrigin): Promise<void> {
  const userId = await findAccountIdByEmail(email);
  const actorId = userId ?? unknownAddressPartition(email);
  await recordAudit(
    { actor: { type: 'user', user_id: actorId }, action, resourceType: 'account', resourceId: actorId, origin, outcome },
    Date.now(),
    userId ? AUDIT_RETENTION_SECONDS : signInLimits.codeLifetimeSeconds,
  );
}

/**
 * Sends a one-time code to the address, whether or not it has an account (the
 * answer must not tell), replacing any pending code. The code is kept only as
 * a salted hash; it reaches no log and no audit entry.
 */
export async function requestSignInCode(email: string, { now, origin }: SignInContext): Promise<{ email: string; expires_in_seconds: number }> {
  if (origin.sourceIp) await countSignInStep('codes-per-ip', origin.sourceIp, now);
  await countSignInStep('codes-per-email', email, now);
  const code = generateSignInCode();
  const salt = newCodeSalt();
  const codeId = newId('sic', now * 1000);
  const expiresAt = now + signInLimits.codeLifetimeSeconds;
  await putSignInCode({
    email, code_id: codeId, code_hash: await hashSignInCode(code, salt), salt, attempts: 0, created_at: now, expires_at: expiresAt, ttl: expiresAt,
  });
  const sent = await sendThroughChannel(emailChannel, 'email', email, signInMessage(email, code), codeId, now);
  if (!sent.ok) throw new Error(`sign-in e-mail not sent: ${sent.error}`);
  await recordSignInStep(email, 'auth.sign_in_requested', 202, origin);
  return { email, expires_in_seconds: signInLimits.codeLifetimeSeconds };
}

/** True when the code is the address's pending one, and this request used it up (counted, compared, removed). */
async function useCode(email: string, input: string, now: number): Promise<boolean> {
  const code = normalisedSignInCode(input);
  if (code === undefined) return false;
  const pending = await countSignInAttempt(email, now, signInLimits.attemptsPerCode);
  return pending !== undefined && (await codeMatches(code, pending.salt, pending.code_hash)) && consumeSignInCode(email, pending.code_id);
}

/** The account of the address; its first sign-in creates it unless the operator closed sign-up. */
async function accountOf(email: string, origin: AuditOrigin): Promise<UserView> {
  const existing = await findAccountIdByEmail(email);
  if (existing) return { id: existing, email };
  if (!config.signUpOpen) throw new ForbiddenError('Sign-up is closed: no account has this e-mail address and new accounts are not created');
  try {
    const account = await createAccount(email);
    await recordAudit({ actor: { type: 'user', user_id: account.user_id }, action: 'account.create', resourceType: 'account', resourceId: account.user_id, origin, outcome: 201 });
    return { id: account.user_id, email };
  } catch (error) {
    // Created meanwhile by another way in (an operator command): sign in to that account.
    const created = error instanceof ConflictError ? await findAccountIdByEmail(email) : undefined;
    if (!created) throw error;
    return { id: created, email };
  }
}

/**
 * Exchanges a pending code for a new session. Codes are single-use, expire,
 * and burn after `attemptsPerCode` wrong tries; every failure is the same 401,
 * so it does not tell whether the address has an account or a code.
 */
export async function verifySignInCode(email: string, code: string, { now, origin }: SignInContext): Promise<SignedIn> {
  if (origin.sourceIp) await countSignInStep('verifications-per-ip', origin.sourceIp, now);
  if (!(await useCode(email, code, now))) {
    await recordSignInStep(email, 'auth.sign_in_failed', 401, origin);
    throw new UnauthorizedError(`code: wrong, expired or already used (${signInLimits.attemptsPerCode} wrong tries burn a code); ask for a new one with POST /auth/sign-in`);
  }
  const user = await accountOf(email, origin);
  const session = await issueSession(user.id, now);
  await recordAudit({
    actor: { type: 'session', user_id: user.id, session_id: session.session_id },
    action: 'auth.sign_in', resourceType: 'session', resourceId: session.session_id, origin, outcome: 200,
  });
  return { token: session.token, session: { id: session.session_id, expires_at: session.expires_at }, user };
}

/** The signed-in user and their session, for the portal to tell whether to show the sign-in form. */
export async function describeSession(principal: SessionPrincipal): Promise<{ user: UserView; session: SessionView }> {
  const account = await getAccount(principal.userId);
  if (!account) throw new UnauthorizedError('The account of this session no longer exists');
  return {
    user: { id: account.user_id, email: account.email },
    session: { id: sessionIdOf(principal.sessionHash), expires_at: principal.expiresAt },
  };
}

/** Ends the session for good; the route's audit declaration records it. */
export async function signOut(principal: SessionPrincipal): Promise<{ signed_out: true; session_id: string }> {
  await deleteSession(principal.sessionHash);
  return { signed_out: true, session_id: sessionIdOf(principal.sessionHash) };
}
