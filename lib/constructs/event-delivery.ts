import { Duration, Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
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

    if (channels.sesFromAddress) {
      const { region, account } = Stack.of(this);
      const domain = channels.sesFromAddress.split('@')[1];
      attempt.function.addToRolePolicy(new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['ses:SendEmail'],
        resources: [channels.sesFromAddress, domain].map((identity) => `arn:aws:ses:${region}:${account}:identity/${identity}`),
      }));
      attempt.addEnvironment('SES_FROM_ADDRESS', channels.sesFromAddress);
    }
    const tokens: Array<[string, string | undefined]> = [
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
  }
}
