import { podcastCover } from '#domain/briefings';
import { apiHandler } from '#http/api-handler';
import { isNotModified, withOpenFeed } from '#http/feed-request';
import * as routes from '#routes/podcast';

const CACHE_CONTROL = 'private, max-age=86400';

export const handler = apiHandler(routes.getPodcastFeedCover, (request) => withOpenFeed(request, async () => {
  const { png, etag } = podcastCover();
  const headers = { ETag: etag, 'Cache-Control': CACHE_CONTROL };
  if (isNotModified(request.headers, { etag })) return { status: 304, headers };
  return { status: 200, binary: png, headers: { ...headers, 'Content-Type': 'image/png' } };
}));
