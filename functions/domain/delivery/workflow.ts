import { DescribeExecutionCommand, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { sfn } from '#adapters/aws';

/** Input of the delivery state machine and of its task functions. */
export interface DeliveryTask {
  user_id: string;
  event_id: string;
  delivery_key: string;
}

function stateMachineArn(): string {
  const arn = process.env.DELIVERY_STATE_MACHINE_ARN;
  if (!arn) throw new Error('Missing environment variable DELIVERY_STATE_MACHINE_ARN');
  return arn;
}

/** The execution is named after the event, the target and the round, so a repeated start of the same round cannot send twice. */
const executionName = (task: DeliveryTask, target: string, round: number) => `${task.event_id}-${target}-r${round}`;

/** Starts one delivery round. */
export async function startDeliveryWorkflow(task: DeliveryTask, target: string, round: number): Promise<void> {
  await sfn().send(new StartExecutionCommand({
    stateMachineArn: stateMachineArn(),
    name: executionName(task, target, round),
    input: JSON.stringify(task),
  }));
}

/** Whether the round's execution runs, has ended, or was never started (or is forgotten: the local emulator after a restart). */
export async function deliveryExecutionState(task: DeliveryTask, target: string, round: number): Promise<'running' | 'ended' | 'missing'> {
  const executionArn = `${stateMachineArn().replace(':stateMachine:', ':execution:')}:${executionName(task, target, round)}`;
  try {
    const { status } = await sfn().send(new DescribeExecutionCommand({ executionArn }));
    return status === 'RUNNING' || status === 'PENDING_REDRIVE' ? 'running' : 'ended';
  } catch (error) {
    if ((error as { name?: string }).name === 'ExecutionDoesNotExist') return 'missing';
    throw error;
  }
}
