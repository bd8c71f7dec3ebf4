import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { UnauthorizedError } from '#shared/errors';

/** Name of the cookie that may carry the session token instead of the Authorization header. */
export const SESSION_COOKIE = 'briefings_session';

/** A credential as the request presents it, read without any database call. */
export interface PresentedCredential {
  token: string | undefined;
  /** Browsers send cookies on their own, so writes authenticated by one need CSRF checks. */
  via: 'bearer' | 'cookie' | 'none';
}

type CredentialEvent = Pick<APIGatewayProxyEventV2, 'headers' | 'cookies'>;

// One scheme, one token without spaces or commas: API Gateway joins repeated headers with commas.
const BEARER = /^\s*Bearer[ \t]+([^\s,]+)\s*$/i;

/**
 * The token of the Authorization header, or undefined without one. A header
 * that is not exactly one `Bearer <token>` (a second credential joined to it,
 * an empty value, another scheme) is refused: the first value never wins.
 */
export function bearerToken(event: CredentialEvent): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  if (header === undefined) return undefined;
  const match = BEARER.exec(header);
  if (!match) throw new UnauthorizedError('Malformed Authorization header: send exactly one "Authorization: Bearer <credential>"');
  return match[1];
}

/** The session cookie's value; several session cookies that disagree are refused. */
export function sessionCookie(event: CredentialEvent): string | undefined {
  const cookies = event.cookies ?? event.headers?.cookie?.split(';') ?? [];
  const values = new Set<string>();
  for (const cookie of cookies) {
    const [name, ...rest] = cookie.trim().split('=');
    if (name === SESSION_COOKIE) values.add(rest.join('=').trim());
  }
  if (values.size > 1) throw new UnauthorizedError(`Conflicting ${SESSION_COOKIE} cookies: send exactly one`);
  return values.values().next().value;
}

/** The bearer token, or for routes that take it, the session cookie when there is no Authorization header. */
export function presentedCredential(event: CredentialEvent, acceptsCookie: boolean): PresentedCredential {
  const bearer = bearerToken(event);
  if (bearer !== undefined) return { token: bearer, via: 'bearer' };
  const cookie = acceptsCookie ? sessionCookie(event) : undefined;
  return cookie === undefined ? { token: undefined, via: 'none' } : { token: cookie, via: 'cookie' };
}
