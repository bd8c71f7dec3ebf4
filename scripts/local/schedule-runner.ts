import { Cron } from 'croner';
import { nextRunInZone } from '#shared/cron';

/** Time as the runner sees it; tests pass a fake one and advance it by hand. */
export interface Clock {
  now(): number;
  /** Calls `callback` after `delayMs`; returns a function that cancels it. */
  setTimer(callback: () => void, delayMs: number): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(callback, delayMs) {
    const timer = setTimeout(callback, delayMs);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** Longest delay setTimeout honours; longer waits are taken in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Reads an EventBridge Scheduler expression `cron(min hour dom month dow year)`
 * with croner: Quartz day numbering (1 = Sunday), `start/step` increments and
 * `?`, evaluated on a UTC clock so the result is wall-clock time. Throws an
 * Error saying what is wrong, as EventBridge Scheduler's ValidationException does.
 */
export function parseAwsCron(expression: string): Cron {
  const match = /^cron\((.*)\)$/.exec(expression.trim());
  if (!match) throw new Error(`Invalid Schedule Expression ${expression}: only cron(...) expressions are emulated`);
  const fields = match[1]!.trim().split(/\s+/);
  if (fields.length !== 6) throw new Error(`Invalid Schedule Expression ${expression}: cron() takes 6 fields, got ${fields.length}`);
  if ((fields[2] === '?') === (fields[4] === '?')) {
    throw new Error(`Invalid Schedule Expression ${expression}: exactly one of day-of-month and day-of-week must be ?`);
  }
  try {
    return new Cron(`0 ${fields.join(' ')}`, { mode: '7-part', alternativeWeekdays: true, sloppyRanges: true, timezone: 'UTC' });
  } catch (error) {
    throw new Error(`Invalid Schedule Expression ${expression}: ${(error as Error).message}`, { cause: error });
  }
}

export interface RunnableSchedule {
  /** Unique per schedule, e.g. group/name. */
  key: string;
  expression: string;
  timeZone: string;
  enabled: boolean;
  /** Invokes the target for the run due at `dueMs`. */
  fire(dueMs: number): Promise<unknown>;
}

/**
 * Fires each enabled schedule at its next run in its time zone, with
 * EventBridge Scheduler's daylight-saving rules (see nextRunInZone). The next
 * run is computed from the due time, so a slow target never shifts the series.
 */
export class ScheduleRunner {
  private readonly cancels = new Map<string, () => void>();

  constructor(
    private readonly clock: Clock,
    private readonly onError: (key: string, error: unknown) => void,
  ) {}

  /** Starts, replaces or stops (when disabled) the timer of a schedule. */
  set(schedule: RunnableSchedule): void {
    this.remove(schedule.key);
    if (schedule.enabled) this.armAfter(schedule, parseAwsCron(schedule.expression), this.clock.now());
  }

  remove(key: string): void {
    this.cancels.get(key)?.();
    this.cancels.delete(key);
  }

  stop(): void {
    for (const key of [...this.cancels.keys()]) this.remove(key);
  }

  private armAfter(schedule: RunnableSchedule, cron: Cron, afterMs: number): void {
    const due = nextRunInZone((afterNaiveMs) => cron.nextRun(new Date(afterNaiveMs))?.getTime() ?? null, schedule.timeZone, afterMs);
    if (due !== null) this.waitFor(schedule, cron, due);
  }

  private waitFor(schedule: RunnableSchedule, cron: Cron, due: number): void {
    const delay = Math.min(Math.max(due - this.clock.now(), 0), MAX_TIMER_MS);
    this.cancels.set(schedule.key, this.clock.setTimer(() => {
      if (this.clock.now() < due) {
        this.waitFor(schedule, cron, due);
        return;
      }
      Promise.resolve().then(() => schedule.fire(due)).catch((error: unknown) => this.onError(schedule.key, error));
      this.armAfter(schedule, cron, Math.max(due, this.clock.now()));
    }, delay));
  }
}
