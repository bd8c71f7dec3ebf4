import * as v from 'valibot';
import { timestamp } from './common.ts';

const profileId = v.pipe(v.string(), v.description('The profile the feed plays'));

export const CreatedFeed = v.pipe(v.object({
  profile_id: profileId,
  url: v.pipe(
    v.string(),
    v.description('The private feed URL, shown this once: paste it into a podcast app\'s "add by URL". It is the only credential the feed needs, so keep it secret; POST again to rotate it'),
  ),
  url_prefix: v.pipe(v.string(), v.description('The URL up to the first characters of its token, as the profile shows it from now on')),
  created_at: timestamp,
  replaced_previous: v.pipe(v.boolean(), v.description('True when this rotated an existing feed URL, which answers 404 from now on')),
}), v.title('CreatedFeed'), v.description('A new private podcast feed URL of a profile'));
export type CreatedFeedView = v.InferOutput<typeof CreatedFeed>;

export const RevokedFeed = v.pipe(v.object({
  profile_id: profileId,
  revoked: v.pipe(v.literal(true), v.description('The feed URL and every episode link in it answer 404 from now on')),
}), v.title('RevokedFeed'));
export type RevokedFeedView = v.InferOutput<typeof RevokedFeed>;

const token = v.pipe(v.string(), v.minLength(1), v.maxLength(128), v.description('The feed token (lb_feed_...) from the feed URL'));
const jobId = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.description('Briefing job id (job_...), as the feed item\'s guid'));

export const FeedParams = v.strictObject({ token });
export const FeedEpisodeParams = v.strictObject({ token, jobId });

/** The Podcasting 2.0 JSON transcript: the WebVTT captions' cues. */
export const PodcastTranscript = v.pipe(v.object({
  version: v.literal('1.0.0'),
  segments: v.array(v.object({
    startTime: v.pipe(v.number(), v.description('Seconds from the start of the audio')),
    endTime: v.pipe(v.number(), v.description('Seconds from the start of the audio')),
    body: v.pipe(v.string(), v.description('Whole sentences spoken in this span')),
  })),
}), v.title('PodcastTranscript'), v.description('Podcasting 2.0 JSON transcript (podcast:transcript type application/json)'));

/** The Podcasting 2.0 JSON chapters document (version 1.2.0). */
