import type { ScheduleTargetInput } from '#adapters/schedule-sync';
import { runScheduledBriefing, type ScheduleRunOutcome } from '#domain/schedule-runs';

/**
 * The function EventBridge Scheduler invokes for every schedule; its event is
 * the schedule's target input. Locally the Scheduler emulator invokes it.
 */
export const handler = (event: ScheduleTargetInput): Promise<ScheduleRunOutcome> => runScheduledBriefing(event);
