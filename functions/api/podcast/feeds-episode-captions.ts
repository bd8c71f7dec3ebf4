import { episodeTranscriptVtt } from '#domain/podcast';
import { apiHandler } from '#http/api-handler';
import { EPISODE_FILE_CACHE_CONTROL, withOpenFeed } from '#http/feed-request';
import * as routes from '#routes/podcast';

export const handler = apiHandler(routes.getPodcastEpisodeCaptions, (request) => withOpenFeed(request, async (open) => ({
  status: 200,
  text: await episodeTranscriptVtt(open, request.params.jobId),
  headers: { 'Content-Type': 'text/vtt; charset=utf-8', 'Cache-Control': EPISODE_FILE_CACHE_CONTROL },
})));
