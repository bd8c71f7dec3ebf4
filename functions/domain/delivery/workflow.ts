import { executionState, startWorkflow } from '#adapters/workflow';

/** Input of the delivery state machine and of its task functions. */
export interface DeliveryTask {
  user_id: string;
  event_id: string;
  delivery_key: string;
}

/** The execution is named after the event, the target and the round, so a repeated start of the same round cannot send twice. */
const executionName = (task: DeliveryTask, target: string, round: number) => `${task.event_id}-${target}-r${round}`;

/** Starts one delivery round. */
export async function startDeliveryWorkflow(task: DeliveryTask, target: string, round: number): Promise<void> {
  await startWorkflow('delivery', executionName(task, target, round), task);
}

/** Whether the round's execution runs, has ended, or was never started (or is forgotten). */
export const deliveryExecutionState = (task: DeliveryTask, target: string, round: number) =>
  executionState('delivery', executionName(task, target, round));
