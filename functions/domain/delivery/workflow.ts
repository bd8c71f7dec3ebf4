import { StartExecutionCommand } from '@aws-sdk/client-sfn';
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

/**
 * Starts one delivery round. The execution is named after the event, the
 * target and the round, so a repeated start of the same round cannot send twice.
 */
export async function startDeliveryWorkflow(task: DeliveryTask, target: string, round: number): Promise<void> {
  await sfn().send(new StartExecutionCommand({
    stateMachineArn: stateMachineArn(),
    name: `${task.event_id}-${target}-r${round}`,
    input: JSON.stringify(task),
  }));
}
