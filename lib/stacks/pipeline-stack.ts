import { Stack, type StackProps } from 'aws-cdk-lib';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { BriefingPipeline } from '../constructs/briefing-pipeline.ts';
import { DryRunWorkflow } from '../constructs/dry-run-workflow.ts';
import { Scheduling } from '../constructs/scheduling.ts';
import type { ServiceResources } from '../constructs/service-resources.ts';

/** Briefing generation: the briefing workflow and its task functions, the dry-run workflow sharing them, and the schedules that start briefings. */
export class PipelineStack extends Stack {
  readonly workflow: StateMachine;
  readonly dryRunWorkflow: StateMachine;
  readonly scheduling: NonNullable<ServiceResources['scheduling']>;

  constructor(scope: Construct, id: string, props: StackProps & { resources: ServiceResources }) {
    super(scope, id, props);
    const pipeline = new BriefingPipeline(this, 'Pipeline', { resources: props.resources });
    this.workflow = pipeline.workflow;
    this.dryRunWorkflow = new DryRunWorkflow(this, 'DryRun', { fetchSources: pipeline.fetchSources, writeScript: pipeline.writeScript }).workflow;
    this.scheduling = new Scheduling(this, 'Scheduling', { resources: { ...props.resources, briefingWorkflow: this.workflow } }).resources;
  }
}
