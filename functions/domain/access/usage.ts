import { openWindowsOfAccount, type ClosedWindow } from '#store/access/api-key-windows';
import { addDailyUsage, readUsageSince } from '#store/access/request-counters';
import { isoDate, SECONDS_PER_DAY } from '#shared/clock';
import { limits } from '#shared/limits';

function addToDay(userId: string, at: number, counts: { requests: number; writes: number }): Promise<void> {
  return addDailyUsage(userId, isoDate(at), counts, at - (at % SECONDS_PER_DAY));
}

/** One request of a session (sessions are counted in the daily usage as they come). */
export function recordUsage(userId: string, isWrite: boolean, now: number): Promise<void> {
  return addToDay(userId, now, { requests: 1, writes: isWrite ? 1 : 0 });
}

/**
 * An API key's requests reach the daily usage a window at a time: its one-minute window is
 * added when the key opens the next one or is revoked; until then the report reads it live.
 */
export async function recordKeyWindow(window: ClosedWindow): Promise<void> {
  if (window.reads + window.writes === 0) return;
  await addToDay(window.userId, window.minute * 60, { requests: window.reads + window.writes, writes: window.writes });
}

/** The last 30 UTC days including today, oldest first, days without requests reported as zero. */
export async function usageReport(userId: string, now: number) {
  const days = Array.from({ length: limits.usageReportDays }, (_, i) =>
    isoDate(now - (limits.usageReportDays - 1 - i) * SECONDS_PER_DAY));
  const [stored, open] = await Promise.all([readUsageSince(userId, days[0]!), openWindowsOfAccount(userId)]);
  const recorded = new Map(stored.map((day) => [day.date, day]));
  const byDay = days.map((date) => ({ ...(recorded.get(date) ?? { date, requests: 0, write_requests: 0 }) }));
  const byDate = new Map(byDay.map((day) => [day.date, day]));
  for (const window of open) {
    const day = byDate.get(isoDate(window.minute * 60));
    if (!day) continue;
    day.requests += window.reads + window.writes;
    day.write_requests += window.writes;
  }
  return {
    period_days: limits.usageReportDays,
    total_requests: byDay.reduce((sum, day) => sum + day.requests, 0),
    by_day: byDay,
  };
}
