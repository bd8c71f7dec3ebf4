import { Stack, type StackProps } from 'aws-cdk-lib';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { EventDelivery, type DeliveryChannelSettings } from '../constructs/event-delivery.ts';
import type { ServiceResources } from '../constructs/service-resources.ts';

/** Signed webhook and channel delivery: the delivery workflow, its task functions and its recovery. */
export class DeliveryStack extends Stack {
  readonly workflow: StateMachine;

  constructor(scope: Construct, id: string, props: StackProps & { resources: ServiceResources; channels: DeliveryChannelSettings }) {
    super(scope, id, props);
    this.workflow = new EventDelivery(this, 'Delivery', { resources: props.resources, channels: props.channels }).workflow;
  }
}
