import { episodeChapters } from '#domain/podcast';
import { apiHandler } from '#http/api-handler';
import { EPISODE_FILE_CACHE_CONTROL, withOpenFeed } from '#http/feed-request';
import * as routes from '#routes/podcast';

export const handler = apiHandler(routes.getPodcastEpisodeChapters, (request) => withOpenFeed(request, async (open) => ({
  status: 200,
  text: JSON.stringify(await episodeChapters(open, request.params.jobId)),
  headers: { 'Content-Type': 'application/json+chapters', 'Cache-Control': EPISODE_FILE_CACHE_CONTROL },
})));
