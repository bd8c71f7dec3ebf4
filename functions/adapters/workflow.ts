import { config } from '#shared/config';
import { jsonServiceError, sendSigned, serviceUrl } from './signed-requests.ts';

/** The service's Standard workflows: briefing generation and event delivery (dry runs are the Express one, run by runSyncWorkflow). */
export type Workflow = 'briefing' | 'delivery';

/** Tries of one call, as the SDK's client made them. */
const ATTEMPTS = 3;

/**
 * One Step Functions call (JSON 1.0), signed and sent without the SFN client
 * (about 20 KB of every bundle that starts a workflow). StartSyncExecution goes
 * to the sync-states host in AWS; an emulator serves every operation on its one endpoint.
 */
async function stepFunctions<T>(operation: string, input: object, host = 'states'): Promise<T> {
  const response = await sendSigned({
    service: 'states',
    method: 'POST',
    url: serviceUrl(host, '/', config.awsEndpoint('SFN')),
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': `AWSStepFunctions.${operation}` },
    body: JSON.stringify(input),
  }, jsonServiceError, ATTEMPTS);
  return (await response.json()) as T;
}

/**
 * Starts an execution of the workflow. Executions are named by the caller (a
 * job, or an event, target and round), so a repeated start of the same work
 * cannot run twice.
 */
export async function startWorkflow(workflow: Workflow, executionName: string, input: object): Promise<string> {
  const { executionArn } = await stepFunctions<{ executionArn?: string }>('StartExecution', {
    stateMachineArn: config.stateMachineArn(workflow),
    name: executionName,
    input: JSON.stringify(input),
  });
  return executionArn ?? '';
}

/** How a synchronous (Express) execution ended: its output, or the error name and cause of its failure. */
export type SyncExecutionResult =
  | { status: 'SUCCEEDED'; output: unknown }
  | { status: 'FAILED' | 'TIMED_OUT'; error: string; cause: string };

/**
 * Runs the dry-run Express workflow to its end and returns how it ended. A task's failure
 * arrives as its error name and, from Lambda, a JSON cause whose errorMessage is the message.
 */
export async function runSyncWorkflow(workflow: 'dry-run', input: object): Promise<SyncExecutionResult> {
  const result = await stepFunctions<{ status?: string; output?: string; error?: string; cause?: string }>(
    'StartSyncExecution',
    { stateMachineArn: config.stateMachineArn(workflow), input: JSON.stringify(input) },
    'sync-states',
  );
  if (result.status === 'SUCCEEDED') return { status: 'SUCCEEDED', output: JSON.parse(result.output ?? 'null') };
  return { status: result.status === 'TIMED_OUT' ? 'TIMED_OUT' : 'FAILED', error: result.error ?? 'States.Runtime', cause: causeMessage(result.cause ?? '') };
}

/** The message of a failure's cause: Lambda's `{"errorMessage": ...}` JSON, or the text as it is. */
function causeMessage(cause: string): string {
  try {
    const parsed = JSON.parse(cause) as { errorMessage?: unknown };
    return typeof parsed.errorMessage === 'string' ? parsed.errorMessage : cause;
  } catch {
    return cause;
  }
}

/** Whether the named execution runs, has ended, or was never started (or is forgotten: the local emulator after a restart). */
export async function executionState(workflow: Workflow, executionName: string): Promise<'running' | 'ended' | 'missing'> {
  const executionArn = `${config.stateMachineArn(workflow).replace(':stateMachine:', ':execution:')}:${executionName}`;
  try {
    const { status } = await stepFunctions<{ status?: string }>('DescribeExecution', { executionArn });
    return status === 'RUNNING' || status === 'PENDING_REDRIVE' ? 'running' : 'ended';
  } catch (error) {
    if ((error as { name?: string }).name === 'ExecutionDoesNotExist') return 'missing';
    throw error;
  }
}

/** Starts the briefing workflow for a job; the execution is named after the job. */
export const startBriefingWorkflow = (jobId: string, input: object): Promise<string> => startWorkflow('briefing', jobId, input);
