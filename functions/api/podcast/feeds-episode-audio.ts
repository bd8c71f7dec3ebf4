import { episodeAudioLocation, recordFeedRead } from '#domain/podcast';
import { apiHandler } from '#http/api-handler';
import { downloadMethod } from '#http/responses';
import { feedReadOrigin, withOpenFeed } from '#http/feed-request';
import * as routes from '#routes/podcast';

export const handler = apiHandler(routes.getPodcastEpisodeAudio, (request) => withOpenFeed(request, async (open) => {
  const location = await episodeAudioLocation(open, request.params.jobId, downloadMethod(request.method));
  await recordFeedRead(open, { action: 'feed.download', resourceType: 'briefing', resourceId: request.params.jobId, outcome: 302 }, feedReadOrigin(request));
  return { status: 302, headers: { Location: location } };
}));
