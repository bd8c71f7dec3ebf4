import { type DownloadMethod, presignDownload } from '#adapters/blob-store';
import type { TranscriptDocument } from '#schemas/briefings/jobs';
import { getJob, type BriefingJobRecord } from '#store/briefings/jobs';
import { NotFoundError } from '#shared/errors';
import { captionLanguage, podcastChaptersDocument, type PodcastChaptersDocument, podcastTranscriptDocument, readStoredTranscript, toWebVtt } from '#domain/briefings';
import type { OpenFeed } from './feeds.ts';

/**
 * The files of a podcast feed's episodes (MP3, captions, JSON transcript,
 * chapters), which the feed's links resolve to for as long as the feed exists.
 */

/** A briefing that made audio, with its stored outputs. */
export type AudioJob = BriefingJobRecord & Required<Pick<BriefingJobRecord, 'audio_key' | 'transcript_key' | 'summary_key' | 'finished_at'>>;

/** The storage URL an episode link redirects to is minted per request and short-lived. */
const PRESIGNED_AUDIO_SECONDS = 300;

/** A briefing of the feed's profile that made audio; 404 for anything else (another profile's, failed, nothing new). */
async function episodeJob({ feed }: OpenFeed, jobId: string): Promise<AudioJob> {
  const job = await getJob(feed.user_id, jobId);
  const isEpisode = job?.profile_id === feed.profile_id && job.status === 'done' && job.outcome !== 'nothing_new'
    && job.audio_key !== undefined && job.transcript_key !== undefined;
  if (!isEpisode) throw new NotFoundError('Episode', jobId);
  return job as AudioJob;
}

/** A fresh short-lived storage URL of the episode's MP3 (which answers Range requests). */
export async function episodeAudioLocation(open: OpenFeed, jobId: string, method: DownloadMethod): Promise<string> {
  const job = await episodeJob(open, jobId);
  return presignDownload(job.audio_key, { expiresInSeconds: PRESIGNED_AUDIO_SECONDS, contentType: 'audio/mpeg', fileName: `briefing-${job.id}.mp3`, method });
}

/** An episode's stored transcript and the language its captions are cut in. */
async function episodeTranscript(open: OpenFeed, jobId: string): Promise<{ transcript: TranscriptDocument; language: string }> {
  const job = await episodeJob(open, jobId);
  return { transcript: await readStoredTranscript(job.transcript_key), language: captionLanguage(job) };
}

export async function episodeTranscriptVtt(open: OpenFeed, jobId: string): Promise<string> {
  const { transcript, language } = await episodeTranscript(open, jobId);
  return toWebVtt(transcript, language);
}

export async function episodeTranscriptJson(open: OpenFeed, jobId: string) {
  const { transcript, language } = await episodeTranscript(open, jobId);
  return podcastTranscriptDocument(transcript, language);
}

export const episodeChapters = async (open: OpenFeed, jobId: string): Promise<PodcastChaptersDocument> =>
  podcastChaptersDocument((await episodeTranscript(open, jobId)).transcript.chapters);
