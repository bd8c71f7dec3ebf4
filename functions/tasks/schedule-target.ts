import type { Context } from 'aws-lambda';
import type { ScheduleTargetInput } from '#adapters/schedule-sync';
import { runScheduledBriefing, type ScheduleRunOutcome } from '#domain/briefings';
import { withInvocationContext } from '#shared/logger';

/**
 * The function EventBridge Scheduler invokes for every schedule; its event is
 * the schedule's target input. Locally the Scheduler emulator invokes it.
 */
export const handler = (event: ScheduleTargetInput, lambdaContext?: Context): Promise<ScheduleRunOutcome> =>
  withInvocationContext(lambdaContext, { schedule_id: event.schedule_id, user_id: event.user_id }, () => runScheduledBriefing(event));
