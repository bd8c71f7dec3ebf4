import { readFileSync } from 'node:fs';
import type { Duration } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { acknowledgeWildcard, arnToken } from '../nag.ts';
import type { ServiceFunction } from './service-function.ts';

export interface AslStateMachineProps {
  /** ASL file under state-machines/, the same file the local runner executes. */
  definitionFile: string;
  /** `${<Name>FunctionArn}` placeholders of the ASL, by <Name>. */
  tasks: Record<string, ServiceFunction>;
  timeout?: Duration;
  /** STANDARD (default), or EXPRESS for a workflow run to its end within a request (StartSyncExecution). */
  type?: StateMachineType;
}

/**
 * A workflow from an ASL file: each task placeholder is substituted
 * with its function's ARN, which the state machine alone may invoke. Full
 * execution logging and X-Ray tracing are on.
 */
export class AslStateMachine extends Construct {
  readonly stateMachine: StateMachine;

  constructor(scope: Construct, id: string, props: AslStateMachineProps) {
    super(scope, id);
    const definition = readFileSync(props.definitionFile, 'utf8');
    const placeholders = [...definition.matchAll(/\$\{(\w+)FunctionArn\}/g)].map((match) => match[1]!);
    const missing = placeholders.filter((name) => !props.tasks[name]);
    if (missing.length) throw new Error(`${props.definitionFile}: no function given for ${missing.join(', ')}`);

    this.stateMachine = new StateMachine(this, 'StateMachine', {
      stateMachineType: props.type ?? StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromString(definition),
      definitionSubstitutions: Object.fromEntries(
        Object.entries(props.tasks).map(([name, task]) => [`${name}FunctionArn`, task.function.functionArn]),
      ),
      timeout: props.timeout,
      tracingEnabled: true,
      logs: {
        destination: new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH }),
        level: LogLevel.ALL,
        includeExecutionData: false,
      },
    });
    for (const task of Object.values(props.tasks)) task.function.grantInvoke(this.stateMachine);
    acknowledgeWildcard(this.stateMachine.role, 'Resource::*', 'CloudWatch Logs delivery and X-Ray actions of Step Functions support no resource-level permissions.');
    for (const task of Object.values(props.tasks)) {
      acknowledgeWildcard(this.stateMachine.role, `Resource::${arnToken(task.function)}:*`, 'Invoking any version or alias of the workflow\'s own task function.');
    }
  }
}
