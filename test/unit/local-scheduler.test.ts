import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  GetScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
  ValidationException,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import type { Clock } from '#local/schedule-runner';
import { startScheduler, type SchedulerEmulator } from '#local/scheduler';

const MINUTE = 60_000;

/** A clock that moves only when told to, running due timers in order. */
class FakeClock implements Clock {
  private timers: Array<{ due: number; callback: () => void }> = [];

  constructor(private current: number) {}

  now(): number {
    return this.current;
  }

  setTimer(callback: () => void, delayMs: number): () => void {
    const timer = { due: this.current + delayMs, callback };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((other) => other !== timer);
    };
  }

  set(ms: number): void {
    this.current = ms;
  }

  /** Moves one minute at a time up to `until`, firing timers as they fall due. */
  async advanceByMinutesTo(until: number): Promise<void> {
    while (this.current < until) {
      const target = Math.min(this.current + MINUTE, until);
      for (let next = this.nextDue(target); next; next = this.nextDue(target)) {
        this.timers = this.timers.filter((timer) => timer !== next);
        this.current = next.due;
        next.callback();
        await new Promise((resolve) => setImmediate(resolve));
      }
      this.current = target;
    }
  }

  private nextDue(limit: number) {
    return this.timers.filter((timer) => timer.due <= limit).sort((a, b) => a.due - b.due)[0];
  }
}

const clock = new FakeClock(0);
const invocations: Array<{ at: string; arn: string; event: Record<string, unknown> }> = [];
let emulator: SchedulerEmulator;
let client: SchedulerClient;

