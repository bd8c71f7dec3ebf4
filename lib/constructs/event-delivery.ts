import { type CfnElement, Duration, Stack } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { accountArn, accountArnFinding } from '../arns.ts';
import { acknowledgeWildcard } from '../nag.ts';
import { AslStateMachine } from './asl-state-machine.ts';
import { grantAccess, type ServiceResources } from './service-resources.ts';
import { ServiceFunction } from './service-function.ts';

/** Operator settings of the scheduled-delivery channels; a channel without them fails its deliveries with a clear reason. */
export interface DeliveryChannelSettings {
  /** Verified SES identity e-mails are sent from. */
  sesFromAddress?: string;
  /** Secrets Manager secret holding the Telegram bot token. */
  telegramTokenSecretArn?: string;
  /** Secrets Manager secret holding the WhatsApp Cloud API token. */
  whatsappTokenSecretArn?: string;
  whatsappPhoneNumberId?: string;
}

/**
 * Signed webhook and channel delivery (state-machines/delivery.asl.json): one
 * execution per event and destination, retried with backoff by the workflow.
 */
export class EventDelivery extends Construct {
  readonly workflow: StateMachine;

  constructor(scope: Construct, id: string, props: { resources: Omit<ServiceResources, 'deliveryWorkflow'>; channels: DeliveryChannelSettings }) {
    super(scope, id);
    const { resources, channels } = props;
    const attempt = new ServiceFunction(this, 'DeliverAttempt', {
      entry: 'functions/tasks/deliver-attempt.ts',
      description: 'Event delivery: one signed POST or channel message',
      timeout: Duration.seconds(30),
    });
    grantAccess(attempt, 'table', resources);
    const failed = new ServiceFunction(this, 'DeliverFailed', {
      entry: 'functions/tasks/deliver-failed.ts',
      description: 'Event delivery: record a delivery that ran out of attempts',
    });
    grantAccess(failed, 'table', resources);

    grantAccess(attempt, 'email', { ...resources, sesFromAddress: channels.sesFromAddress });
    const tokens: Array<['TELEGRAM_BOT_TOKEN' | 'WHATSAPP_TOKEN', string | undefined]> = [
      ['TELEGRAM_BOT_TOKEN', channels.telegramTokenSecretArn],
      ['WHATSAPP_TOKEN', channels.whatsappTokenSecretArn],
    ];
    for (const [variable, arn] of tokens) {
      if (!arn) continue;
      Secret.fromSecretCompleteArn(this, `${variable}Secret`, arn).grantRead(attempt.function);
      attempt.addEnvironment(`${variable}_SECRET_ARN`, arn);
    }
    if (channels.whatsappPhoneNumberId) attempt.addEnvironment('WHATSAPP_PHONE_NUMBER_ID', channels.whatsappPhoneNumberId);

    this.workflow = new AslStateMachine(this, 'Workflow', {
      definitionFile: 'state-machines/delivery.asl.json',
      tasks: { DeliverAttempt: attempt, DeliverFailed: failed },
      timeout: Duration.hours(2),
    }).stateMachine;
    this.recoverPendingDeliveries(resources);
  }

  /**
   * Every few minutes: deliveries pending past their progress check without a
   * running execution (never started, or lost) are started again or failed
   * (functions/domain/delivery/recovery.ts).
   */
  private recoverPendingDeliveries(resources: Omit<ServiceResources, 'deliveryWorkflow'>): void {
    const recover = new ServiceFunction(this, 'RecoverDeliveries', {
      entry: 'functions/tasks/deliveries-recover.ts',
      description: 'Event delivery: restart or fail deliveries left pending without a running execution',
      timeout: Duration.minutes(2),
    });
    grantAccess(recover, 'table', resources);
    this.workflow.grantStartExecution(recover.function);
    recover.addEnvironment('DELIVERY_STATE_MACHINE_ARN', this.workflow.stateMachineArn);
    const executions = accountArn('states', `execution:${this.workflow.stateMachineName}:*`);
    recover.function.addToRolePolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['states:DescribeExecution'], resources: [executions] }));
    const machineId = Stack.of(this).getLogicalId(this.workflow.node.defaultChild as CfnElement);
    acknowledgeWildcard(recover.function.role!, `Resource::${accountArnFinding('states', `execution:<${machineId}.Name>:*`)}`,
      'Describing any execution of the delivery workflow, whose names are made per event and target.');
    new Rule(this, 'RecoverDeliveriesSchedule', {
      description: 'Recovers stalled event deliveries every 5 minutes',
      schedule: Schedule.rate(Duration.minutes(5)),
      targets: [new LambdaFunction(recover.function, { retryAttempts: 2 })],
    });
  }
}
