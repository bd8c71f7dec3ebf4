import { createHash } from 'node:crypto';
import { getJson, objectSize } from '#adapters/blob-store';
import type { SummaryDocument } from '#schemas/briefings/jobs';
import { briefingsWithAudioOfProfile, recordFeedEpisode, type FeedEpisodeRecord } from '#store/briefings/jobs';
import { config } from '#shared/config';
import { serviceAddress } from '#domain/delivery';
import { limits } from '#shared/limits';
import { feedCoverUrl, episodeFileUrl, feedUrl, podcastGuid } from '#shared/feed-links';
import type { AudioJob } from './episodes.ts';
import type { OpenFeed } from './feeds.ts';
import { renderPodcastRss, type RssEpisode } from './rss.ts';
import { escapeMarkup } from './xml.ts';

const FEED_AUTHOR = 'Briefings';

export interface PodcastFeedDocument {
  xml: string;
  /** Strong validator: a hash of the XML. */
  etag: string;
  /** Unix seconds: the newest episode, or a later change of the profile or of the feed URL. */
  lastModified: number;
}

/** The size and summary of an episode, read from storage the first time a feed lists it and kept on its job. */
async function episodeRecord(job: AudioJob): Promise<FeedEpisodeRecord> {
  if (job.feed_episode) return job.feed_episode;
  // Briefings record their MP3's size since their files carry an ID3 tag; older ones are asked of storage once.
  const [audioBytes, summary] = await Promise.all([
    job.podcast?.size_bytes ?? objectSize(job.audio_key),
    getJson<SummaryDocument>(job.summary_key),
  ]);
  const episode = { audio_bytes: audioBytes, summary };
  await recordFeedEpisode(job.user_id, job.id, episode);
  return episode;
}

/** The summary as HTML: the headline, then each key point with links to its articles. */
function summaryHtml(summary: SummaryDocument): string {
  const points = summary.bullets.map((bullet) => {
    const links = bullet.articles.map((article) => `<a href="${escapeMarkup(article.url)}">${escapeMarkup(article.title)}</a> (${escapeMarkup(article.source_name)})`);
    return `<li>${escapeMarkup(bullet.text)}${links.length ? ` ${links.join(', ')}` : ''}</li>`;
  });
  return `<p>${escapeMarkup(summary.headline)}</p>${points.length ? `<ul>${points.join('')}</ul>` : ''}`;
}

function episodeTitle(job: AudioJob, summary: SummaryDocument, language: string): string {
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(job.finished_at * 1000);
  return summary.headline ? `${date}: ${summary.headline}` : date;
}

/** The feed of the profile: one item per briefing that made audio, newest first, at most `limits.feedEpisodesMax`. */
export async function podcastFeedDocument({ token, feed, profile }: OpenFeed): Promise<PodcastFeedDocument> {
  const jobs = await briefingsWithAudioOfProfile(feed.user_id, feed.profile_id, limits.feedEpisodesMax) as AudioJob[];
  const episodes: RssEpisode[] = await Promise.all(jobs.map(async (job) => {
    const { audio_bytes: audioBytes, summary } = await episodeRecord(job);
    return {
      guid: job.id,
      title: episodeTitle(job, summary, profile.language),
      descriptionHtml: summaryHtml(summary),
      pubDate: job.finished_at,
      audioUrl: episodeFileUrl(token, job.id, 'audio.mp3'),
      audioBytes,
      durationSeconds: job.duration_seconds ?? 0,
      transcriptVttUrl: episodeFileUrl(token, job.id, 'transcript.vtt'),
      transcriptJsonUrl: episodeFileUrl(token, job.id, 'transcript.json'),
      chaptersUrl: episodeFileUrl(token, job.id, 'chapters.json'),
    };
  }));
  const lastModified = Math.max(profile.updated_at ?? profile.created_at, feed.created_at, ...episodes.map((episode) => episode.pubDate));
  const interests = profile.interests.length ? `: ${profile.interests.join(', ')}` : '';
  const xml = renderPodcastRss({
    title: profile.name,
    description: profile.description ?? `Audio briefings of the profile ${profile.name}${interests}`,
    language: profile.language.toLowerCase(),
    link: config.publicBaseUrl || feedUrl(token),
    selfUrl: feedUrl(token),
    imageUrl: feedCoverUrl(token),
    author: FEED_AUTHOR,
    lastBuildDate: lastModified,
    guid: podcastGuid(feed.profile_id),
    lockOwner: serviceAddress(),
  }, episodes);
  return { xml, etag: `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`, lastModified };
}
