import definition from '../../../state-machines/delivery.asl.json' with { type: 'json' };

/** Error name the attempt task throws for a retryable failure; the state machine's Retry matches it. */
export const DELIVERY_FAILED = 'DeliveryFailed';

/** A failed attempt that the state machine should retry after its backoff. */
export class DeliveryFailedError extends Error {
  override readonly name = DELIVERY_FAILED;
}

interface Retrier {
  ErrorEquals: string[];
  IntervalSeconds?: number;
  BackoffRate?: number;
  MaxAttempts?: number;
  MaxDelaySeconds?: number;
}

/** The schedule is read from the deployed definition, so the numbers here cannot drift from it. */
const retrier = (definition.States.Deliver.Retry as Retrier[]).find((candidate) => candidate.ErrorEquals.includes(DELIVERY_FAILED));
if (!retrier) throw new Error(`delivery.asl.json has no Retry for ${DELIVERY_FAILED}`);

export const retryPolicy = {
  intervalSeconds: retrier.IntervalSeconds ?? 1,
  backoffRate: retrier.BackoffRate ?? 2,
  maxDelaySeconds: retrier.MaxDelaySeconds ?? Number.POSITIVE_INFINITY,
  /** The first attempt plus the retries. */
  maxAttempts: (retrier.MaxAttempts ?? 3) + 1,
};

/**
 * Latest time of the attempt after attempt number `attemptsMade` (1-based), or
 * null when it was the last. Full jitter picks the actual pause uniformly
 * between zero and this backoff.
 */
export function latestNextAttemptAt(attemptsMade: number, now: number): number | null {
  if (attemptsMade >= retryPolicy.maxAttempts) return null;
  const backoff = retryPolicy.intervalSeconds * retryPolicy.backoffRate ** (attemptsMade - 1);
  return now + Math.ceil(Math.min(backoff, retryPolicy.maxDelaySeconds));
}

const attemptTimeoutSeconds = definition.States.Deliver.TimeoutSeconds;
/** The longest a healthy delivery round goes without recording progress: the longest pause plus one attempt, with room to spare. */
const longestPauseSeconds = Math.min(retryPolicy.intervalSeconds * retryPolicy.backoffRate ** (retryPolicy.maxAttempts - 2), retryPolicy.maxDelaySeconds);
export const PROGRESS_GRACE_SECONDS = Math.ceil(longestPauseSeconds + attemptTimeoutSeconds) + 300;

/** When a pending delivery that makes progress now should be checked next (see recovery.ts). */
export const progressCheckAt = (now: number): number => now + PROGRESS_GRACE_SECONDS;
