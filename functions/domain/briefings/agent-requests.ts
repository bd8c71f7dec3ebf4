import { recentJobsOfProfile } from '#store/briefings/jobs';
import { ConflictError } from '#shared/errors';
import { getBriefing, startBriefing } from './jobs.ts';
import type { BriefingView } from '#schemas/briefings/jobs';

/** How long a generate request from an agent reuses the profile's newest job instead of starting another. */
export const GENERATE_REUSE_WINDOW_SECONDS = 600;

export interface GeneratedBriefing {
  job_id: string;
  status: BriefingView['status'];
  /** True when an existing job from the window was returned instead of a new one. */
  reused: boolean;
}

/**
 * Idempotent generation for agents, which retry freely: within ten minutes of
 * the profile's newest job being created, a queued, running or finished job is
 * returned instead of a conflict. A failed job does not block a new attempt.
 */
export async function generateBriefingForAgent(userId: string, profileId: string, now: number): Promise<GeneratedBriefing> {
  const reusable = async (): Promise<GeneratedBriefing | undefined> => {
    const [newest] = await recentJobsOfProfile(userId, profileId, 1);
    if (!newest || newest.status === 'failed' || now - newest.created_at > GENERATE_REUSE_WINDOW_SECONDS) return undefined;
    return { job_id: newest.id, status: newest.status, reused: true };
  };
  const existing = await reusable();
  if (existing) return existing;
  try {
    const started = await startBriefing({ userId, profileId, trigger: { type: 'api' } });
    return { ...started, reused: false };
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    // A job older than the window is still running: report it rather than fail.
    const [running] = await recentJobsOfProfile(userId, profileId, 1);
    if (!running) throw error;
    const view = await getBriefing(userId, running.id);
    return { job_id: view.id, status: view.status, reused: true };
  }
}
