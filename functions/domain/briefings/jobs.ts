import { config } from '#shared/config';
import { METRICS, recordMetric } from '#adapters/metrics';
import { startBriefingWorkflow } from '#adapters/workflow';
import { API_BASE_PATH } from '#shared/base-path';
import type {
  BriefingListFilter, BriefingView, LatestBriefingView,
} from '#schemas/briefings/jobs';
import {
  type BriefingJobRecord, type BriefingTrigger, failJob, getJob, listJobs, putJob, recentJobsOfProfile,
} from '#store/briefings/jobs';
import type { Page, PageRequest } from '#store/pagination';
import { signAudioLink } from './audio-links.ts';
import { acquireBriefingLock, releaseBriefingLock } from './lock.ts';
import { nowSeconds } from '#shared/clock';
import { NotFoundError, NotReadyError, NothingNewError } from '#shared/errors';
import { runIdempotently } from '#domain/access';
import { newId } from '#shared/ids';
import { getProfile } from '#domain/catalogue';
import { assertActiveSubscription } from '#domain/delivery';

export type { BriefingTrigger };

/** What the pipeline's first state receives. */
export interface BriefingExecutionInput {
  job_id: string;
  user_id: string;
  profile_id: string;
  trigger: BriefingTrigger;
}

export interface StartBriefingInput {
  userId: string;
  profileId: string;
  trigger: BriefingTrigger;
  /** The client's Idempotency-Key; a replay within 24 h returns the first result. */
  idempotencyKey?: string;
  /** The request body the key is bound to; defaults to `{"profile_id": ...}`. */
  requestBody?: string;
}

export const briefingApiUrl = (jobId: string, document: 'transcript' | 'summary'): string =>
  `${config.publicBaseUrl}${API_BASE_PATH}/briefings/${encodeURIComponent(jobId)}/${document}`;

/**
 * Queues a briefing: checks the profile and the subscription, takes the
 * profile's lock, writes the job and starts the workflow (named after the job).
 */
export function startBriefing(input: StartBriefingInput): Promise<{ job_id: string; status: 'queued' }> {
  const idempotency = input.idempotencyKey === undefined ? undefined : {
    userId: input.userId,
    operation: 'createBriefing',
    key: input.idempotencyKey,
    requestBody: input.requestBody ?? JSON.stringify({ profile_id: input.profileId }),
  };
  return runIdempotently(idempotency, () => queueBriefing(input));
}

async function queueBriefing({ userId, profileId, trigger }: StartBriefingInput): Promise<{ job_id: string; status: 'queued' }> {
  await getProfile(userId, profileId);
  await assertActiveSubscription(userId);
  const now = nowSeconds();
  const jobId = newId('job');
  await acquireBriefingLock(userId, profileId, jobId, now);
  const job: BriefingJobRecord = {
    id: jobId,
    user_id: userId,
    profile_id: profileId,
    status: 'queued',
    error: null,
    created_at: now,
    trigger,
    stage: null,
    stage_started_ms: {},
    podcast: null,
  };
  try {
    await putJob(job);
    const input: BriefingExecutionInput = { job_id: jobId, user_id: userId, profile_id: profileId, trigger };
    await startBriefingWorkflow(jobId, input);
    recordMetric(METRICS.briefingsStarted);
  } catch (error) {
    await failJob(userId, jobId, 'The briefing workflow could not be started; try again', nowSeconds());
    await releaseBriefingLock(userId, profileId, jobId);
    throw error;
  }
  return { job_id: jobId, status: 'queued' };
}

/** A done job's outcome; jobs finished before outcomes were recorded all made audio. */
function outcomeOf(job: BriefingJobRecord): Pick<BriefingView, 'outcome' | 'duration_seconds' | 'shortfall_seconds' | 'message'> {
  if (job.status !== 'done') return { outcome: null, duration_seconds: null, shortfall_seconds: null, message: null };
  return {
    outcome: job.outcome ?? 'briefing',
    duration_seconds: job.duration_seconds ?? null,
    shortfall_seconds: job.shortfall_seconds ?? null,
    message: job.message ?? null,
  };
}

