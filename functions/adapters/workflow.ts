import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { sfn } from './aws.ts';

function stateMachineArn(): string {
  const arn = process.env.BRIEFING_STATE_MACHINE_ARN;
  if (!arn) throw new Error('Missing environment variable BRIEFING_STATE_MACHINE_ARN');
  return arn;
}

/**
 * Starts the briefing state machine (Standard workflow). The execution is
 * named after the job, so a repeated start of the same job cannot run twice.
 */
export async function startBriefingWorkflow(executionName: string, input: object): Promise<string> {
  const { executionArn } = await sfn().send(new StartExecutionCommand({
    stateMachineArn: stateMachineArn(),
    name: executionName,
    input: JSON.stringify(input),
  }));
  return executionArn ?? '';
}
