import { METRICS, recordMetric } from '#adapters/metrics';
import { nowSeconds } from '#shared/clock';
import { log } from '#shared/logger';
import { changeDelivery } from '#store/delivery/events';
import { DELIVERY_FAILED, DeliveryFailedError, latestNextAttemptAt, progressCheckAt } from './retry-policy.ts';
import { sendDelivery } from './send.ts';
import type { DeliveryTask } from './workflow.ts';

export type AttemptOutcome = { status: 'delivered' | 'failed'; attempts: number } | { status: 'skipped' };

/**
 * One attempt, recorded before and after the send. A retryable failure throws
 * DeliveryFailedError so the state machine retries after its backoff; a
 * permanent one marks the delivery failed at once. A delivery that is no
 * longer pending (already delivered, or the event expired) is skipped.
 */
export async function attemptDelivery(task: DeliveryTask): Promise<AttemptOutcome> {
  const startedAt = nowSeconds();
  const event = await changeDelivery(task.user_id, task.event_id, task.delivery_key, {
    when: 'pending',
    increment: { attempts: 1 },
    set: { last_attempt_at: startedAt, next_attempt_at: null },
    recoverAt: progressCheckAt(startedAt),
  }, startedAt);
  const delivery = event?.deliveries[task.delivery_key];
  if (!event || !delivery) return { status: 'skipped' };

  const result = await sendDelivery(event, delivery, startedAt);
  const { attempts } = delivery;
  log(result.ok ? 'info' : 'warn', 'delivery attempt', {
    attempt: attempts,
    response_code: result.code,
    error: result.ok ? undefined : result.error,
  });
  const change = (moveTo: 'delivered' | 'failed' | undefined, set: Parameters<typeof changeDelivery>[3]['set']) =>
    changeDelivery(task.user_id, task.event_id, task.delivery_key, { when: 'pending', moveTo, set });

  if (result.ok) {
    await change('delivered', { last_response_code: result.code, last_error: null, delivered_at: nowSeconds() });
    recordMetric(METRICS.deliveriesSucceeded);
    return { status: 'delivered', attempts };
  }
  const failure = { last_response_code: result.code, last_error: result.error };
  if (!result.retryable) {
    if (await change('failed', failure)) recordMetric(METRICS.deliveriesFailed);
    return { status: 'failed', attempts };
  }
  await change(undefined, { ...failure, next_attempt_at: latestNextAttemptAt(attempts, nowSeconds()) });
  throw new DeliveryFailedError(`Attempt ${attempts} failed: ${result.error}`);
}

/** Error and Cause of the failure the state machine caught. */
export interface CaughtFailure {
  Error?: string;
  Cause?: string;
}

/** Lambda reports a crash as a JSON Cause; keep its message only. */
function describeCrash(failure: CaughtFailure): string {
  try {
    const cause = JSON.parse(failure.Cause ?? '') as { errorMessage?: string };
    if (cause.errorMessage) return `${failure.Error}: ${cause.errorMessage}`.slice(0, 300);
  } catch {
    // a plain-text Cause is used as is
  }
  return `${failure.Error}: ${failure.Cause ?? ''}`.slice(0, 300);
}

/**
 * The state machine's Catch: the attempts are spent (the last attempt's
 * error stays as last_error) or the task itself failed (its error is kept).
 */
export async function markDeliveryFailed(task: DeliveryTask & { failure?: CaughtFailure }): Promise<void> {
  const crashed = task.failure?.Error !== undefined && task.failure.Error !== DELIVERY_FAILED;
  const failed = await changeDelivery(task.user_id, task.event_id, task.delivery_key, {
    when: 'pending',
    moveTo: 'failed',
    set: { next_attempt_at: null, ...(crashed ? { last_error: describeCrash(task.failure ?? {}) } : {}) },
  });
  if (failed) recordMetric(METRICS.deliveriesFailed);
}
