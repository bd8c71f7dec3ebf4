import { syncSchedule } from '#adapters/schedule-sync';
import { listAllScheduleRecords } from '#store/catalogue/schedules';

/**
 * Brings EventBridge Scheduler in line with the table for every schedule of
 * every account: the local emulator starts empty and is filled this way, and
 * operators can run it in AWS after restoring the table. One at a time, to
 * stay well inside the Scheduler API's request rate.
 */
export async function resyncAllSchedules(): Promise<number> {
  const records = await listAllScheduleRecords();
  for (const record of records) await syncSchedule(record);
  return records.length;
}
