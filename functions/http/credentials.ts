import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** Name of the cookie that may carry the session token instead of the Authorization header. */
export const SESSION_COOKIE = 'briefings_session';

export function bearerToken(event: APIGatewayProxyEventV2): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
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
