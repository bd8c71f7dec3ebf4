import { unsyncSchedule } from '#adapters/schedule-sync';
import { limits } from './limits.ts';
import { deleteScheduleRecord, listScheduleRecords } from '#store/schedules';

/**
 * Deletes every schedule of a profile with its EventBridge Scheduler twin
 * (twin first, as deleteSchedule does), so a deleted profile leaves nothing
 * that keeps firing.
 */
export async function deleteSchedulesOfProfile(userId: string, profileId: string): Promise<void> {
  for (;;) {
    const { items } = await listScheduleRecords(userId, { limit: limits.pageSizeMax, offset: 0 }, profileId);
    if (items.length === 0) return;
    for (const schedule of items) {
      await unsyncSchedule(schedule.id);
      await deleteScheduleRecord(userId, schedule.id);
    }
  }
}
