import { nowSeconds } from '#shared/clock';
import { markJobRunning, recordStage } from '#store/briefings';
import { PipelineError } from './pipeline-error.ts';
import type { BriefingExecutionInput, StartedJob } from './state.ts';

/** Step 1: queued -> running, with started_at. */
export async function markRunning(input: BriefingExecutionInput): Promise<StartedJob> {
  const now = nowSeconds();
  if (!(await markJobRunning(input.user_id, input.job_id, now))) {
    throw new PipelineError(`Briefing ${input.job_id} has already ended`);
  }
  await recordStage(input.user_id, input.job_id, 'starting', Date.now());
  return { started_at: now };
}
