import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Cron } from 'croner';
import fc from 'fast-check';
import { cronProblem, nextRunAt, toAwsCron } from '#shared/cron';
import { ValidationError } from '#shared/errors';
import { parseAwsCron } from '#local/schedule-runner';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('toAwsCron', () => {
  const conversions: Array<[unix: string, aws: string]> = [
    ['0 9 * * *', 'cron(0 9 * * ? *)'],
    ['0 9 * * 1-5', 'cron(0 9 ? * MON-FRI *)'],
    ['0 9 * * mon-fri', 'cron(0 9 ? * MON-FRI *)'],
    ['*/15 * * * *', 'cron(0/15 * * * ? *)'],
    ['0 */2 * * *', 'cron(0 0/2 * * ? *)'],
    ['0 6 */2 * *', 'cron(0 6 1/2 * ? *)'],
    ['0 0 1 */3 *', 'cron(0 0 1 1/3 ? *)'],
    ['30 2 15 * *', 'cron(30 2 15 * ? *)'],
    ['0 7 1 JAN,jul *', 'cron(0 7 1 1,7 ? *)'],
    ['0 9 * * 0', 'cron(0 9 ? * SUN *)'],
    ['0 9 * * 7', 'cron(0 9 ? * SUN *)'],
    ['0 9 * * 0,7', 'cron(0 9 ? * SUN *)'],
    ['0 9 * * 6,0', 'cron(0 9 ? * SUN,SAT *)'],
    ['0 9 * * 5-7', 'cron(0 9 ? * SUN,FRI-SAT *)'],
    ['0 9 * * 1,3,5', 'cron(0 9 ? * MON,WED,FRI *)'],
    ['0 9 * * */2', 'cron(0 9 ? * SUN,TUE,THU,SAT *)'],
    ['0 8-18/2 * * *', 'cron(0 8,10,12,14,16,18 * * ? *)'],
    ['*/5 9-17 * * 1-5', 'cron(0/5 9-17 ? * MON-FRI *)'],
    ['*/20,7 * * * *', 'cron(0,20,40,7 * * * ? *)'],
    ['  45 23 28-31 * * ', 'cron(45 23 28-31 * ? *)'],
    ['0 9 * * */7', 'cron(0 9 ? * SUN *)'],
    ['0 0 29 2 *', 'cron(0 0 29 2 ? *)'],
  ];
  for (const [unix, aws] of conversions) {
    it(`${unix} -> ${aws}`, () => {
      assert.equal(cronProblem(unix), undefined);
      assert.equal(toAwsCron(unix), aws);
    });
  }

  const rejections: Array<[unix: string, reason: RegExp]> = [
    ['0 9 1 * 1', /restricts both day-of-month and day-of-week.*AWS EventBridge Scheduler cannot express/],
    ['0 9 1-7 * MON', /restricts both day-of-month and day-of-week/],
    ['0 9 */2 * 1-5', /restricts both day-of-month and day-of-week/],
    ['0 9 * * * *', /^expected 5 fields \(minute hour day-of-month month day-of-week\), got 6$/],
    ['@midnight', /^expected 5 fields .*got 1$/],
    ['61 * * * *', /^minute 61 is outside 0-59$/],
    ['0 24 * * *', /^hour 24 is outside 0-23$/],
    ['0 0 0 * *', /^day-of-month 0 is outside 1-31$/],
    ['0 0 * 13 *', /^month 13 is outside 1-12$/],
    ['0 9 * * 8', /^day-of-week 8 is outside 0-7$/],
    ['0 9 * FOO *', /month 'FOO' is neither a number nor a name/],
    ['0 9 L * *', /day-of-month 'L'/],
    ['0 9 ? * *', /day-of-month '\?' is not 5-field Unix cron syntax/],
    ['0 9 * * 1#2', /day-of-week '1#2' is not 5-field Unix cron syntax/],
    ['5/5 * * * *', /steps from a single value/],
    ['*/0 * * * *', /step must be at least 1/],
    ['5-1 * * * *', /range '5-1' runs backwards/],
    ['*/90 * * * *', /steps cannot be greater than/],
    ['0 9 * * */8', /^day-of-week steps cannot be greater than 7/],
    ['0 0 30 2 *', /never matches a date/],
  ];
  for (const [unix, reason] of rejections) {
    it(`rejects ${unix}`, () => {
      assert.match(cronProblem(unix) ?? 'accepted', reason);
      assert.throws(() => toAwsCron(unix), (error: unknown) => error instanceof ValidationError && /^cron: /.test(error.message));
    });
  }
});

