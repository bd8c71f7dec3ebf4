import { nowSeconds } from '#shared/clock';
import { startRound } from '#domain/delivery/events';
import { log, withLogContext } from '#shared/logger';
import { changeDelivery, clearPendingMark, type DeliveryRecord, eventsWithPendingDeliveries, getEvent } from '#store/delivery/events';
import { progressCheckAt } from './retry-policy.ts';
import { type DeliveryTask, deliveryExecutionState } from './workflow.ts';

export interface RecoveryReport {
  /** Pending deliveries whose execution still runs: checked again later. */
  running: number;
  /** Pending deliveries without an execution: their round was started (again). */
  resumed: number;
  /** Pending deliveries whose execution ended without recording an outcome: now failed, so they can be redelivered. */
  failed: number;
}

const INTERRUPTED = 'The delivery was interrupted before it finished; redeliver it';

/**
 * Makes sure no delivery stays pending for good. For every pending delivery
 * of an event whose progress check is due (every one with `all`, as the local
 * service does at start-up, when no execution survived), it looks at the
 * round's execution: still running, the check moves on; never started or
 * lost, the round is started (again); ended without recording an outcome,
 * the delivery is failed and can be redelivered. Run every few minutes by
 * EventBridge Scheduler in AWS.
 */
export async function recoverPendingDeliveries(options: { all?: boolean } = {}): Promise<RecoveryReport> {
  const report: RecoveryReport = { running: 0, resumed: 0, failed: 0 };
  const now = nowSeconds();
  for (const ref of await eventsWithPendingDeliveries(options.all ? undefined : now)) {
    const event = await getEvent(ref.user_id, ref.id);
    if (!event) continue;
    const pending = Object.entries(event.deliveries).filter(([, delivery]) => delivery.status === 'pending');
    if (pending.length === 0) await clearPendingMark(event.user_id, event.id);
    for (const [key, delivery] of pending) {
      const task = { user_id: event.user_id, event_id: event.id, delivery_key: key };
      const outcome = await withLogContext({ event_id: event.id, delivery: key }, () => recoverDelivery(task, delivery, now));
      if (outcome) report[outcome]++;
    }
  }
  if (report.resumed + report.failed > 0) log('warn', 'pending deliveries recovered', { ...report });
  return report;
}

async function recoverDelivery(task: DeliveryTask, delivery: DeliveryRecord, now: number): Promise<keyof RecoveryReport | undefined> {
  const { user_id: userId, event_id: eventId, delivery_key: key } = task;
  const state = await deliveryExecutionState(task, delivery.webhook_id ?? delivery.channel, delivery.round);
  if (state === 'ended') {
    const ended = await changeDelivery(userId, eventId, key, {
      when: 'pending', moveTo: 'failed', set: { last_error: INTERRUPTED, next_attempt_at: null },
    }, now);
    return ended ? 'failed' : undefined;
  }
  const postponed = await changeDelivery(userId, eventId, key, { when: 'pending', recoverAt: progressCheckAt(now) }, now);
  if (!postponed?.deliveries[key]) return undefined;
  if (state === 'running') return 'running';
  await startRound(userId, eventId, key, postponed.deliveries[key]);
  return 'resumed';
}
