import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Observability, type ObservabilityProps } from '../constructs/observability.ts';

/** Alarms, their topic and the dashboard: nothing here holds data, so it may be destroyed and recreated at will. */
export class ObservabilityStack extends Stack {
  readonly observability: Observability;

  constructor(scope: Construct, id: string, props: StackProps & ObservabilityProps) {
    super(scope, id, props);
    this.observability = new Observability(this, 'Observability', props);
  }
}
