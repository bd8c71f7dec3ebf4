import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ScanCommand } from '#adapters/table-requests';
import { dynamo } from '#adapters/aws';
import { config } from '#shared/config';
import { abandonBriefing } from '#domain/briefings/pipeline/fail';
import type { BriefingJobRecord } from '#store/briefings/jobs';
import { localLambdaTask as lambdaTask, localStateMachineArn, registerStateMachine } from './step-functions.ts';

const ASL_PATH = fileURLToPath(new URL('../../state-machines/briefing.asl.json', import.meta.url));
const DRY_RUN_ASL_PATH = fileURLToPath(new URL('../../state-machines/dry-run.asl.json', import.meta.url));

/**
 * Definition substitution -> handler module under functions/tasks: the same
 * pairs the CDK stack deploys (one Lambda per module, its ARN substituted).
 */
export const BRIEFING_TASK_FUNCTIONS = {
  MarkRunningFunctionArn: 'pipeline-mark-running',
  FetchSourcesFunctionArn: 'pipeline-fetch-sources',
  WriteScriptFunctionArn: 'pipeline-write-script',
  SynthesizeChunkFunctionArn: 'pipeline-synthesize-chunk',
  StitchFunctionArn: 'pipeline-stitch',
  CompleteFunctionArn: 'pipeline-complete',
  MarkFailedFunctionArn: 'pipeline-fail',
} as const;

type Substitution = keyof typeof BRIEFING_TASK_FUNCTIONS;

interface AslStates {
  States: Record<string, { Type: string; Resource?: string; ItemProcessor?: AslStates; Iterator?: AslStates; Branches?: AslStates[] }>;
}

/** Every Task state, nested ones included, with the substitution named in its Resource. */
function taskStates(machine: AslStates): Array<[stateName: string, substitution: Substitution]> {
  return Object.entries(machine.States).flatMap(([name, state]) => {
    const nested = [state.ItemProcessor, state.Iterator, ...(state.Branches ?? [])].filter((child): child is AslStates => child !== undefined);
    const own = state.Type === 'Task' ? [[name, /^\$\{(\w+)\}$/.exec(state.Resource ?? '')?.[1] as Substitution] as [string, Substitution]] : [];
    return [...own, ...nested.flatMap(taskStates)];
  });
}

/** Receives the executions that end TIMED_OUT, ABORTED or FAILED (an EventBridge rule in AWS). */
export const EXECUTION_ENDED_FUNCTION = 'pipeline-execution-ended';

/** Task state name -> the local Lambda of the function its Resource names, for an ASL file of the pipeline. */
function pipelineTaskHandlers(aslPath: string) {
  const definition = JSON.parse(readFileSync(aslPath, 'utf8')) as AslStates;
  return Object.fromEntries(taskStates(definition).map(([stateName, substitution]) => {
    const module = BRIEFING_TASK_FUNCTIONS[substitution];
    if (!module) throw new Error(`Task state ${stateName} names no known function`);
    return [stateName, lambdaTask(module)];
  }));
}

/**
 * Registers state-machines/dry-run.asl.json, whose tasks are the briefing workflow's own
 * functions, with the local Step Functions endpoint (which answers StartSyncExecution); returns its ARN.
 */
export function registerDryRunStateMachine(): string {
  const arn = localStateMachineArn('dry-run');
  registerStateMachine({ arn, aslPath: DRY_RUN_ASL_PATH, taskHandlers: pipelineTaskHandlers(DRY_RUN_ASL_PATH) });
  return arn;
}

/** Registers state-machines/briefing.asl.json with the local Step Functions endpoint; returns its ARN. */
export function registerBriefingStateMachine(): string {
  const taskHandlers = pipelineTaskHandlers(ASL_PATH);
  const arn = localStateMachineArn('briefing');
  const executionEnded = lambdaTask(EXECUTION_ENDED_FUNCTION);
  registerStateMachine({
    arn,
    aslPath: ASL_PATH,
    taskHandlers,
    // The offline synthesizer is many times slower than Polly, and a 2-core machine queues the Map's chunks.
    taskTimeoutScale: Number(process.env.LOCAL_TASK_TIMEOUT_SCALE ?? 5),
    onExecutionEnded: async (event) => {
      await executionEnded(event);
    },
  });
  return arn;
}

/**
 * Executions live in the local process: jobs left queued or running by an
 * earlier process will never finish, so they are failed and their locks
 * released. (A local-only maintenance Scan, like the TTL sweep.)
 */
export async function failInterruptedBriefings(): Promise<number> {
  let failed = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new ScanCommand({
      TableName: config.tableName,
      FilterExpression: '#type = :type AND #status IN (:queued, :running)',
      ExpressionAttributeNames: { '#type': 'type', '#status': 'status' },
      ExpressionAttributeValues: { ':type': 'briefing_job', ':queued': 'queued', ':running': 'running' },
      ExclusiveStartKey: start,
    }));
    for (const job of (page.Items ?? []) as BriefingJobRecord[]) {
      await abandonBriefing(
        { job_id: job.id, user_id: job.user_id, profile_id: job.profile_id, trigger: job.trigger },
        'Interrupted by a restart of the local service; start a new briefing',
      );
      failed += 1;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return failed;
}

/** The audio link signing key: kept in the data folder so links survive restarts, random per process in memory. */
export function localAudioLinkSecret(dataDir: string | undefined): string {
  if (!dataDir) return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'audio-link-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
