import { Duration, Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { acknowledgeWildcard, arnToken } from '../nag.ts';
import { grantAccess, type ServiceResources } from './service-resources.ts';
import { ServiceFunction } from './service-function.ts';

/**
 * The EventBridge Scheduler group that holds one schedule per API schedule,
 * the Lambda those schedules invoke, and the role the scheduler uses.
 */
export class Scheduling extends Construct {
  readonly resources: NonNullable<ServiceResources['scheduling']>;

  constructor(scope: Construct, id: string, props: { resources: ServiceResources }) {
    super(scope, id);
    const group = new ScheduleGroup(this, 'Group', {});
    const target = new ServiceFunction(this, 'Target', {
      entry: 'functions/tasks/schedule-target.ts',
      description: 'Starts the briefing of a schedule when EventBridge Scheduler fires it',
      timeout: Duration.seconds(30),
    });
    grantAccess(target, 'table', props.resources);
    grantAccess(target, 'briefing-workflow', props.resources);

    const role = new Role(this, 'InvokeRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: 'Lets EventBridge Scheduler invoke the schedule target function',
    });
    target.function.grantInvoke(role);
    acknowledgeWildcard(role, `Resource::${arnToken(target.function)}:*`, 'Invoking any version of the schedule target function.');

    this.resources = {
      groupName: group.scheduleGroupName,
      targetArn: target.function.functionArn,
      role,
    };
  }
}
