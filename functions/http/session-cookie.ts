import { limits } from '#shared/limits';
import { SESSION_COOKIE } from './admission/credentials.ts';

/** Not readable by scripts, sent only over HTTPS (browsers count localhost as secure) and only with the service's own requests. */
const ATTRIBUTES = 'HttpOnly; Secure; SameSite=Strict; Path=/';

/** The Set-Cookie value carrying a new session's token for its whole lifetime. */
export const sessionCookie = (token: string): string => `${SESSION_COOKIE}=${token}; ${ATTRIBUTES}; Max-Age=${limits.sessionLifetimeSeconds}`;

/** The Set-Cookie value that makes the browser drop the session cookie. */
export const clearedSessionCookie = (): string => `${SESSION_COOKIE}=; ${ATTRIBUTES}; Max-Age=0`;