describe('nextRunAt', () => {
  it('reads the expression in the time zone', () => {
    // Friday 2026-01-02 10:00 UTC; weekdays 09:00 in Berlin (UTC+1 in winter) -> Monday 08:00 UTC.
    assert.equal(iso(nextRunAt('0 9 * * 1-5', 'Europe/Berlin', Date.parse('2026-01-02T10:00:00Z'))), '2026-01-05T08:00:00.000Z');
    assert.equal(iso(nextRunAt('0 9 * * *', 'Asia/Kolkata', Date.parse('2026-06-01T00:00:00Z'))), '2026-06-01T03:30:00.000Z');
    assert.equal(iso(nextRunAt('0 9 * * *', 'UTC', Date.parse('2026-06-01T09:00:00Z'))), '2026-06-02T09:00:00.000Z', 'strictly after');
  });

  it('skips a time inside the spring-forward gap', () => {
    // 2026-03-08 02:00 EST jumps to 03:00 EDT in New York: 02:30 does not exist that day.
    assert.equal(iso(nextRunAt('30 2 * * *', 'America/New_York', Date.parse('2026-03-07T12:00:00Z'))), '2026-03-09T06:30:00.000Z');
    assert.equal(iso(nextRunAt('*/30 * * * *', 'America/New_York', Date.parse('2026-03-08T06:45:00Z'))), '2026-03-08T07:00:00.000Z');
  });

  it('runs a repeated fall-back time once, at its first occurrence', () => {
    // 2026-11-01 02:00 EDT falls back to 01:00 EST: 01:30 occurs at 05:30Z and again at 06:30Z.
    assert.equal(iso(nextRunAt('30 1 * * *', 'America/New_York', Date.parse('2026-11-01T04:00:00Z'))), '2026-11-01T05:30:00.000Z');
    assert.equal(iso(nextRunAt('30 1 * * *', 'America/New_York', Date.parse('2026-11-01T05:30:00Z'))), '2026-11-02T06:30:00.000Z');
    assert.equal(iso(nextRunAt('*/30 * * * *', 'America/New_York', Date.parse('2026-11-01T05:30:00Z'))), '2026-11-01T07:00:00.000Z');
  });

  it('finds a leap day eight years away', () => {
    assert.equal(iso(nextRunAt('0 0 29 2 *', 'UTC', Date.parse('2097-03-01T00:00:00Z'))), '2104-02-29T00:00:00.000Z');
  });
});

describe('Unix and AWS forms agree', () => {
  const item = (min: number, max: number) => fc.oneof(
    fc.integer({ min, max }).map(String),
    fc.tuple(fc.integer({ min, max }), fc.integer({ min, max })).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`),
    fc.tuple(fc.integer({ min, max }), fc.integer({ min, max }), fc.integer({ min: 1, max: 9 }))
      .map(([a, b, step]) => `${Math.min(a, b)}-${Math.max(a, b)}/${step}`),
  );
  const field = (min: number, max: number) => fc.oneof(
    fc.constant('*'),
    fc.integer({ min: 1, max: max - min }).map((step) => `*/${step}`),
    fc.array(item(min, max), { minLength: 1, maxLength: 3 }).map((items) => items.join(',')),
  );
  const restricted = (min: number, max: number) => field(min, max).filter((text) => text !== '*');
  const days = fc.oneof(
    fc.constant(['*', '*']),
    fc.tuple(restricted(1, 31), fc.constant('*')),
    fc.tuple(fc.constant('*'), restricted(0, 7)),
  );
  const expression = fc.tuple(field(0, 59), field(0, 23), days, field(1, 12))
    .map(([minute, hour, [dayOfMonth, dayOfWeek], month]) => `${minute} ${hour} ${dayOfMonth} ${month} ${dayOfWeek}`);

  const nextRuns = (unix: string, count: number, start: Date) => {
    const runs: string[] = [];
    let at: number | null = start.getTime();
    while (runs.length < count) {
      at = nextRunAt(unix, 'UTC', at);
      if (at === null) break;
      runs.push(new Date(at).toISOString());
    }
    return runs;
  };

  // croner, a parser written apart from ours, reads both forms.
  it('fires at the same wall-clock times for any expressible expression', () => {
    fc.assert(fc.property(expression, fc.date({ min: new Date('2025-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }), (unix, start) => {
      fc.pre(cronProblem(unix) === undefined);
      const fromCroner = new Cron(unix, { mode: '5-part', timezone: 'UTC' }).nextRuns(12, start).map((date) => date.toISOString());
      const fromAws = parseAwsCron(toAwsCron(unix)).nextRuns(12, start).map((date) => date.toISOString());
      assert.deepEqual(nextRuns(unix, 12, start), fromCroner, unix);
      assert.deepEqual(fromAws, fromCroner, `${unix} vs ${toAwsCron(unix)}`);
    }), { numRuns: 200 });
  });
});
