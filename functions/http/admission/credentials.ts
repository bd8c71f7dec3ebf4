import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** Name of the cookie that may carry the session token instead of the Authorization header. */
export const SESSION_COOKIE = 'briefings_session';

export function bearerToken(event: APIGatewayProxyEventV2): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  // Everything after the scheme is the credential, so a key with trailing junk is reported as malformed, not missing.
  const match = header?.match(/^Bearer\s+(.+?)\s*$/i);
  return match?.[1];
}

export function sessionCookie(event: APIGatewayProxyEventV2): string | undefined {
  const cookies = event.cookies ?? event.headers?.cookie?.split(';') ?? [];
  for (const cookie of cookies) {
    const [name, ...rest] = cookie.trim().split('=');
    if (name === SESSION_COOKIE) return rest.join('=');
  }
  return undefined;
}
