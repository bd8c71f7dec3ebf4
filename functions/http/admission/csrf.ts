import { ForbiddenError } from '#shared/errors';

/** The header a browser page must add to a cookie-authenticated write; another site cannot add it without a CORS preflight we never grant. */
export const CSRF_HEADER = 'X-Requested-With';

const BEARER_HINT = 'scripts send Authorization: Bearer lb_sess_… instead of the cookie';

/**
 * Browsers attach cookies to requests any site starts, so a write that the
 * session cookie authenticates must come from the service's own origin
 * (`Origin`, or `Sec-Fetch-Site: same-origin` when there is no Origin) and
 * carry the X-Requested-With header. `headers` are lower-cased; `ownOrigin`
 * is the origin of the public base URL (empty: no origin qualifies).
 */
export function checkCookieWrite(headers: Record<string, string | undefined>, ownOrigin: string): void {
  const origin = headers.origin;
  const fetchSite = headers['sec-fetch-site'];
  if (origin === undefined && fetchSite === undefined) {
    throw new ForbiddenError(`Cookie-authenticated writes need an Origin header (the service's own origin); ${BEARER_HINT}`);
  }
  if (origin !== undefined && (ownOrigin === '' || origin !== ownOrigin)) {
    throw new ForbiddenError(`Origin ${JSON.stringify(origin)} is not the service's own origin; cookie-authenticated writes are accepted from it only`);
  }
  if (fetchSite !== undefined && fetchSite !== 'same-origin') {
    throw new ForbiddenError(`Sec-Fetch-Site ${JSON.stringify(fetchSite)}: cookie-authenticated writes are accepted from the same origin only`);
  }
  if (!headers[CSRF_HEADER.toLowerCase()]?.trim()) {
    throw new ForbiddenError(`Cookie-authenticated writes need the ${CSRF_HEADER} header (any value); ${BEARER_HINT}`);
  }
}

/** The origin (scheme, host, port) of a base URL, or '' when it is not a URL. */
export function originOf(baseUrl: string): string {
  return URL.canParse(baseUrl) ? new URL(baseUrl).origin : '';
}
