import { Stack, type StackProps } from 'aws-cdk-lib';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { BriefingPipeline } from '../constructs/briefing-pipeline.ts';
import { Scheduling } from '../constructs/scheduling.ts';
import type { ServiceResources } from '../constructs/service-resources.ts';

/** Briefing generation: the briefing workflow and its task functions, and the schedules that start it. */
export class PipelineStack extends Stack {
  readonly workflow: StateMachine;
  readonly scheduling: NonNullable<ServiceResources['scheduling']>;

  constructor(scope: Construct, id: string, props: StackProps & { resources: ServiceResources }) {
    super(scope, id, props);
    this.workflow = new BriefingPipeline(this, 'Pipeline', { resources: props.resources }).workflow;
    this.scheduling = new Scheduling(this, 'Scheduling', { resources: { ...props.resources, briefingWorkflow: this.workflow } }).resources;
  }
}
