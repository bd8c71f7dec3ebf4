import { GetScheduleCommand, type GetScheduleCommandOutput, SchedulerClient } from '@aws-sdk/client-scheduler';

let client: SchedulerClient | undefined;

/**
 * The EventBridge Scheduler schedule of a service schedule, read with the real SDK client from the
 * local Scheduler emulator (the service writes it with signed requests of its own).
 */
export function scheduleTwin(scheduleId: string): Promise<GetScheduleCommandOutput> {
  client ??= new SchedulerClient({ endpoint: process.env.AWS_ENDPOINT_URL_SCHEDULER });
  return client.send(new GetScheduleCommand({ Name: scheduleId, GroupName: process.env.SCHEDULE_GROUP_NAME }));
}
