import { noticeFeedClient, podcastFeedDocument, recordFeedRead } from '#domain/podcast';
import { apiHandler } from '#http/api-handler';
import { feedReadOrigin, httpDate, isNotModified, withOpenFeed } from '#http/feed-request';
import * as routes from '#routes/podcast';

/** Apps poll the feed: they keep it privately and revalidate each time, mostly getting a 304. */
const CACHE_CONTROL = 'private, no-cache';

export const handler = apiHandler(routes.getPodcastFeed, (request) => withOpenFeed(request, async (open) => {
  const [document] = await Promise.all([
    podcastFeedDocument(open),
    noticeFeedClient(open, { sourceIp: request.sourceIp, userAgent: request.headers['user-agent'] }, request.now),
  ]);
  const validators = { ETag: document.etag, 'Last-Modified': httpDate(document.lastModified), 'Cache-Control': CACHE_CONTROL };
  const response = isNotModified(request.headers, document)
    ? { status: 304, headers: validators }
    : { status: 200, text: document.xml, headers: { ...validators, 'Content-Type': 'application/rss+xml; charset=utf-8' } };
  await recordFeedRead(open, { action: 'feed.read', resourceType: 'profile', resourceId: open.feed.profile_id, outcome: response.status }, feedReadOrigin(request));
  return response;
}));
