import { DescribeExecutionCommand, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { sfn } from './aws.ts';
import { config } from '#shared/config';

/** The service's Standard workflows: briefing generation and event delivery. */
export type Workflow = 'briefing' | 'delivery';

/**
 * Starts an execution of the workflow. Executions are named by the caller (a
 * job, or an event, target and round), so a repeated start of the same work
 * cannot run twice.
 */
export async function startWorkflow(workflow: Workflow, executionName: string, input: object): Promise<string> {
  const { executionArn } = await sfn().send(new StartExecutionCommand({
    stateMachineArn: config.stateMachineArn(workflow),
    name: executionName,
    input: JSON.stringify(input),
  }));
  return executionArn ?? '';
}

/** Whether the named execution runs, has ended, or was never started (or is forgotten: the local emulator after a restart). */
export async function executionState(workflow: Workflow, executionName: string): Promise<'running' | 'ended' | 'missing'> {
  const executionArn = `${config.stateMachineArn(workflow).replace(':stateMachine:', ':execution:')}:${executionName}`;
  try {
    const { status } = await sfn().send(new DescribeExecutionCommand({ executionArn }));
    return status === 'RUNNING' || status === 'PENDING_REDRIVE' ? 'running' : 'ended';
  } catch (error) {
    if ((error as { name?: string }).name === 'ExecutionDoesNotExist') return 'missing';
    throw error;
  }
}

/** Starts the briefing workflow for a job; the execution is named after the job. */
export const startBriefingWorkflow = (jobId: string, input: object): Promise<string> => startWorkflow('briefing', jobId, input);
