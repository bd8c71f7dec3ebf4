import { claimRunningBriefing, releaseRunningBriefing } from '#store/briefings/running';
import { RUNNING_BRIEFINGS_PER_ACCOUNT } from '#shared/limits';

/** The account runs as many briefings as it may: the state machine retries the step with jittered backoff. */
export class AccountBusyError extends Error {
  override readonly name = 'AccountBusy';
}

/** A place among the account's running briefings for the job; throws AccountBusyError at the ceiling. */
export async function takeRunningPlace(userId: string, jobId: string): Promise<void> {
  if (!(await claimRunningBriefing(userId, jobId, RUNNING_BRIEFINGS_PER_ACCOUNT))) {
    throw new AccountBusyError(`The account already runs ${RUNNING_BRIEFINGS_PER_ACCOUNT} briefings; this one waits for one of them to end`);
  }
}

/** Gives the job's place back when its pipeline ends, however it ends. */
export function leaveRunningPlace(userId: string, jobId: string): Promise<void> {
  return releaseRunningBriefing(userId, jobId);
}
