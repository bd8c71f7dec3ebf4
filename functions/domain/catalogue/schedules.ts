import { syncSchedule } from '#adapters/schedule-sync';
import type { CreateScheduleInput, Schedule, ScheduleListQueryInput, UpdateScheduleInput } from '#schemas/catalogue/schedules';
import type { Page } from '#store/pagination';
import {
  deleteScheduleRecord, getScheduleRecord, listScheduleRecords, putSchedule, type ScheduleRecord, updateScheduleRecord,
} from '#store/catalogue/schedules';
import { getProfileRecord } from '#store/catalogue/profiles';
import { accountSlot, profileSlot, withClaims } from '#store/claims';
import { nowSeconds } from '#shared/clock';
import { nextRunAt } from '#shared/cron';
import { NotFoundError, ValidationError } from '#shared/errors';
import { newId } from '#shared/ids';
import { removeSchedule } from './profile-schedules.ts';
import { getProfile } from './profiles.ts';
import { destinationProblem, type DeliveryMethod } from '#schemas/catalogue/destinations';
import { assertActiveSubscription } from '#domain/delivery';

export type { Schedule };

function toSchedule(record: ScheduleRecord, nowMs = Date.now()): Schedule {
  const next = record.active ? nextRunAt(record.cron, record.timezone, nowMs) : null;
  return {
    id: record.id,
    profile_id: record.profile_id,
    cron: record.cron,
    timezone: record.timezone,
    delivery_method: record.delivery_method,
    destination: record.destination,
    active: record.active,
    created_at: record.created_at,
    updated_at: record.updated_at,
    next_run_at: next === null ? null : Math.floor(next / 1000),
    last_run_at: record.last_run_at ?? null,
    last_run_status: record.last_run_status ?? null,
    last_run_error: record.last_run_error ?? null,
    last_job_id: record.last_job_id ?? null,
  };
}

function assertDestination(method: DeliveryMethod, destination: string | null): void {
  const problem = destinationProblem(method, destination);
  if (problem) throw new ValidationError(problem);
}

async function ownRecord(userId: string, scheduleId: string): Promise<ScheduleRecord> {
  const record = await getScheduleRecord(userId, scheduleId);
  if (!record) throw new NotFoundError('Schedule', scheduleId);
  return record;
}

/**
 * Creates a schedule for one of the caller's profiles and its EventBridge
 * Scheduler twin. If the twin cannot be created the item is removed again,
 * so the request can simply be retried. The account's and the profile's caps
 * are claimed first; a profile whose deletion began meanwhile takes the new
 * schedule with it (404, as if the profile had gone first).
 */
export async function createSchedule(userId: string, input: CreateScheduleInput): Promise<Schedule> {
  assertDestination(input.delivery_method, input.destination);
  await assertActiveSubscription(userId);
  await getProfile(userId, input.profile_id);
  const now = nowSeconds();
  const record: ScheduleRecord = {
    id: newId('sch'),
    user_id: userId,
    profile_id: input.profile_id,
    cron: input.cron,
    timezone: input.timezone,
    delivery_method: input.delivery_method,
    destination: input.destination,
    active: true,
    created_at: now,
    updated_at: now,
  };
  await withClaims([accountSlot(userId, 'schedules'), profileSlot(userId, input.profile_id, 'schedules')], async () => {
    await putSchedule(record);
    try {
      await syncSchedule(record);
    } catch (error) {
      await deleteScheduleRecord(userId, record.id);
      throw error;
    }
  });
  if (!(await getProfileRecord(userId, input.profile_id))) {
    await removeSchedule(userId, record);
    throw new NotFoundError('Profile', input.profile_id);
  }
  return toSchedule(record);
}

export const getSchedule = async (userId: string, scheduleId: string): Promise<Schedule> => toSchedule(await ownRecord(userId, scheduleId));

export async function listSchedules(userId: string, query: ScheduleListQueryInput): Promise<Page<Schedule>> {
  const result = await listScheduleRecords(userId, query, query.profile_id);
  const nowMs = Date.now();
  return { ...result, items: result.items.map((record) => toSchedule(record, nowMs)) };
}

/**
 * Partial update. Switching to webhook delivery drops the destination unless
 * one is given; any other method must end up with a destination that suits it.
 */
export async function updateSchedule(userId: string, scheduleId: string, changes: UpdateScheduleInput): Promise<Schedule> {
  const current = await ownRecord(userId, scheduleId);
  const method = changes.delivery_method ?? current.delivery_method;
  const destination = changes.destination !== undefined ? changes.destination : method === 'webhook' ? null : current.destination;
  assertDestination(method, destination);
  const updated = await updateScheduleRecord(current, {
    cron: changes.cron,
    timezone: changes.timezone,
    delivery_method: method,
    destination,
    active: changes.active,
    updated_at: nowSeconds(),
  });
  if (!updated) throw new NotFoundError('Schedule', scheduleId);
  await syncSchedule(updated);
  return toSchedule(updated);
}

/**
 * Pause (false) and resume (true). Idempotent: a schedule already in the asked
 * state is returned unchanged, and its EventBridge twin is brought in line.
 */
export async function setScheduleActive(userId: string, scheduleId: string, active: boolean): Promise<Schedule> {
  const current = await ownRecord(userId, scheduleId);
  const record = current.active === active
    ? current
    : await updateScheduleRecord(current, { active, updated_at: nowSeconds() });
  if (!record) throw new NotFoundError('Schedule', scheduleId);
  await syncSchedule(record);
  return toSchedule(record);
}

/** Deletes the EventBridge twin first, so a failed request leaves the item to retry with. */
export async function deleteSchedule(userId: string, scheduleId: string): Promise<{ id: string; deleted: true }> {
  const record = await ownRecord(userId, scheduleId);
  if (!(await removeSchedule(userId, record))) throw new NotFoundError('Schedule', scheduleId);
  return { id: scheduleId, deleted: true };
}
