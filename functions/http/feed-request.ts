import type { AuditOrigin } from '#domain/audit';
import { openFeed, type OpenFeed } from '#domain/podcast';
import { NotFoundError } from '#shared/errors';
import { type ApiResponse, errorResponse, rateLimitHeaders } from './responses.ts';

/** What a feed route's implementation needs of its request. */
interface FeedRequest {
  requestId: string;
  now: number;
  params: { token: string };
  headers: Record<string, string | undefined>;
  sourceIp?: string;
}

/**
 * Runs a feed route (auth `none`: the token in the path is the credential).
 * The token is counted in the feed's rate-limit window and resolved; an
 * unknown, rotated or revoked token gets the same 404 as a missing episode,
 * and every answer, errors included, reports the window it was counted in.
 */
export async function withOpenFeed(request: FeedRequest, respond: (feed: OpenFeed) => Promise<ApiResponse>): Promise<ApiResponse> {
  const { feed, rate } = await openFeed(request.params.token, request.now);
  let response: ApiResponse;
  try {
    if (!feed) throw new NotFoundError('Podcast feed');
    response = await respond(feed);
  } catch (error) {
    response = errorResponse(error, request.requestId);
  }
  return { ...response, headers: { ...response.headers, ...rateLimitHeaders(rate) } };
}

export const feedReadOrigin = (request: FeedRequest): AuditOrigin => ({
  channel: 'rest',
  requestId: request.requestId,
  sourceIp: request.sourceIp,
  userAgent: request.headers['user-agent'],
});

/**
 * True when the app's copy is current: `If-None-Match` names the ETag (it
 * takes precedence), or, without it, `If-Modified-Since` is not before
 * `lastModified` (HTTP dates have whole seconds).
 */
export function isNotModified(headers: Record<string, string | undefined>, current: { etag: string; lastModified?: number }): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(',').some((tag) => {
      const candidate = tag.trim();
      return candidate === '*' || candidate === current.etag || candidate === `W/${current.etag}`;
    });
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined || current.lastModified === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && current.lastModified <= Math.floor(since / 1000);
}

/** An episode's transcript and chapters never change; an app may keep them an hour. */
export const EPISODE_FILE_CACHE_CONTROL = 'private, max-age=3600';

export const httpDate = (seconds: number): string => new Date(seconds * 1000).toUTCString();
