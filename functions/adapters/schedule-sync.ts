import { toAwsCron } from '#shared/cron';
import { config } from '#shared/config';
import { jsonServiceError, sendSigned, serviceUrl } from './signed-requests.ts';

/** What EventBridge Scheduler needs to know of a schedule. */
export interface SyncedSchedule {
  id: string;
  user_id: string;
  cron: string;
  timezone: string;
  active: boolean;
}

/** What the schedule-target function receives; the time is filled in by EventBridge Scheduler at each run. */
export interface ScheduleTargetInput {
  user_id: string;
  schedule_id: string;
  /** ISO 8601 time the run was due, e.g. 2026-03-09T06:30:00Z. */
  scheduled_time?: string;
}

/** EventBridge Scheduler's context attribute for the due time of a run. */
const SCHEDULED_TIME = '<aws.scheduler.scheduled-time>';

const setting = (name: 'SCHEDULE_GROUP_NAME' | 'SCHEDULE_TARGET_ARN' | 'SCHEDULER_ROLE_ARN'): string => config.required(name);

/** Tries of one call, as the SDK's client made them. */
const ATTEMPTS = 3;

/**
 * One EventBridge Scheduler call (REST JSON on /schedules/{Name}), signed and
 * sent without the Scheduler client (about 30 KB of the bundles that write
 * schedules). Errors keep the service's names: ResourceNotFoundException, ConflictException.
 */
async function schedulerCall(method: 'POST' | 'PUT' | 'DELETE', name: string, body?: object): Promise<void> {
  const url = serviceUrl('scheduler', `/schedules/${encodeURIComponent(name)}`, config.awsEndpoint('SCHEDULER'));
  const response = await sendSigned({
    service: 'scheduler',
    method,
    url,
    ...(body
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : { query: { groupName: setting('SCHEDULE_GROUP_NAME') } }),
  }, jsonServiceError, ATTEMPTS);
  await response.body?.cancel();
}

const isNamed = (error: unknown, name: string): boolean => (error as Error).name === name;

function scheduleDefinition(schedule: SyncedSchedule): object {
  const input: ScheduleTargetInput = { user_id: schedule.user_id, schedule_id: schedule.id, scheduled_time: SCHEDULED_TIME };
  return {
    GroupName: setting('SCHEDULE_GROUP_NAME'),
    ScheduleExpression: toAwsCron(schedule.cron),
    ScheduleExpressionTimezone: schedule.timezone,
    State: schedule.active ? 'ENABLED' : 'DISABLED',
    FlexibleTimeWindow: { Mode: 'OFF' },
    Target: {
      Arn: setting('SCHEDULE_TARGET_ARN'),
      RoleArn: setting('SCHEDULER_ROLE_ARN'),
      Input: JSON.stringify(input),
      // A run that cannot start within the hour is better dropped than delivered late.
      RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 },
    },
  };
}

/**
 * Makes the EventBridge Scheduler schedule named after the schedule id match it:
 * expression, time zone and state. Updates, or creates when missing, so a retry
 * after a partial failure converges.
 */
export async function syncSchedule(schedule: SyncedSchedule): Promise<void> {
  const definition = scheduleDefinition(schedule);
  try {
    await schedulerCall('PUT', schedule.id, definition);
  } catch (error) {
    if (!isNamed(error, 'ResourceNotFoundException')) throw error;
    try {
      await schedulerCall('POST', schedule.id, definition);
    } catch (createError) {
      // Created concurrently by another request: the update makes it ours.
      if (!isNamed(createError, 'ConflictException')) throw createError;
      await schedulerCall('PUT', schedule.id, definition);
    }
  }
}

/** Deletes the EventBridge Scheduler schedule; one already gone is fine. */
export async function unsyncSchedule(scheduleId: string): Promise<void> {
  try {
    await schedulerCall('DELETE', scheduleId);
  } catch (error) {
    if (!isNamed(error, 'ResourceNotFoundException')) throw error;
  }
}
