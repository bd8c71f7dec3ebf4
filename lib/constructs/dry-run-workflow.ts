import { Duration } from 'aws-cdk-lib';
import { StateMachineType, type StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { AslStateMachine } from './asl-state-machine.ts';
import type { ServiceFunction } from './service-function.ts';

export interface DryRunWorkflowProps {
  /** The briefing workflow's own task functions; given dry_run in their input, they store nothing. */
  fetchSources: ServiceFunction;
  writeScript: ServiceFunction;
}

/** Under the 29 s of the functions that run it (POST /briefings, the agent tools), whose answer it is. */
const DRY_RUN_TIMEOUT = Duration.seconds(28);

/**
 * The Express workflow of dry runs (state-machines/dry-run.asl.json): POST /briefings with
 * dry_run and the generate_briefing tool run it with StartSyncExecution, so the functions that
 * answer the request carry no fetching, parsing or script writing of their own.
 */
export class DryRunWorkflow extends Construct {
  readonly workflow: StateMachine;

  constructor(scope: Construct, id: string, props: DryRunWorkflowProps) {
    super(scope, id);
    this.workflow = new AslStateMachine(this, 'Workflow', {
      definitionFile: 'state-machines/dry-run.asl.json',
      tasks: { FetchSources: props.fetchSources, WriteScript: props.writeScript },
      timeout: DRY_RUN_TIMEOUT,
      type: StateMachineType.EXPRESS,
    }).stateMachine;
  }
}
