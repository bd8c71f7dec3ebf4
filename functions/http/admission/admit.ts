import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { accountForRequest, RateLimitExceededError, type RateLimitState, settled } from '#domain/access';
import type { Principal } from '#shared/principal';
import { type AcceptedCredential, authenticatePresented, readsSessionCookie } from './accepted-credentials.ts';
import { presentedCredential } from './credentials.ts';
import { checkCookieWrite } from './csrf.ts';
import { MissingScopeError, requireScopes, type ScopeNeed } from './scope.ts';

export interface AdmissionRequest {
  event: Pick<APIGatewayProxyEventV2, 'headers' | 'cookies'>;
  /** Which credential the route takes (see AcceptedCredential). */
  credential: AcceptedCredential;
  isWrite: boolean;
  scopes: ScopeNeed[];
  now: number;
  /** The service's own origin, which cookie-authenticated writes must come from. */
  ownOrigin?: string;
  /** Told the caller once the credential is authenticated, so a refusal after that (CSRF, rate limit, scope) is still attributed. */
  onAuthenticated?: (principal: Principal) => void;
}

export interface Admitted {
  principal: Principal;
  rate: RateLimitState;
  /** Requests counted in the caller's current one-minute window, this one included. */
  requestsThisMinute: number;
}

/** Header names as API Gateway sends them (lower case) whatever the source. */
export function lowerCasedHeaders(headers: APIGatewayProxyEventV2['headers'] | undefined): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
}

/**
 * The one admission path of the REST API and /mcp: the credential is read and
 * checked for form before any database call, then authenticated; a write
 * authenticated by the session cookie must pass the CSRF checks; then the
 * request is counted against its rate limit and the scopes are checked, so a
 * missing scope still counts. An API key is counted in the same round trip
 * that authenticates it, except in a cookie write, counted after its CSRF checks.
 */
export async function admit(request: AdmissionRequest): Promise<Admitted> {
  const { event, credential, isWrite, now } = request;
  const presented = presentedCredential(event, readsSessionCookie(credential));
  const cookieWrite = presented.via === 'cookie' && isWrite;
  const { principal, accounted } = await authenticatePresented(credential, presented, { now, ...(cookieWrite ? {} : { countAs: { isWrite } }) });
  request.onAuthenticated?.(principal);
  // Before counting: another site's forged requests must not spend the victim's allowance.
  if (cookieWrite) checkCookieWrite(lowerCasedHeaders(event.headers), request.ownOrigin ?? '');
  const { rate, requestsThisMinute } = accounted ? settled(accounted) : await accountForRequest(principal, isWrite, now);
  requireScopes(principal, request.scopes, rate);
  return { principal, rate, requestsThisMinute };
}

/** The rate-limit state a refused admission had already counted, for the response headers. */
export function countedState(error: unknown): RateLimitState | undefined {
  return error instanceof RateLimitExceededError || error instanceof MissingScopeError ? error.state : undefined;
}
