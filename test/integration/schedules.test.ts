import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ResourceNotFoundException } from '@aws-sdk/client-scheduler';
import { createApiKey } from '#domain/access/api-keys';
import { acquireBriefingLock } from '#domain/briefings/lock';
import { nowSeconds } from '#shared/clock';
import { nextRunAt } from '#shared/cron';
import { setPlan } from '#store/access/accounts';
import { getScheduleRecord } from '#store/catalogue/schedules';
import { handler as scheduleTarget } from '../../functions/tasks/schedule-target.ts';
import { useLocalStack, type TestAccount } from '../helpers/local-stack.ts';
import { scheduleTwin } from '../helpers/scheduler-twin.ts';

const { call, newAccount } = useLocalStack();

interface Owner extends TestAccount {
  profileId: string;
}

async function newOwner(scopes?: Parameters<typeof newAccount>[0]): Promise<Owner> {
  const account = await newAccount(scopes);
  const profile = await call('/profiles', { method: 'POST', token: account.key, body: { name: 'Morning' } });
  assert.equal(profile.status, 201);
  return { ...account, profileId: profile.body.data.id };
}

const weekdayMornings = (owner: Owner, extra: Record<string, unknown> = {}) => ({
  profile_id: owner.profileId,
  cron: '0 7 * * 1-5',
  timezone: 'Europe/Berlin',
  delivery_method: 'email',
  destination: 'reader@example.com',
  ...extra,
});

async function createSchedule(owner: Owner, body: Record<string, unknown> = weekdayMornings(owner)) {
  const response = await call('/schedules', { method: 'POST', token: owner.key, body });
  assert.equal(response.status, 201, JSON.stringify(response.body));
  return response.body.data;
}

/** The EventBridge Scheduler schedule of a schedule id, read through the SDK from the local Scheduler. */
const twin = (scheduleId: string) =>
  scheduleTwin(scheduleId);

function assertNextRun(schedule: { cron: string; timezone: string; next_run_at: number | null }, before: number, after: number) {
  const expected = [before, after].map((at) => Math.floor(nextRunAt(schedule.cron, schedule.timezone, at)! / 1000));
  assert.ok(expected.includes(schedule.next_run_at!), `next_run_at ${schedule.next_run_at} is one of ${expected.join(', ')}`);
}

