import { nowSeconds } from '#shared/clock';
import { markJobRunning, recordStage } from '#store/briefings/jobs';
import { leaveRunningPlace, takeRunningPlace } from '#domain/briefings/running';
import { PipelineError } from './errors.ts';
import { asStepFailure } from './transient.ts';
import type { BriefingExecutionInput, StartedJob } from './state.ts';

/**
 * Step 1: a place among the account's running briefings (or AccountBusy, retried), then queued -> running, with started_at.
 * Both writes may be repeated, so a network failure leaves as TransientNetworkError and the step is tried again.
 */
export async function markRunning(input: BriefingExecutionInput): Promise<StartedJob> {
  try {
    await takeRunningPlace(input.user_id, input.job_id);
    const now = nowSeconds();
    if (!(await markJobRunning(input.user_id, input.job_id, now))) {
      await leaveRunningPlace(input.user_id, input.job_id);
      throw new PipelineError(`Briefing ${input.job_id} has already ended`);
    }
    await recordStage(input.user_id, input.job_id, 'starting', Date.now());
    return { started_at: now };
  } catch (error) {
    throw asStepFailure(error);
  }
}
