/** Podcast: the private podcast feed (tokens and access, the RSS document, episodes' files, sharing noticed). What the handlers use of it. */
export { episodeAudioLocation, episodeChapters, episodeTranscriptJson, episodeTranscriptVtt } from './podcast/episodes.ts';
export { podcastFeedDocument } from './podcast/feed.ts';
export { createFeed, openFeed, type OpenFeed, recordFeedRead, revokeFeed } from './podcast/feeds.ts';
export { noticeFeedClient } from './podcast/sharing.ts';
