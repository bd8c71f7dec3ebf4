import { addDailyUsage, readUsageSince } from '#store/request-counters';
import { SECONDS_PER_DAY } from '#shared/clock';
import { limits } from './limits.ts';

const isoDate = (seconds: number): string => new Date(seconds * 1000).toISOString().slice(0, 10);

export async function recordUsage(userId: string, isWrite: boolean, now: number): Promise<void> {
  const dayStart = now - (now % SECONDS_PER_DAY);
  await addDailyUsage(userId, isoDate(now), isWrite, dayStart);
}

/** The last 30 UTC days including today, oldest first, days without requests reported as zero. */
export async function usageReport(userId: string, now: number) {
  const days = Array.from({ length: limits.usageReportDays }, (_, i) =>
    isoDate(now - (limits.usageReportDays - 1 - i) * SECONDS_PER_DAY));
  const recorded = new Map((await readUsageSince(userId, days[0]!)).map((day) => [day.date, day]));
  const byDay = days.map((date) => recorded.get(date) ?? { date, requests: 0, write_requests: 0 });
  return {
    period_days: limits.usageReportDays,
    total_requests: byDay.reduce((sum, day) => sum + day.requests, 0),
    by_day: byDay,
  };
}
