import { limits } from '#shared/limits';
import { envelope, idParam } from '#schemas/common';
import { PodcastChapters } from '#schemas/briefings/chapters';
import { CreatedFeed, FeedEpisodeParams, FeedParams, PodcastTranscript, RevokedFeed } from '#schemas/podcast';
import type { EpisodeFile } from '#shared/feed-links';
import { defineRoute, type ResponseSpec } from '#http/route';

const TAG = 'Podcast feeds';
const profileIdParam = idParam('profileId', 'Profile id (prof_...)');

/** Feed URLs carry their credential: no header, so any podcast app can use them; each feed has its own rate limit. */
const byToken = { type: 'none' } as const;
const unknownFeed = {
  description: '`not_found`: no such feed: an unknown, rotated or revoked URL, or a deleted profile (never told apart); '
    + 'or no such episode in this feed',
};
const feedRateLimited = {
  description: `\`rate_limited\`: the feed spent its allowance of ${limits.feedRequestsPerMinute} requests a minute (the feed, its cover and its episodes' files together); retry after \`Retry-After\` seconds`,
};
const cached = { 'Cache-Control': 'How long the answer may be kept: private to the listener\'s app' };

export const createProfileFeed = /* @__PURE__ */ defineRoute({
  operationId: 'createProfileFeed',
  audit: { action: 'feed.create', resourceType: 'profile', resourceId: { param: 'profileId' } },
  method: 'POST',
  path: '/profiles/{profileId}/feed',
  handler: 'podcast/profiles-feed-create',
  summary: 'Create the private podcast feed URL of a profile, or rotate it (the previous URL stops working at once)',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'write' },
  params: profileIdParam,
  responses: {
    201: { description: 'The feed URL, shown this once; the profile shows only its prefix from now on', schema: envelope(CreatedFeed) },
  },
});

export const revokeProfileFeed = /* @__PURE__ */ defineRoute({
  operationId: 'revokeProfileFeed',
  audit: { action: 'feed.revoke', resourceType: 'profile', resourceId: { param: 'profileId' } },
  method: 'DELETE',
  path: '/profiles/{profileId}/feed',
  handler: 'podcast/profiles-feed-delete',
  summary: 'Revoke the private podcast feed of a profile: its URL and episode links answer 404 from now on',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'write' },
  params: profileIdParam,
  responses: {
    200: { description: 'The feed is revoked', schema: envelope(RevokedFeed) },
    404: { description: '`not_found`: no such profile, or the profile has no feed' },
  },
});

export const getPodcastFeed = /* @__PURE__ */ defineRoute({
  operationId: 'getPodcastFeed',
  access: ['table', 'stored-briefings', 'delivery-workflow'],
  method: 'GET',
  path: '/feeds/{token}',
  handler: 'podcast/feeds-get',
  summary: `The private podcast feed of a profile (RSS 2.0 with itunes: and podcast: tags): its newest ${limits.feedEpisodesMax} briefings that made audio. `
    + 'No header is needed: the secret token in the URL is the credential',
  tag: TAG,
  auth: byToken,
  params: FeedParams,
  responses: {
    200: {
      description: 'The feed. Answers `If-None-Match` and `If-Modified-Since` with 304',
      contentType: 'application/rss+xml',
      headers: {
        ETag: 'Strong validator of the feed document',
        'Last-Modified': 'The newest episode (or a later change of the profile or of the feed URL)',
        ...cached,
      },
    },
    304: { description: 'Not modified since the copy the app holds', headers: { ETag: 'Strong validator of the feed document', ...cached } },
    404: unknownFeed,
    429: feedRateLimited,
  },
});

export const getPodcastFeedCover = /* @__PURE__ */ defineRoute({
  operationId: 'getPodcastFeedCover',
  access: ['table'],
  method: 'GET',
  path: '/feeds/{token}/cover.png',
  handler: 'podcast/feeds-cover',
  summary: 'The cover art of a private podcast feed (PNG, 1400 x 1400)',
  tag: TAG,
  auth: byToken,
  params: FeedParams,
  responses: {
    200: { description: 'The cover image', contentType: 'image/png', headers: { ETag: 'Strong validator of the image', ...cached } },
    304: { description: 'The image the app holds is current', headers: { ETag: 'Strong validator of the image', ...cached } },
    404: unknownFeed,
    429: feedRateLimited,
  },
});

/** A file of one episode: by the feed token and the briefing's job id, as long as the feed exists. */
const episodeFileRoute = <const Operation extends string>(
  operationId: Operation,
  file: EpisodeFile,
  handler: string,
  summary: string,
  answer: Record<number, ResponseSpec>,
) => defineRoute({
  operationId,
  access: ['table', 'stored-briefings'],
  method: 'GET',
  path: `/feeds/{token}/episodes/{jobId}/${file}`,
  handler,
  summary,
  tag: TAG,
  auth: byToken,
  params: FeedEpisodeParams,
  responses: { ...answer, 404: unknownFeed, 429: feedRateLimited },
});

export const getPodcastEpisodeAudio = /* @__PURE__ */ episodeFileRoute(
  'getPodcastEpisodeAudio',
  'audio.mp3',
  'podcast/feeds-episode-audio',
  'The MP3 of an episode of a private podcast feed, by redirect; valid as long as the feed is',
  {
    302: {
      description: 'Redirect to a storage URL of the MP3 that works for 5 minutes and answers HTTP Range requests (206)',
      headers: { Location: 'The download URL of the MP3' },
    },
  },
);

export const getPodcastEpisodeCaptions = /* @__PURE__ */ episodeFileRoute(
  'getPodcastEpisodeCaptions',
  'transcript.vtt',
  'podcast/feeds-episode-captions',
  'WebVTT captions of an episode of a private podcast feed (podcast:transcript, text/vtt)',
  { 200: { description: 'The captions, each story\'s cues after a NOTE citing its articles', contentType: 'text/vtt', headers: cached } },
);

export const getPodcastEpisodeTranscript = /* @__PURE__ */ episodeFileRoute(
  'getPodcastEpisodeTranscript',
  'transcript.json',
  'podcast/feeds-episode-transcript',
  'Podcasting 2.0 JSON transcript of an episode of a private podcast feed (podcast:transcript, application/json)',
  { 200: { description: 'The transcript: the captions\' cues', schema: PodcastTranscript, headers: cached } },
);

export const getPodcastEpisodeChapters = /* @__PURE__ */ episodeFileRoute(
  'getPodcastEpisodeChapters',
  'chapters.json',
  'podcast/feeds-episode-chapters',
  'Podcasting 2.0 JSON chapters of an episode of a private podcast feed: the intro, one per story (linked to its article), the outro',
  { 200: { description: 'The chapters', contentType: 'application/json+chapters', schema: PodcastChapters, headers: cached } },
);