before(async () => {
  emulator = await startScheduler({
    clock,
    region: 'us-east-1',
    invokeTarget: async ({ arn, input }) => {
      invocations.push({ at: new Date(clock.now()).toISOString(), arn, event: JSON.parse(input ?? '{}') });
    },
  });
  client = new SchedulerClient({
    endpoint: emulator.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});
after(async () => {
  client.destroy();
  await emulator.stop();
});
beforeEach(() => {
  invocations.length = 0;
});

let names = 0;
function definition(expression: string, timezone: string, overrides: Partial<CreateScheduleCommandInput> = {}): CreateScheduleCommandInput {
  return {
    Name: `test-${++names}`,
    GroupName: 'briefings',
    ScheduleExpression: expression,
    ScheduleExpressionTimezone: timezone,
    FlexibleTimeWindow: { Mode: 'OFF' },
    Target: {
      Arn: 'arn:aws:lambda:us-east-1:000000000000:function:target',
      RoleArn: 'arn:aws:iam::000000000000:role/scheduler',
      Input: JSON.stringify({ schedule_id: 'sch_1', scheduled_time: '<aws.scheduler.scheduled-time>' }),
    },
    ...overrides,
  };
}

describe('local EventBridge Scheduler', () => {
  it('fires at the expected minutes with the input EventBridge would send', async () => {
    clock.set(Date.parse('2026-01-05T09:07:00Z'));
    const created = definition('cron(0/15 * * * ? *)', 'UTC');
    await client.send(new CreateScheduleCommand(created));
    await clock.advanceByMinutesTo(Date.parse('2026-01-05T10:07:00Z'));
    await client.send(new DeleteScheduleCommand({ Name: created.Name, GroupName: 'briefings' }));

    assert.deepEqual(invocations.map((call) => call.at), [
      '2026-01-05T09:15:00.000Z', '2026-01-05T09:30:00.000Z', '2026-01-05T09:45:00.000Z', '2026-01-05T10:00:00.000Z',
    ]);
    assert.equal(invocations[0]!.arn, created.Target!.Arn);
    assert.deepEqual(invocations[0]!.event, { schedule_id: 'sch_1', scheduled_time: '2026-01-05T09:15:00Z' });
  });

  it('reads the expression in its time zone, weekdays numbered from Sunday = 1', async () => {
    clock.set(Date.parse('2026-01-02T00:00:00Z'));
    const created = definition('cron(0 9 ? * MON-FRI *)', 'Europe/Berlin');
    await client.send(new CreateScheduleCommand(created));
    await clock.advanceByMinutesTo(Date.parse('2026-01-06T00:00:00Z'));
    await client.send(new DeleteScheduleCommand({ Name: created.Name, GroupName: 'briefings' }));
    assert.deepEqual(invocations.map((call) => call.at), ['2026-01-02T08:00:00.000Z', '2026-01-05T08:00:00.000Z']);
  });

  it('skips a time in the spring-forward gap (02:30 New York on 2026-03-08)', async () => {
    clock.set(Date.parse('2026-03-06T12:00:00Z'));
    const created = definition('cron(30 2 * * ? *)', 'America/New_York');
    await client.send(new CreateScheduleCommand(created));
    await clock.advanceByMinutesTo(Date.parse('2026-03-10T00:00:00Z'));
    await client.send(new DeleteScheduleCommand({ Name: created.Name, GroupName: 'briefings' }));
    assert.deepEqual(invocations.map((call) => call.at), ['2026-03-07T07:30:00.000Z', '2026-03-09T06:30:00.000Z']);
  });

  it('runs a repeated fall-back time once (01:30 New York on 2026-11-01)', async () => {
    clock.set(Date.parse('2026-10-31T12:00:00Z'));
    const created = definition('cron(30 1 * * ? *)', 'America/New_York');
    await client.send(new CreateScheduleCommand(created));
    await clock.advanceByMinutesTo(Date.parse('2026-11-02T12:00:00Z'));
    await client.send(new DeleteScheduleCommand({ Name: created.Name, GroupName: 'briefings' }));
    assert.deepEqual(invocations.map((call) => call.at), ['2026-11-01T05:30:00.000Z', '2026-11-02T06:30:00.000Z']);
  });

  it('stops firing when disabled or deleted, and answers as the real API does', async () => {
    clock.set(Date.parse('2026-01-05T09:00:00Z'));
    const created = definition('cron(* * * * ? *)', 'UTC');
    await client.send(new CreateScheduleCommand(created));
    await assert.rejects(client.send(new CreateScheduleCommand(created)), ConflictException);

    await client.send(new UpdateScheduleCommand({ ...created, State: 'DISABLED' }));
    const disabled = await client.send(new GetScheduleCommand({ Name: created.Name, GroupName: 'briefings' }));
    assert.equal(disabled.State, 'DISABLED');
    assert.equal(disabled.ScheduleExpression, 'cron(* * * * ? *)');
    assert.equal(disabled.Target?.Input, created.Target?.Input);
    assert.ok(disabled.CreationDate instanceof Date);
    await clock.advanceByMinutesTo(Date.parse('2026-01-05T09:10:00Z'));
    assert.equal(invocations.length, 0, 'a disabled schedule never fires');

    await client.send(new UpdateScheduleCommand({ ...created, State: 'ENABLED' }));
    await clock.advanceByMinutesTo(Date.parse('2026-01-05T09:12:00Z'));
    assert.deepEqual(invocations.map((call) => call.at), ['2026-01-05T09:11:00.000Z', '2026-01-05T09:12:00.000Z']);

    await client.send(new DeleteScheduleCommand({ Name: created.Name, GroupName: 'briefings' }));
    await clock.advanceByMinutesTo(Date.parse('2026-01-05T09:20:00Z'));
    assert.equal(invocations.length, 2, 'a deleted schedule never fires');
    await assert.rejects(client.send(new GetScheduleCommand({ Name: created.Name, GroupName: 'briefings' })), ResourceNotFoundException);
    await assert.rejects(client.send(new DeleteScheduleCommand({ Name: created.Name, GroupName: 'briefings' })), ResourceNotFoundException);
    await assert.rejects(client.send(new UpdateScheduleCommand(created)), ResourceNotFoundException);
  });

  it('keeps groups apart', async () => {
    const created = definition('cron(0 9 * * ? *)', 'UTC');
    await client.send(new CreateScheduleCommand(created));
    await assert.rejects(client.send(new GetScheduleCommand({ Name: created.Name, GroupName: 'other' })), ResourceNotFoundException);
    await client.send(new DeleteScheduleCommand({ Name: created.Name, GroupName: 'briefings' }));
  });

  it('rejects what EventBridge Scheduler rejects', async () => {
    const invalid: Array<[Partial<CreateScheduleCommandInput>, RegExp]> = [
      [{ ScheduleExpression: 'cron(0 9 * * MON *)' }, /exactly one of day-of-month and day-of-week must be \?/],
      [{ ScheduleExpression: 'cron(0 9 * * ?)' }, /6 fields/],
      [{ ScheduleExpression: 'cron(0 9 * * ? * *)' }, /6 fields/],
      [{ ScheduleExpression: 'cron(99 9 * * ? *)' }, /Invalid Schedule Expression/],
      [{ ScheduleExpressionTimezone: 'Mars/Olympus' }, /ScheduleExpressionTimezone/],
      [{ FlexibleTimeWindow: { Mode: 'SOMETIMES' as 'OFF' } }, /FlexibleTimeWindow/],
      [{ Name: 'no spaces allowed' }, /Name/],
    ];
    for (const [overrides, message] of invalid) {
      await assert.rejects(
        client.send(new CreateScheduleCommand(definition('cron(0 9 * * ? *)', 'UTC', overrides))),
        (error: unknown) => error instanceof ValidationException && message.test(error.message),
        JSON.stringify(overrides),
      );
    }
  });
});
