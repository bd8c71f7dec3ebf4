import type { EnvSettings } from '../../functions/shared/env-names.ts';
/** What the CDK stack gives the API functions about EventBridge Scheduler, with local stand-in values. */
export const localSchedulerEnvironment = {
  SCHEDULE_GROUP_NAME: 'briefings',
  SCHEDULE_TARGET_ARN: 'arn:aws:lambda:us-east-1:000000000000:function:briefings-schedule-target',
  SCHEDULER_ROLE_ARN: 'arn:aws:iam::000000000000:role/briefings-scheduler',
} satisfies EnvSettings;

/**
 * Invokes the function module the CDK stack deploys behind a schedule target
 * ARN, with the target input as its event, as Lambda does for EventBridge Scheduler.
 */
export async function invokeLocalTarget(target: { arn: string; input: string | undefined }): Promise<unknown> {
  if (target.arn !== localSchedulerEnvironment.SCHEDULE_TARGET_ARN) throw new Error(`No local function behind ${target.arn}`);
  const { handler } = await import('../../functions/tasks/schedule-target.ts');
  return handler(JSON.parse(target.input ?? '{}'));
}