describe('schedules', () => {
  it('creates a schedule, its EventBridge twin, and reads it back', async () => {
    const owner = await newOwner();
    const before = Date.now();
    const schedule = await createSchedule(owner);
    assert.match(schedule.id, /^sch_[0-9a-z]{26}$/);
    assert.deepEqual({ ...schedule, id: undefined, created_at: undefined, updated_at: undefined, next_run_at: undefined }, {
      id: undefined,
      profile_id: owner.profileId,
      cron: '0 7 * * 1-5',
      timezone: 'Europe/Berlin',
      delivery_method: 'email',
      destination: 'reader@example.com',
      active: true,
      created_at: undefined,
      updated_at: undefined,
      next_run_at: undefined,
      last_run_at: null,
      last_run_status: null,
      last_run_error: null,
      last_job_id: null,
    });
    assert.ok(Math.abs(schedule.created_at - nowSeconds()) < 60);
    assertNextRun(schedule, before, Date.now());
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', weekday: 'short', hour: '2-digit', minute: '2-digit' })
      .format(new Date(schedule.next_run_at * 1000));
    assert.match(local, /^(Mon|Tue|Wed|Thu|Fri) 07:00$/);

    const read = await call(`/schedules/${schedule.id}`, { token: owner.key });
    assert.equal(read.status, 200);
    assert.deepEqual(read.body.data, schedule);

    const aws = await twin(schedule.id);
    assert.equal(aws.ScheduleExpression, 'cron(0 7 ? * MON-FRI *)');
    assert.equal(aws.ScheduleExpressionTimezone, 'Europe/Berlin');
    assert.equal(aws.State, 'ENABLED');
    assert.equal(aws.FlexibleTimeWindow?.Mode, 'OFF');
    assert.equal(aws.Target?.Arn, process.env.SCHEDULE_TARGET_ARN);
    assert.equal(aws.Target?.RoleArn, process.env.SCHEDULER_ROLE_ARN);
    assert.deepEqual(JSON.parse(aws.Target?.Input ?? '{}'), {
      user_id: owner.userId,
      schedule_id: schedule.id,
      scheduled_time: '<aws.scheduler.scheduled-time>',
    });
  });

  it('lists newest first, pages, and filters by profile', async () => {
    const owner = await newOwner();
    const second = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Evening' } });
    const first = await createSchedule(owner);
    const middle = await createSchedule(owner, weekdayMornings(owner, { delivery_method: 'webhook', destination: null }));
    const last = await createSchedule(owner, weekdayMornings(owner, { profile_id: second.body.data.id, timezone: 'UTC' }));

    const all = await call('/schedules', { token: owner.key });
    assert.equal(all.status, 200);
    assert.deepEqual(all.body.data.map((item: { id: string }) => item.id), [last.id, middle.id, first.id]);
    assert.deepEqual(all.body.pagination, { total: 3, limit: 20, offset: 0 });

    const paged = await call('/schedules?limit=1&offset=1', { token: owner.key });
    assert.deepEqual(paged.body.data.map((item: { id: string }) => item.id), [middle.id]);
    assert.deepEqual(paged.body.pagination, { total: 3, limit: 1, offset: 1 });

    const ofProfile = await call(`/schedules?profile_id=${owner.profileId}`, { token: owner.key });
    assert.deepEqual(ofProfile.body.data.map((item: { id: string }) => item.id), [middle.id, first.id]);
    assert.equal(ofProfile.body.pagination.total, 2);

    const unknownFilter = await call('/schedules?colour=red', { token: owner.key });
    assert.equal(unknownFilter.status, 400);
  });

  it('updates fields and keeps the EventBridge twin in step', async () => {
    const owner = await newOwner();
    const schedule = await createSchedule(owner);

    const moved = await call(`/schedules/${schedule.id}`, {
      method: 'PATCH', token: owner.key, body: { cron: '*/30 6-9 * * *', timezone: 'america/new_york' },
    });
    assert.equal(moved.status, 200);
    assert.equal(moved.body.data.cron, '*/30 6-9 * * *');
    assert.equal(moved.body.data.timezone, 'America/New_York');
    assert.ok(moved.body.data.updated_at >= schedule.updated_at);
    assertNextRun(moved.body.data, Date.now() - 5_000, Date.now());
    let aws = await twin(schedule.id);
    assert.equal(aws.ScheduleExpression, 'cron(0/30 6-9 * * ? *)');
    assert.equal(aws.ScheduleExpressionTimezone, 'America/New_York');

    const toWebhook = await call(`/schedules/${schedule.id}`, { method: 'PATCH', token: owner.key, body: { delivery_method: 'webhook' } });
    assert.equal(toWebhook.status, 200);
    assert.equal(toWebhook.body.data.destination, null, 'webhook delivery drops the destination');

    const toTelegram = await call(`/schedules/${schedule.id}`, {
      method: 'PATCH', token: owner.key, body: { delivery_method: 'telegram', destination: '@morning_news' },
    });
    assert.equal(toTelegram.status, 200);
    assert.equal(toTelegram.body.data.destination, '@morning_news');

    const off = await call(`/schedules/${schedule.id}`, { method: 'PATCH', token: owner.key, body: { active: false } });
    assert.equal(off.status, 200);
    assert.equal(off.body.data.active, false);
    assert.equal(off.body.data.next_run_at, null);
    aws = await twin(schedule.id);
    assert.equal(aws.State, 'DISABLED');
  });

  it('pauses and resumes idempotently', async () => {
    const owner = await newOwner();
    const schedule = await createSchedule(owner);

    const paused = await call(`/schedules/${schedule.id}/pause`, { method: 'POST', token: owner.key });
    assert.equal(paused.status, 200);
    assert.equal(paused.body.data.active, false);
    assert.equal(paused.body.data.next_run_at, null);
    assert.equal((await twin(schedule.id)).State, 'DISABLED');

    const again = await call(`/schedules/${schedule.id}/pause`, { method: 'POST', token: owner.key });
    assert.equal(again.status, 200);
    assert.deepEqual(again.body.data, paused.body.data, 'pausing a paused schedule returns it unchanged');
    assert.equal((await twin(schedule.id)).State, 'DISABLED');

    const resumed = await call(`/schedules/${schedule.id}/resume`, { method: 'POST', token: owner.key });
    assert.equal(resumed.status, 200);
    assert.equal(resumed.body.data.active, true);
    assertNextRun(resumed.body.data, Date.now() - 5_000, Date.now());
    assert.equal((await twin(schedule.id)).State, 'ENABLED');

    const resumedAgain = await call(`/schedules/${schedule.id}/resume`, { method: 'POST', token: owner.key });
    assert.equal(resumedAgain.status, 200);
    assert.equal(resumedAgain.body.data.updated_at, resumed.body.data.updated_at);
    assert.equal(resumedAgain.body.data.active, true);
  });

  it('deletes a schedule and its EventBridge twin', async () => {
    const owner = await newOwner();
    const schedule = await createSchedule(owner);
    const deleted = await call(`/schedules/${schedule.id}`, { method: 'DELETE', token: owner.key });
    assert.equal(deleted.status, 200);
    assert.deepEqual(deleted.body.data, { id: schedule.id, deleted: true });
    assert.equal((await call(`/schedules/${schedule.id}`, { token: owner.key })).status, 404);
    await assert.rejects(twin(schedule.id), ResourceNotFoundException);
    assert.equal((await call(`/schedules/${schedule.id}`, { method: 'DELETE', token: owner.key })).status, 404);
  });

  it('validates every field of the create body and names it', async () => {
    const owner = await newOwner();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ cron: undefined }, /cron: is required/],
      [{ profile_id: undefined }, /profile_id: is required/],
      [{ profile_id: '' }, /profile_id:/],
      [{ delivery_method: undefined }, /delivery_method: is required/],
      [{ delivery_method: 'sms' }, /delivery_method:/],
      [{ cron: '* * * *' }, /cron: .*length/i],
      [{ cron: `0 7 * * ${'1,'.repeat(50)}1` }, /cron: .*length/i],
      [{ cron: '0 7 * * * *' }, /cron: expected 5 fields \(minute hour day-of-month month day-of-week\), got 6/],
      [{ cron: '0 25 * * *' }, /cron: hour 25 is outside 0-23/],
      [{ cron: '*/90 * * * *' }, /cron: .*steps cannot be greater/],
      [{ cron: '0 7 1 * 1-5' }, /cron: restricts both day-of-month and day-of-week.*AWS EventBridge Scheduler cannot express/],
      [{ cron: 42 }, /cron:/],
      [{ timezone: 'Mars/Olympus' }, /timezone: must be an IANA time zone name/],
      [{ timezone: '+05:00' }, /timezone:/],
      [{ destination: undefined }, /destination: is required for email delivery/],
      [{ destination: 'not-an-address' }, /destination: must be an e-mail address/],
      [{ delivery_method: 'telegram', destination: 'my channel' }, /destination: must be a numeric Telegram chat id or an @channel/],
      [{ delivery_method: 'whatsapp', destination: '0049 170 1234567' }, /destination: must be an E\.164 phone number/],
      [{ delivery_method: 'webhook', destination: 'https://example.com/hook' }, /destination: must be null for webhook delivery/],
      [{ active: false }, /active: unknown field/],
    ];
    for (const [change, message] of cases) {
      const body = { ...weekdayMornings(owner), ...change };
      const response = await call('/schedules', { method: 'POST', token: owner.key, body });
      assert.equal(response.status, 400, JSON.stringify(change));
      assert.equal(response.body.error, 'validation_error');
      assert.match(response.body.message, message, JSON.stringify(change));
    }
    const fine: Array<Record<string, unknown>> = [
      { delivery_method: 'telegram', destination: '-1001234567890' },
      { delivery_method: 'whatsapp', destination: '+491701234567', timezone: undefined },
      { delivery_method: 'webhook', destination: undefined },
    ];
    for (const change of fine) {
      const created = await createSchedule(owner, { ...weekdayMornings(owner), ...change });
      assert.equal(created.delivery_method, change.delivery_method);
    }
    const listed = await call('/schedules', { token: owner.key });
    assert.equal(listed.body.pagination.total, fine.length, 'no invalid request wrote a schedule');
    assert.equal(listed.body.data[1].timezone, 'UTC', 'timezone defaults to UTC');
    assert.equal(listed.body.data[0].destination, null);
  });

  it('validates updates against the resulting schedule', async () => {
    const owner = await newOwner();
    const schedule = await createSchedule(owner);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{}, /body: give at least one field to change/],
      [{ cron: '0 7 1 * MON' }, /cron: restricts both/],
      [{ timezone: 'Nowhere/City' }, /timezone:/],
      [{ active: 'yes' }, /active:/],
      [{ delivery_method: 'whatsapp' }, /destination: must be an E\.164 phone number/],
      [{ destination: null }, /destination: is required for email delivery/],
      [{ profile_id: owner.profileId }, /profile_id: unknown field/],
    ];
    for (const [body, message] of cases) {
      const response = await call(`/schedules/${schedule.id}`, { method: 'PATCH', token: owner.key, body });
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.match(response.body.message, message, JSON.stringify(body));
    }
    const unchanged = await call(`/schedules/${schedule.id}`, { token: owner.key });
    assert.deepEqual(unchanged.body.data, schedule);
  });

  it('answers 404 for another account on every id route and writes nothing', async () => {
    const owner = await newOwner();
    const stranger = await newOwner();
    const schedule = await createSchedule(owner);
    const attempts: Array<[string, string, unknown]> = [
      ['GET', `/schedules/${schedule.id}`, undefined],
      ['PATCH', `/schedules/${schedule.id}`, { active: false }],
      ['DELETE', `/schedules/${schedule.id}`, undefined],
      ['POST', `/schedules/${schedule.id}/pause`, undefined],
      ['POST', `/schedules/${schedule.id}/resume`, undefined],
      ['GET', '/schedules/sch_doesnotexist', undefined],
    ];
    for (const [method, path, body] of attempts) {
      const response = await call(path, { method, token: stranger.key, body });
      assert.equal(response.status, 404, `${method} ${path}`);
      assert.equal(response.body.error, 'not_found');
    }
    const foreignProfile = await call('/schedules', { method: 'POST', token: stranger.key, body: weekdayMornings(owner) });
    assert.equal(foreignProfile.status, 404);
    assert.match(foreignProfile.body.message, /Profile/);

    assert.deepEqual((await call(`/schedules/${schedule.id}`, { token: owner.key })).body.data, schedule);
    assert.equal((await twin(schedule.id)).State, 'ENABLED');
    assert.equal((await call('/schedules', { token: stranger.key })).body.pagination.total, 0);
  });

  it('needs the write scope to change and the read scope to look', async () => {
    const owner = await newOwner();
    const schedule = await createSchedule(owner);
    const reader = await createApiKey(owner.userId, { name: 'read only', scopes: ['read'] });
    const writes: Array<[string, string, unknown]> = [
      ['POST', '/schedules', weekdayMornings(owner)],
      ['PATCH', `/schedules/${schedule.id}`, { active: false }],
      ['DELETE', `/schedules/${schedule.id}`, undefined],
      ['POST', `/schedules/${schedule.id}/pause`, undefined],
      ['POST', `/schedules/${schedule.id}/resume`, undefined],
    ];
    for (const [method, path, body] of writes) {
      const response = await call(path, { method, token: reader.key, body });
      assert.equal(response.status, 403, `${method} ${path}`);
      assert.match(response.body.message, /'write' scope/);
    }
    assert.equal((await call('/schedules', { token: reader.key })).status, 200);
    const usageOnly = await createApiKey(owner.userId, { name: 'usage only', scopes: ['usage:read'] });
    const denied = await call('/schedules', { token: usageOnly.key });
    assert.equal(denied.status, 403);
    assert.match(denied.body.message, /'read' scope/);
    assert.equal((await call(`/schedules/${schedule.id}`, { token: usageOnly.key })).status, 403);
  });

  it('refuses new schedules while the subscription is cancelled', async () => {
    const owner = await newOwner();
    await setPlan(owner.userId, 'cancelled');
    const refused = await call('/schedules', { method: 'POST', token: owner.key, body: weekdayMornings(owner) });
    assert.equal(refused.status, 403);
    assert.match(refused.body.message, /subscription is cancelled/);
    assert.equal((await call('/schedules', { token: owner.key })).body.pagination.total, 0);
  });
});

