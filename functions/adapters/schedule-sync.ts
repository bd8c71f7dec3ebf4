import {
  ConflictException,
  CreateScheduleCommand,
  type CreateScheduleCommandInput,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { toAwsCron } from '#shared/cron';
import { config } from '#shared/config';
import { scheduler } from './aws.ts';

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

function scheduleDefinition(schedule: SyncedSchedule): CreateScheduleCommandInput {
  const input: ScheduleTargetInput = { user_id: schedule.user_id, schedule_id: schedule.id, scheduled_time: SCHEDULED_TIME };
  return {
    Name: schedule.id,
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
    await scheduler().send(new UpdateScheduleCommand(definition));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    try {
      await scheduler().send(new CreateScheduleCommand(definition));
    } catch (createError) {
      // Created concurrently by another request: the update makes it ours.
      if (!(createError instanceof ConflictException)) throw createError;
      await scheduler().send(new UpdateScheduleCommand(definition));
    }
  }
}

/** Deletes the EventBridge Scheduler schedule; one already gone is fine. */
export async function unsyncSchedule(scheduleId: string): Promise<void> {
  try {
    await scheduler().send(new DeleteScheduleCommand({ Name: scheduleId, GroupName: setting('SCHEDULE_GROUP_NAME') }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
}
