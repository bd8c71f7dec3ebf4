import { METRICS, recordMetric } from '#adapters/metrics';
import { releaseBriefingLock } from '#domain/briefings/lock';
import { leaveRunningPlace } from '#domain/briefings/running';
import { nowSeconds } from '#shared/clock';
import { publishEvent } from '#domain/delivery';
import type { BriefingStage } from '#schemas/briefings/jobs';
import { failJob } from '#store/briefings/jobs';
import type { BriefingExecutionInput, CaughtFailure, PipelineState } from './state.ts';

const STEP_NAMES: Record<BriefingStage, string> = {
  starting: 'Starting the briefing',
  fetching: 'Fetching the sources',
  writing: 'Writing the script',
  synthesizing: 'Synthesizing the speech',
  stitching: 'Stitching the audio',
  finishing: 'Publishing the briefing',
};

/** The error message inside a Catch's Cause: Lambda sends a JSON error document, the local runner plain text. */
function causeMessage(cause: string | undefined): string {
  if (!cause) return 'unknown error';
  try {
    const parsed = JSON.parse(cause) as { errorMessage?: unknown };
    if (typeof parsed.errorMessage === 'string') return parsed.errorMessage;
  } catch {
    // plain text cause
  }
  return cause;
}

/** The step that failed: the first whose result the state lacks. */
export function failedStage(state: PipelineState): BriefingStage {
  if (!state.started) return 'starting';
  if (!state.fetched) return 'fetching';
  if (!state.script) return 'writing';
  if (state.script.outcome === 'nothing_new') return 'finishing';
  if (!state.synthesized) return 'synthesizing';
  return state.audio ? 'finishing' : 'stitching';
}

/** A reason a client can act on: our own failures speak for themselves; others name the step. */
export function describeFailure(failure: CaughtFailure, stage: BriefingStage): string {
  const step = STEP_NAMES[stage];
  if (failure.Error === 'States.Timeout') return `${step} timed out`;
  const message = causeMessage(failure.Cause).replace(/^PipelineError: /, '');
  if (failure.Error === 'PipelineError' || failure.Error === 'SourcesUnavailable') return message;
  return `${step} failed: ${message}`;
}

/**
 * Where every Catch leads: marks the job failed with a readable reason,
 * releases the profile's lock and publishes briefing.failed. A job that has
 * already ended is left as it is.
 */
export async function failBriefing(state: PipelineState): Promise<void> {
  await abandonBriefing(state, describeFailure(state.failure ?? { Error: 'States.Runtime' }, failedStage(state)));
}

/** Fails a queued or running job for `reason`, releases its lock and its place among the account's running briefings, and tells subscribers. */
export async function abandonBriefing(input: BriefingExecutionInput, reason: string): Promise<void> {
  const failed = await failJob(input.user_id, input.job_id, reason, nowSeconds());
  await Promise.all([releaseBriefingLock(input.user_id, input.profile_id, input.job_id), leaveRunningPlace(input.user_id, input.job_id)]);
  if (!failed) return;
  recordMetric(METRICS.briefingsFailed);
  await publishEvent({
    userId: input.user_id,
    type: 'briefing.failed',
    data: { job_id: input.job_id, profile_id: input.profile_id, status: 'failed', error: reason },
    scheduleId: input.trigger.type === 'schedule' ? input.trigger.scheduleId : undefined,
  });
}
