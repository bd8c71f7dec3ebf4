import { type Authenticated, type AuthenticationOptions, authenticateApiKey, authenticateSession } from '#domain/access';
import { isWellFormedSessionToken } from '#shared/secrets';
import { UnauthorizedError } from '#shared/errors';
import { type PresentedCredential, SESSION_COOKIE } from './credentials.ts';

/**
 * What a route takes. apiKey: a bearer API key only (/mcp). session: the
 * account session, as a bearer token or the cookie (key management, the audit
 * log, sign-out). apiKeyOrSessionCookie: a bearer API key, or in a browser the
 * session cookie, which acts as the account owner with every scope (the data
 * routes, so the portal needs no key); a bearer session token is refused there.
 */
export type AcceptedCredential = 'apiKey' | 'session' | 'apiKeyOrSessionCookie';

/** True when the route reads the session cookie at all. */
export const readsSessionCookie = (accepted: AcceptedCredential): boolean => accepted !== 'apiKey';

/** A bearer credential of a route that takes API keys: a session token gets a 401 that says what to send. */
function authenticateBearerApiKey(token: string | undefined, options: AuthenticationOptions): Promise<Authenticated> {
  if (token !== undefined && isWellFormedSessionToken(token)) {
    throw new UnauthorizedError('A session token is not accepted as a bearer credential here: send an API key, Authorization: Bearer lb_api_… '
      + '(sessions manage keys and read the audit log only)');
  }
  return authenticateApiKey(token, options);
}

/** The cookie carries a session token, never an API key, whatever the route takes. */
function authenticateSessionCookie(token: string | undefined): Promise<Authenticated> {
  if (token !== undefined && !isWellFormedSessionToken(token)) {
    throw new UnauthorizedError(`The ${SESSION_COOKIE} cookie holds a session token only: send an API key as Authorization: Bearer lb_api_…`);
  }
  return authenticateSession(token);
}

/** Authenticates the presented credential as the route accepts it, by the way it arrived. */
export function authenticatePresented(accepted: AcceptedCredential, presented: PresentedCredential, options: AuthenticationOptions): Promise<Authenticated> {
  if (presented.via === 'cookie') return authenticateSessionCookie(presented.token);
  return accepted === 'session' ? authenticateSession(presented.token) : authenticateBearerApiKey(presented.token, options);
}
