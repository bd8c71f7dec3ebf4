import { v5 as uuidV5 } from 'uuid';
import { config } from '#shared/config';
import { API_BASE_PATH } from '#shared/base-path';

/**
 * The URLs of a private podcast feed. Every one of them carries the feed token
 * (podcast apps send no credentials), so they work exactly as long as the feed
 * does, however late an app fetches them.
 */
const feedsBase = () => `${config.publicBaseUrl}${API_BASE_PATH}/feeds/`;

export const feedUrl = (token: string): string => `${feedsBase()}${token}`;

/** What a profile shows of its feed after creation: the URL up to the token's first characters. */
export const feedUrlPrefix = (tokenPrefix: string): string => `${feedsBase()}${tokenPrefix}`;

export const feedCoverUrl = (token: string): string => `${feedUrl(token)}/cover.png`;

export type EpisodeFile = 'audio.mp3' | 'transcript.vtt' | 'transcript.json' | 'chapters.json';

export const episodeFileUrl = (token: string, jobId: string, file: EpisodeFile): string =>
  `${feedUrl(token)}/episodes/${encodeURIComponent(jobId)}/${file}`;

/** The UUID namespace Podcasting 2.0 defines for `podcast:guid`. */
const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/**
 * `podcast:guid`, the feed's lasting identity: the UUIDv5 of a feed URL without
 * its scheme and trailing slash, as the namespace defines it. The feed's own URL
 * holds its secret token and changes on rotation, so the URL hashed is the
 * profile's feed resource in the API (`{PUBLIC_BASE_URL}/api/v1/profiles/{id}/feed`):
 * no secret, and the same for every token the profile's feed ever has.
 */
export function podcastGuid(profileId: string): string {
  const identity = `${config.publicBaseUrl}${API_BASE_PATH}/profiles/${profileId}/feed`;
  return uuidV5(identity.replace(/^[a-z][a-z\d+.-]*:\/\//i, '').replace(/\/+$/, ''), PODCAST_GUID_NAMESPACE);
}
