import type { ScheduleTargetInput } from '#adapters/schedule-sync';
import { log } from '#shared/logger';
import { getScheduleRecord, recordScheduleRun } from '#store/catalogue/schedules';
import { recordAudit } from '../audit.ts';
import { startBriefing } from './jobs.ts';
import { nowSeconds } from '#shared/clock';
import { ConflictError, ForbiddenError, NotFoundError } from '#shared/errors';

/** A scheduled run's briefing, in the audit log as the schedule's doing (202 started, or the refusal's status). */
const recordRun = (userId: string, scheduleId: string, outcome: number, jobId?: string) => recordAudit({
  actor: { type: 'schedule', user_id: userId, schedule_id: scheduleId },
  action: 'briefing.create',
  resourceType: 'briefing',
  resourceId: jobId,
  origin: { channel: 'schedule' },
  outcome,
});

export type ScheduleRunOutcome = { status: 'started'; job_id: string } | { status: 'skipped'; reason: string };

/** Refusals that end this run but not the schedule: recorded on it, never retried. */
const isRefusal = (error: unknown): error is ConflictError | ForbiddenError | NotFoundError =>
  error instanceof ConflictError || error instanceof ForbiddenError || error instanceof NotFoundError;

/**
 * One run of a schedule, as EventBridge Scheduler (or the local emulator)
 * triggers it. A briefing already running for the profile, a cancelled
 * subscription or a deleted profile skip the run and say why on the schedule.
 * The due time makes the start idempotent, so a repeated delivery of the same
 * run returns the job it already started.
 */
export async function runScheduledBriefing(input: ScheduleTargetInput): Promise<ScheduleRunOutcome> {
  const { user_id: userId, schedule_id: scheduleId } = input;
  const schedule = await getScheduleRecord(userId, scheduleId);
  if (!schedule?.active) {
    const reason = schedule ? 'schedule is paused' : 'schedule no longer exists';
    log('info', 'scheduled run skipped', { user_id: userId, schedule_id: scheduleId, reason });
    return { status: 'skipped', reason };
  }
  const at = nowSeconds();
  try {
    const { job_id: jobId } = await startBriefing({
      userId,
      profileId: schedule.profile_id,
      trigger: { type: 'schedule', scheduleId },
      idempotencyKey: input.scheduled_time ? `schedule:${scheduleId}:${input.scheduled_time}` : undefined,
    });
    await recordScheduleRun(userId, scheduleId, { last_run_at: at, last_run_status: 'started', last_run_error: null, last_job_id: jobId });
    await recordRun(userId, scheduleId, 202, jobId);
    return { status: 'started', job_id: jobId };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    await recordScheduleRun(userId, scheduleId, { last_run_at: at, last_run_status: 'skipped', last_run_error: error.message });
    await recordRun(userId, scheduleId, error.status);
    log('info', 'scheduled run skipped', { user_id: userId, schedule_id: scheduleId, reason: error.message });
    return { status: 'skipped', reason: error.message };
  }
}
