import { deleteLock, putLock } from '#store/briefings/locks';
import { getProfileRecord } from '#store/catalogue/profiles';
import { ConflictError, NotFoundError } from '#shared/errors';

/**
 * Longest a briefing pipeline may run: the state machine's TimeoutSeconds
 * (state-machines/briefing.asl.json, checked by a unit test).
 */
export const PIPELINE_TIMEOUT_SECONDS = 900;
/** The lock is taken just before the execution starts, so its lease outlives the execution's own timeout. */
export const LOCK_LEASE_SECONDS = PIPELINE_TIMEOUT_SECONDS + 60;

/**
 * One queued or running briefing per profile.
 *
 * Timeline: POST /briefings takes the lock (one conditional put) before it
 * writes the job; the pipeline's completion or failure step releases it. If the
 * pipeline dies without releasing it, the lease runs out after the pipeline's
 * timeout and the next POST takes it over. The lock is an attribute of the
 * profile item, so it cannot be taken on a profile that is being deleted
 * (404), and a profile cannot be deleted while it is held (409).
 */
export async function acquireBriefingLock(userId: string, profileId: string, jobId: string, now: number): Promise<void> {
  if (!(await putLock(userId, profileId, jobId, now, now + LOCK_LEASE_SECONDS))) {
    if (!(await getProfileRecord(userId, profileId))) throw new NotFoundError('Profile', profileId);
    throw new ConflictError(`A briefing for profile ${profileId} is already queued or running`);
  }
}

export function releaseBriefingLock(userId: string, profileId: string, jobId: string): Promise<void> {
  return deleteLock(userId, profileId, jobId);
}
