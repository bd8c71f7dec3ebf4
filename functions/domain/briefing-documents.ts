import { type DownloadMethod, getJson, presignDownload } from '#adapters/blob-store';
import type { SummaryDocument, TranscriptDocument } from '#schemas/briefings';
import { findJobById } from '#store/briefings';
import { verifyAudioLink } from './audio-links.ts';
import { briefingChapters, podcastChaptersDocument, type PodcastChaptersDocument } from './chapters.ts';
import { phrasesFor } from './script/phrases.ts';
import { finishedJob } from './briefings.ts';
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
const STORED_WITHOUT_CHAPTERS = phrasesFor('en').chapters;

/** A stored transcript; one stored before transcripts carried chapters gets them derived. */
export async function readStoredTranscript(transcriptKey: string): Promise<TranscriptDocument> {
  const stored = await getJson<Omit<TranscriptDocument, 'chapters'> & Partial<Pick<TranscriptDocument, 'chapters'>>>(transcriptKey);
  return { ...stored, chapters: stored.chapters ?? briefingChapters(stored, STORED_WITHOUT_CHAPTERS) };
}

export const getTranscript = async (userId: string, jobId: string): Promise<TranscriptDocument> =>
  readStoredTranscript((await finishedJob(userId, jobId)).transcript_key);

/** The Podcasting 2.0 JSON chapters of a finished briefing: its transcript's chapters. */
export const getPodcastChapters = async (userId: string, jobId: string): Promise<PodcastChaptersDocument> =>
  podcastChaptersDocument((await getTranscript(userId, jobId)).chapters);

export const getTranscriptVtt = async (userId: string, jobId: string): Promise<string> => toWebVtt(await getTranscript(userId, jobId));

export async function getSummary(userId: string, jobId: string): Promise<SummaryDocument> {
  return getJson<SummaryDocument>((await finishedJob(userId, jobId)).summary_key);
}