describe('schedule target', () => {
  it('starts a scheduled briefing once per due time and records it', async () => {
    const owner = await newOwner();
    const schedule = await createSchedule(owner);
    const event = { user_id: owner.userId, schedule_id: schedule.id, scheduled_time: '2026-01-05T06:00:00Z' };
    const outcome = await scheduleTarget(event);
    assert.equal(outcome.status, 'started');
    const jobId = outcome.status === 'started' ? outcome.job_id : '';
    const briefing = await call(`/briefings/${jobId}`, { token: owner.key });
    assert.equal(briefing.status, 200);

    const recorded = (await call(`/schedules/${schedule.id}`, { token: owner.key })).body.data;
    assert.equal(recorded.last_run_status, 'started');
    assert.equal(recorded.last_job_id, jobId);
    assert.equal(recorded.last_run_error, null);
    assert.ok(Math.abs(recorded.last_run_at - nowSeconds()) < 60);

    assert.deepEqual(await scheduleTarget(event), outcome, 'a repeated delivery of the same run returns the same job');
  });

  it('records a skipped run when a briefing of the profile is still running, without throwing', async () => {
    const owner = await newOwner();
    const schedule = await createSchedule(owner);
    await acquireBriefingLock(owner.userId, owner.profileId, 'job_running', nowSeconds());
    const outcome = await scheduleTarget({ user_id: owner.userId, schedule_id: schedule.id, scheduled_time: '2026-01-05T06:00:00Z' });
    assert.equal(outcome.status, 'skipped');
    const recorded = await getScheduleRecord(owner.userId, schedule.id);
    assert.equal(recorded?.last_run_status, 'skipped');
    assert.match(recorded?.last_run_error ?? '', /already queued or running/);
    assert.equal(recorded?.last_job_id, undefined);
  });

  it('skips paused and deleted schedules without recording a run', async () => {
    const owner = await newOwner();
    const schedule = await createSchedule(owner);
    await call(`/schedules/${schedule.id}/pause`, { method: 'POST', token: owner.key });
    assert.deepEqual(await scheduleTarget({ user_id: owner.userId, schedule_id: schedule.id }), { status: 'skipped', reason: 'schedule is paused' });
    assert.equal((await getScheduleRecord(owner.userId, schedule.id))?.last_run_at, undefined);

    await call(`/schedules/${schedule.id}`, { method: 'DELETE', token: owner.key });
    assert.deepEqual(
      await scheduleTarget({ user_id: owner.userId, schedule_id: schedule.id }),
      { status: 'skipped', reason: 'schedule no longer exists' },
    );
    assert.equal(await getScheduleRecord(owner.userId, schedule.id), undefined, 'recording a run never recreates a deleted schedule');
  });
});
