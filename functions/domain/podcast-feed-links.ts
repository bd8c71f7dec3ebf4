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
