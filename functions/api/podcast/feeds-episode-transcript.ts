import { episodeTranscriptJson } from '#domain/podcast';
import { apiHandler } from '#http/api-handler';
import { EPISODE_FILE_CACHE_CONTROL, withOpenFeed } from '#http/feed-request';
import * as routes from '#routes/podcast';

export const handler = apiHandler(routes.getPodcastEpisodeTranscript, (request) => withOpenFeed(request, async (open) => ({
  status: 200,
  body: await episodeTranscriptJson(open, request.params.jobId),
  headers: { 'Cache-Control': EPISODE_FILE_CACHE_CONTROL },
})));
