import { ValidationError } from '#shared/errors';
import { firstInstantOf, wallClock } from './time-zones.ts';

/**
 * Five-field Unix cron: validation, the next run in a time zone with
 * EventBridge Scheduler's daylight-saving rules, and conversion to the
 * six-field `cron(...)` form EventBridge Scheduler takes.
 */

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

interface FieldSpec {
  label: string;
  min: number;
  max: number;
  /** Names accepted for values, mapped to `min + index`. */
  names?: readonly string[];
  /** Distinct values of the field (day of week: 7, as 0 and 7 both mean Sunday); no step may exceed it. */
  span: number;
  /** Where a stepped `*` starts in EventBridge's form (`0/n` or `1/n`). */
  stepOrigin: number;
}

const FIELDS = [
  { label: 'minute', min: 0, max: 59, span: 60, stepOrigin: 0 },
  { label: 'hour', min: 0, max: 23, span: 24, stepOrigin: 0 },
  { label: 'day-of-month', min: 1, max: 31, span: 31, stepOrigin: 1 },
  { label: 'month', min: 1, max: 12, names: MONTH_NAMES, span: 12, stepOrigin: 1 },
  { label: 'day-of-week', min: 0, max: 7, names: DAY_NAMES, span: 7, stepOrigin: 0 },
] as const satisfies readonly FieldSpec[];
const [MINUTE, HOUR, DAY_OF_MONTH, MONTH] = FIELDS;

interface CronItem {
  start: number;
  end: number;
  step?: number;
  /** A `*`, with or without a step. */
  wildcard: boolean;
}

/** Longest expression EventBridge Scheduler accepts. */
const AWS_EXPRESSION_MAX = 256;
/** Candidate times examined for one next run: enough to step over a DST gap and a repeated hour of an every-minute schedule. */
const MAX_CANDIDATES = 1_000;

class CronProblem extends Error {}

const ITEM = /^(?:(\*)|([0-9A-Za-z]+)(?:-([0-9A-Za-z]+))?)(?:\/(\d+))?$/;

function parseValue(text: string, spec: FieldSpec): number {
  if (/^\d+$/.test(text)) {
    const value = Number(text);
    if (value < spec.min || value > spec.max) throw new CronProblem(`${spec.label} ${value} is outside ${spec.min}-${spec.max}`);
    return value;
  }
  const nameIndex = spec.names?.indexOf(text.toUpperCase()) ?? -1;
  if (nameIndex === -1) {
    throw new CronProblem(spec.names
      ? `${spec.label} '${text}' is neither a number nor a name (${spec.names[0]}..${spec.names.at(-1)})`
      : `${spec.label} '${text}' is not a number`);
  }
  return spec.min + nameIndex;
}

function parseItem(text: string, spec: FieldSpec): CronItem {
  const match = ITEM.exec(text);
  if (!match) {
    throw new CronProblem(`${spec.label} '${text}' is not 5-field Unix cron syntax (numbers${spec.names ? ' or names' : ''}, *, a-b, a,b, */n, a-b/n)`);
  }
  const [, star, from, to, stepText] = match;
  const step = stepText === undefined ? undefined : Number(stepText);
  if (step === 0) throw new CronProblem(`${spec.label} step must be at least 1 in '${text}'`);
  if (step !== undefined && step > spec.span) throw new CronProblem(`${spec.label} steps cannot be greater than ${spec.span} in '${text}'`);
  if (star) return { start: spec.min, end: spec.max, step, wildcard: true };
  if (step !== undefined && to === undefined) throw new CronProblem(`${spec.label} '${text}' steps from a single value; write */n or a-b/n`);
  const start = parseValue(from!, spec);
  const end = to === undefined ? start : parseValue(to, spec);
  if (end < start) throw new CronProblem(`${spec.label} range '${text}' runs backwards`);
  return { start, end, step, wildcard: false };
}

const isBareWildcard = (items: CronItem[]) => items.length === 1 && items[0]!.wildcard && items[0]!.step === undefined;

function valuesOf(item: CronItem): number[] {
  const values: number[] = [];
  for (let value = item.start; value <= item.end; value += item.step ?? 1) values.push(value);
  return values;
}

/** Minute, hour, day of month, month: the same syntax, except steps, which AWS takes only as `start/n` alone. */
function awsNumericField(items: CronItem[], spec: FieldSpec): string {
  const [only] = items;
  if (items.length === 1 && only!.wildcard) return only!.step === undefined ? '*' : `${spec.stepOrigin}/${only!.step}`;
  return items.map((item) => {
    if (item.step !== undefined) return valuesOf(item).join(',');
    return item.start === item.end ? String(item.start) : `${item.start}-${item.end}`;
  }).join(',');
}

/** Day of week: the set of days as names (AWS numbers days 1-7 from Sunday and allows no steps here), runs as ranges. */
function awsDayOfWeekField(items: CronItem[]): string {
  const days = [...new Set(items.flatMap(valuesOf).map((day) => day % 7))].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < days.length;) {
    let j = i;
    while (j + 1 < days.length && days[j + 1] === days[j]! + 1) j++;
    runs.push(j > i ? `${DAY_NAMES[days[i]!]}-${DAY_NAMES[days[j]!]}` : DAY_NAMES[days[i]!]!);
    i = j + 1;
  }
  return runs.join(',');
}

/** The values each field matches; day of week 0-6 from Sunday. */
interface CronTimes {
  minutes: number[];
  hours: number[];
  daysOfMonth: Set<number>;
  months: Set<number>;
  daysOfWeek: Set<number>;
}

