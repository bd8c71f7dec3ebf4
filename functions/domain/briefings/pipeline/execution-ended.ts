import { PIPELINE_TIMEOUT_SECONDS } from '#domain/briefings/lock';
import { withLogContext } from '#shared/logger';
import { abandonBriefing } from './fail.ts';
import type { BriefingExecutionInput } from './state.ts';

/** The fields of an EventBridge "Step Functions Execution Status Change" event read here. */
export interface ExecutionStatusChangeEvent {
  detail: { status: string; input: string };
}

const REASONS: Record<string, string> = {
  TIMED_OUT: `The briefing took longer than ${PIPELINE_TIMEOUT_SECONDS / 60} minutes and was stopped`,
  ABORTED: 'The briefing workflow was stopped',
  FAILED: 'The briefing workflow failed unexpectedly',
};

/**
 * Catches what the state machine's own Catch cannot: a timed-out or aborted
 * execution, or a failure of the failure step itself. The job is failed only
 * if it is still queued or running, so executions that MarkFailed already
 * handled are left as they are.
 */
export async function failEndedExecution(event: ExecutionStatusChangeEvent): Promise<void> {
  const reason = REASONS[event.detail.status];
  if (!reason) return;
  const input = JSON.parse(event.detail.input) as BriefingExecutionInput;
  await withLogContext({ job_id: input.job_id, user_id: input.user_id }, () => abandonBriefing(input, reason));
}
