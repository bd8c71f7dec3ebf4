import { type DownloadMethod, getJson, presignDownload } from '#adapters/blob-store';
import type { SummaryDocument, TranscriptDocument } from '#schemas/briefings/jobs';
import { type BriefingJobRecord, findJobById } from '#store/briefings/jobs';
import { verifyAudioLink } from './audio-links.ts';
import { briefingChapters, podcastChaptersDocument, type PodcastChaptersDocument } from './chapters.ts';
import { CHAPTER_TITLES } from './script/chapter-titles.ts';
import { finishedJob } from './jobs.ts';
import { ForbiddenError } from '#shared/errors';
import { toWebVtt } from './transcript.ts';

/** The signed download link is short-lived at the storage end: a fresh one is minted per click. */
const PRESIGNED_DOWNLOAD_SECONDS = 300;

/**
 * Redeems a signed audio link: verifies the signature and expiry, then hands
 * out a presigned storage URL valid for five minutes.
 */
export async function redeemAudioLink(link: { jobId: string; expires: number; signature: string }, now: number, method: DownloadMethod): Promise<string> {
  const job = await findJobById(link.jobId);
  if (!job || job.status !== 'done' || !job.audio_key) throw new ForbiddenError('This audio link is not valid');
  await verifyAudioLink({ ...link, userId: job.user_id }, now);
  return presignDownload(job.audio_key, {
    expiresInSeconds: PRESIGNED_DOWNLOAD_SECONDS,
    contentType: 'audio/mpeg',
    fileName: `briefing-${job.id}.mp3`,
    method,
  });
}

/** Intro and outro titles of transcripts stored before they carried chapters (their language is not recorded). */
const STORED_WITHOUT_CHAPTERS = CHAPTER_TITLES.en;

type Segment = TranscriptDocument['segments'][number];
type StoredTranscript = Omit<TranscriptDocument, 'chapters' | 'segments'> & Partial<Pick<TranscriptDocument, 'chapters'>> & {
  segments: Array<Omit<Segment, 'speaker' | 'story'> & Partial<Pick<Segment, 'speaker' | 'story'>>>;
};

/**
 * A stored transcript. One stored before transcripts carried chapters gets them derived; one stored
 * before duo briefings is a bulletin's: every segment the host's, each with articles a story of its own.
 */
export async function readStoredTranscript(transcriptKey: string): Promise<TranscriptDocument> {
  const stored = await getJson<StoredTranscript>(transcriptKey);
  let stories = 0;
  const segments = stored.segments.map((segment) => ({
    ...segment,
    speaker: segment.speaker ?? 'host',
    story: segment.story !== undefined ? segment.story : segment.articles.length > 0 ? stories++ : null,
  }));
  return { ...stored, segments, chapters: stored.chapters ?? briefingChapters({ segments }, STORED_WITHOUT_CHAPTERS) };
}

export const getTranscript = async (userId: string, jobId: string): Promise<TranscriptDocument> =>
  readStoredTranscript((await finishedJob(userId, jobId)).transcript_key);

/** The Podcasting 2.0 JSON chapters of a finished briefing: its transcript's chapters. */
export const getPodcastChapters = async (userId: string, jobId: string): Promise<PodcastChaptersDocument> =>
  podcastChaptersDocument((await getTranscript(userId, jobId)).chapters);

/** The language a job's captions are cut in: its own, English for jobs from before it was recorded. */
export const captionLanguage = (job: Pick<BriefingJobRecord, 'language'>): string => job.language ?? 'en';

/** A finished briefing's transcript with its WebVTT captions. */
export async function getTranscriptWithCaptions(userId: string, jobId: string): Promise<TranscriptDocument & { vtt: string }> {
  const job = await finishedJob(userId, jobId);
  const transcript = await readStoredTranscript(job.transcript_key);
  return { ...transcript, vtt: toWebVtt(transcript, captionLanguage(job)) };
}

export const getTranscriptVtt = async (userId: string, jobId: string): Promise<string> => (await getTranscriptWithCaptions(userId, jobId)).vtt;

export async function getSummary(userId: string, jobId: string): Promise<SummaryDocument> {
  return getJson<SummaryDocument>((await finishedJob(userId, jobId)).summary_key);
}