/** From a wall-clock reading (as "naive" milliseconds, see time-zones.ts) to the schedule's first run strictly after it, in the same terms; null for none. */
export type WallClockSchedule = (afterNaiveMs: number) => number | null;

interface AnalysedCron {
  times: CronTimes;
  aws: string;
}

const valuesOfField = (items: CronItem[]) => [...new Set(items.flatMap(valuesOf))].sort((a, b) => a - b);

/** Days in each month of a leap year: a day of month beyond its month's count never matches. */
const LONGEST_MONTHS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function analyse(expression: string): AnalysedCron {
  const texts = expression.trim().split(/\s+/);
  if (texts.length !== FIELDS.length) {
    throw new CronProblem(`expected 5 fields (minute hour day-of-month month day-of-week), got ${texts.length}`);
  }
  const fields = texts.map((text, index) => text.split(',').map((item) => parseItem(item, FIELDS[index]!)));
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields as [CronItem[], CronItem[], CronItem[], CronItem[], CronItem[]];
  const anyDayOfMonth = isBareWildcard(dayOfMonth);
  const anyDayOfWeek = isBareWildcard(dayOfWeek);
  if (!anyDayOfMonth && !anyDayOfWeek) {
    throw new CronProblem(
      'restricts both day-of-month and day-of-week. Unix cron then runs on days matching either one, '
      + 'which AWS EventBridge Scheduler cannot express (one of its two day fields must be ?); use * in one of them',
    );
  }
  const times: CronTimes = {
    minutes: valuesOfField(minute),
    hours: valuesOfField(hour),
    daysOfMonth: new Set(valuesOfField(dayOfMonth)),
    months: new Set(valuesOfField(month)),
    daysOfWeek: new Set(valuesOfField(dayOfWeek).map((day) => day % 7)),
  };
  const firstDay = Math.min(...times.daysOfMonth);
  if (![...times.months].some((value) => firstDay <= LONGEST_MONTHS[value - 1]!)) throw new CronProblem('never matches a date (for example February 30th)');
  const aws = `cron(${[
    awsNumericField(minute, MINUTE),
    awsNumericField(hour, HOUR),
    anyDayOfMonth && !anyDayOfWeek ? '?' : awsNumericField(dayOfMonth, DAY_OF_MONTH),
    awsNumericField(month, MONTH),
    anyDayOfWeek ? '?' : awsDayOfWeekField(dayOfWeek),
  ].join(' ')} *)`;
  if (aws.length > AWS_EXPRESSION_MAX) {
    throw new CronProblem(`is ${aws.length} characters once converted for AWS EventBridge Scheduler (at most ${AWS_EXPRESSION_MAX}); use fewer list items`);
  }
  return { times, aws };
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Days searched for a match: a February 29th can be eight years away (2096, then 2104). */
const MAX_DAYS = 9 * 366;

/**
 * First whole minute strictly after `afterNaiveMs` that the expression matches.
 * Both day fields must match (analyse leaves at most one restricted).
 */
function nextMatch(times: CronTimes, afterNaiveMs: number): number | null {
  const from = Math.floor(afterNaiveMs / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  const firstDay = Math.floor(from / DAY_MS) * DAY_MS;
  for (let day = firstDay; day < firstDay + MAX_DAYS * DAY_MS; day += DAY_MS) {
    const date = new Date(day);
    if (!times.months.has(date.getUTCMonth() + 1) || !times.daysOfMonth.has(date.getUTCDate()) || !times.daysOfWeek.has(date.getUTCDay())) continue;
    for (const hour of times.hours) {
      for (const minute of times.minutes) {
        const candidate = day + (hour * 60 + minute) * MINUTE_MS;
        if (candidate >= from) return candidate;
      }
    }
  }
  return null;
}

function analyseOrThrow(expression: string): AnalysedCron {
  try {
    return analyse(expression);
  } catch (error) {
    if (error instanceof CronProblem) throw new ValidationError(`cron: ${error.message}`);
    throw error;
  }
}

/** Why a 5-field cron expression is unusable here, or undefined when it is fine. */
export function cronProblem(expression: string): string | undefined {
  try {
    analyse(expression);
    return undefined;
  } catch (error) {
    if (error instanceof CronProblem) return error.message;
    throw error;
  }
}

/**
 * EventBridge Scheduler's form: `cron(min hour dom month dow year)`, days of the
 * week as SUN..SAT, `?` in the unrestricted day field, a stepped `*` as `0/n` (`1/n` for
 * day of month and month). Throws ValidationError naming `cron`.
 */
export function toAwsCron(expression: string): string {
  return analyseOrThrow(expression).aws;
}

/**
 * First run strictly after `afterMs` of a schedule read in wall-clock time,
 * placed in `timeZone` the way EventBridge Scheduler does: a wall-clock time
 * inside a spring-forward gap is skipped, and one that occurs twice in a
 * fall-back hour runs once, at its first occurrence.
 */
export function nextRunInZone(schedule: WallClockSchedule, timeZone: string, afterMs: number): number | null {
  let cursor = wallClock(afterMs, timeZone);
  for (let i = 0; i < MAX_CANDIDATES; i++) {
    const candidate = schedule(cursor);
    if (candidate === null) return null;
    const instant = firstInstantOf(candidate, timeZone);
    if (instant !== undefined && instant > afterMs) return instant;
    cursor = candidate;
  }
  return null;
}

/** Next run of a 5-field expression in `timeZone` after `afterMs`, in milliseconds; null if it never runs again. */
export function nextRunAt(expression: string, timeZone: string, afterMs: number): number | null {
  const { times } = analyseOrThrow(expression);
  return nextRunInZone((afterNaiveMs) => nextMatch(times, afterNaiveMs), timeZone, afterMs);
}