export function toBriefingView(job: BriefingJobRecord): BriefingView {
  return {
    id: job.id,
    status: job.status,
    error: job.error ?? null,
    started_at: job.started_at ?? null,
    finished_at: job.finished_at ?? null,
    created_at: job.created_at,
    podcast: job.podcast ? { ...job.podcast, size_bytes: job.podcast.size_bytes ?? null } : null,
    ...outcomeOf(job),
    profile_id: job.profile_id,
    stage: job.status === 'running' ? job.stage ?? null : null,
    script_writer: job.script_writer ?? null,
    grounding: job.grounding ?? null,
  };
}

async function ownJob(userId: string, jobId: string): Promise<BriefingJobRecord> {
  const job = await getJob(userId, jobId);
  if (!job) throw new NotFoundError('Briefing', jobId);
  return job;
}

export const getBriefing = async (userId: string, jobId: string): Promise<BriefingView> => toBriefingView(await ownJob(userId, jobId));

export async function listBriefings(
  userId: string,
  query: PageRequest & Pick<BriefingListFilter, 'profile_id' | 'status'>,
): Promise<Page<BriefingView>> {
  const result = await listJobs(userId, query, query);
  return { ...result, items: result.items.map(toBriefingView) };
}

/** The job's outputs; NotReadyError while it is queued or running, or when it failed; NothingNewError when it found nothing to tell. */
export async function finishedJob(userId: string, jobId: string): Promise<BriefingJobRecord & Required<Pick<BriefingJobRecord, 'audio_key' | 'transcript_key' | 'summary_key'>>> {
  const job = await ownJob(userId, jobId);
  if (job.status === 'failed') throw new NotReadyError(`Briefing ${jobId} failed and has no output: ${job.error ?? 'unknown reason'}`);
  if (job.status === 'done' && job.outcome === 'nothing_new') {
    throw new NothingNewError(`Briefing ${jobId} has no audio, transcript or summary: ${job.message ?? 'no story was left to tell'}`);
  }
  if (job.status !== 'done' || !job.audio_key || !job.transcript_key || !job.summary_key) {
    throw new NotReadyError(`Briefing ${jobId} is not ready yet (status: ${job.status})`);
  }
  return job as BriefingJobRecord & Required<Pick<BriefingJobRecord, 'audio_key' | 'transcript_key' | 'summary_key'>>;
}

export async function getBriefingAudio(userId: string, jobId: string, now: number) {
  const job = await finishedJob(userId, jobId);
  const link = await signAudioLink(job.id, job.user_id, now);
  return { job_id: job.id, audio_url: link.url, expires_at: link.expiresAt, duration_seconds: job.duration_seconds ?? 0 };
}

function latestMessage(job: BriefingJobRecord): string | null {
  switch (job.status) {
    case 'queued':
    case 'running':
      return `The newest briefing is ${job.status}; poll GET /briefings/${job.id} or wait for the briefing.generated webhook`;
    case 'failed':
      return `The newest briefing failed: ${job.error ?? 'unknown reason'}`;
    default:
      return job.message ?? null;
  }
}

/** The profile's newest job in any status; links only when it is done, and `message` says why not. */
export async function latestBriefing(userId: string, profileId: string, now: number): Promise<LatestBriefingView> {
  await getProfile(userId, profileId);
  const [job] = await recentJobsOfProfile(userId, profileId, 1);
  if (!job) {
    return {
      briefing_id: null,
      duration_seconds: null,
      audio_url: null,
      transcript_url: null,
      summary_url: null,
      created_at: null,
      message: 'No briefing has been generated for this profile yet',
    };
  }
  const done = job.status === 'done' && job.audio_key !== undefined;
  return {
    briefing_id: job.id,
    status: job.status,
    outcome: outcomeOf(job).outcome,
    duration_seconds: done ? job.duration_seconds ?? null : null,
    audio_url: done ? (await signAudioLink(job.id, job.user_id, now)).url : null,
    transcript_url: done ? briefingApiUrl(job.id, 'transcript') : null,
    summary_url: done ? briefingApiUrl(job.id, 'summary') : null,
    created_at: job.created_at,
    message: latestMessage(job),
  };
}
