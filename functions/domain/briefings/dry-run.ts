import { runSyncWorkflow } from '#adapters/workflow';
import type { DryRunBriefingView } from '#schemas/briefings/jobs';
import { ConflictError } from '#shared/errors';
import type { DryRunInput } from './pipeline/dry-run.ts';
import { getProfile } from '#domain/catalogue';
import { assertActiveSubscription } from '#domain/delivery';

export { DRY_RUN_BUDGET_MS } from './pipeline/dry-run.ts';

/**
 * What a briefing of the profile would be if started now: the dry-run Express workflow
 * (state-machines/dry-run.asl.json) runs the briefing pipeline's own fetch and script tasks,
 * which store nothing, and answers the stories, seconds and speech cost. `receivedAt` (epoch ms)
 * is when the request arrived: the tasks' budget counts from it. A failure a real run would
 * record as its job's error (PipelineError, or SourcesUnavailable once its retries are spent) is,
 * for a dry run, a conflict with the profile's state.
 */
export async function dryRunBriefing(userId: string, profileId: string, receivedAt: number): Promise<DryRunBriefingView> {
  await getProfile(userId, profileId);
  await assertActiveSubscription(userId);
  const input: DryRunInput = { dry_run: true, user_id: userId, profile_id: profileId, received_at: receivedAt };
  const result = await runSyncWorkflow('dry-run', input);
  if (result.status === 'SUCCEEDED') return result.output as DryRunBriefingView;
  if (result.error === 'PipelineError' || result.error === 'SourcesUnavailable') throw new ConflictError(result.cause);
  throw new Error(`Dry-run workflow ended ${result.status}: ${result.error}: ${result.cause}`);
}
