import { unsyncSchedule } from '#adapters/schedule-sync';
import { releaseProfileChild } from '#store/catalogue/profiles';
import { allSchedulesOfProfile, deleteScheduleRecord, type ScheduleRecord } from '#store/catalogue/schedules';
import { releaseAccountSlot } from '#store/claims';

/**
 * Deletes a schedule: its EventBridge Scheduler twin first, so a failed
 * request leaves the item to retry with, then the item; the request that
 * deleted the item gives back its slots on the profile and the account.
 */
export async function removeSchedule(userId: string, schedule: Pick<ScheduleRecord, 'id' | 'profile_id'>): Promise<boolean> {
  await unsyncSchedule(schedule.id);
  if (!(await deleteScheduleRecord(userId, schedule.id))) return false;
  await releaseProfileChild(userId, schedule.profile_id, 'schedules');
  await releaseAccountSlot(userId, 'schedules');
  return true;
}

/** Deletes every schedule of a profile with its twin, so a deleted profile leaves nothing that keeps firing. */
export async function deleteSchedulesOfProfile(userId: string, profileId: string): Promise<void> {
  for (const schedule of await allSchedulesOfProfile(userId, profileId)) await removeSchedule(userId, schedule);
}
