import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { RouteAccess } from '../../functions/http/route.ts';
import { accountArn, accountArnFinding } from '../arns.ts';
import { acknowledgeWildcard } from '../nag.ts';
import type { ModelWriterSettings } from './script-writer.ts';
import type { ServiceFunction } from './service-function.ts';

/** What a function may be granted; each grant also sets the environment variable the code reads. */
export interface ServiceResources {
  table: TableV2;
  bucket: Bucket;
  audioLinkSecret: ISecret;
  /** Base of the links the service hands out (audio, transcript, summary). */
  publicBaseUrl: string;
  briefingWorkflow?: StateMachine;
  /** The Express workflow of dry runs (state-machines/dry-run.asl.json). */
  dryRunWorkflow?: StateMachine;
  deliveryWorkflow?: StateMachine;
  scheduling?: { groupName: string; targetArn: string; role: IRole };
  /** Verified SES identity e-mails (sign-in codes, scheduled deliveries) are sent from; without it they fail as not configured. */
  sesFromAddress?: string;
  /** The model that writes scripts (Bedrock or OpenAI-compatible); the extractive writer without one. */
  scriptWriter?: ModelWriterSettings;
}

/** The topic knowledge base, an asset copied beside the bundles of functions that match interests (read from ./kb/ at run time). */
export const TOPIC_KNOWLEDGE = { from: 'functions/domain/catalogue/topics/kb', to: 'kb' } as const;

/** What a function's bundle carries beside its code for the given accesses. */
export const bundleAssetsFor = (accesses: readonly RouteAccess[]) => (accesses.includes('topic-knowledge') ? TOPIC_KNOWLEDGE : undefined);

/** Grants one capability of the route table's vocabulary, least privilege. */
export function grantAccess(fn: ServiceFunction, access: RouteAccess, resources: ServiceResources): void {
  switch (access) {
    case 'table':
      fn.bindTable(resources.table, 'RW');
      return;
    case 'stored-briefings':
      fn.bindBucket(resources.bucket, 'RO');
      return;
    case 'audio-links':
      resources.audioLinkSecret.grantRead(fn.function);
      fn.addEnvironment('AUDIO_LINK_SECRET_ARN', resources.audioLinkSecret.secretArn).addEnvironment('PUBLIC_BASE_URL', resources.publicBaseUrl);
      return;
    case 'briefing-workflow':
      startExecutions(fn, 'BRIEFING_STATE_MACHINE_ARN', resources.briefingWorkflow);
      return;
    case 'dry-run-workflow':
      runSyncExecutions(fn, resources.dryRunWorkflow);
      return;
    case 'delivery-workflow':
      startExecutions(fn, 'DELIVERY_STATE_MACHINE_ARN', resources.deliveryWorkflow);
      return;
    case 'schedules':
      manageSchedules(fn, resources.scheduling);
      return;
    case 'email':
      sendEmail(fn, resources.sesFromAddress);
      return;
    case 'topic-knowledge':
      // Nothing to grant: the files travel in the bundle (bundleAssetsFor).
  }
}

/** ses:SendEmail from the configured identity (the address, or its domain when the domain is the verified identity). */
function sendEmail(fn: ServiceFunction, sesFromAddress: string | undefined): void {
  if (!sesFromAddress) return;
  const domain = sesFromAddress.split('@')[1];
  fn.function.addToRolePolicy(new PolicyStatement({
    effect: Effect.ALLOW,
    actions: ['ses:SendEmail'],
    resources: [sesFromAddress, domain].map((identity) => accountArn('ses', `identity/${identity}`)),
  }));
  fn.addEnvironment('SES_FROM_ADDRESS', sesFromAddress);
}

function startExecutions(fn: ServiceFunction, variable: 'BRIEFING_STATE_MACHINE_ARN' | 'DELIVERY_STATE_MACHINE_ARN', workflow: StateMachine | undefined): void {
  if (!workflow) throw new Error(`${variable}: the workflow must exist before functions that start it`);
  workflow.grantStartExecution(fn.function);
  fn.addEnvironment(variable, workflow.stateMachineArn);
}

function runSyncExecutions(fn: ServiceFunction, workflow: StateMachine | undefined): void {
  if (!workflow) throw new Error('DRY_RUN_STATE_MACHINE_ARN: the dry-run workflow must exist before functions that run it');
  workflow.grantStartSyncExecution(fn.function);
  fn.addEnvironment('DRY_RUN_STATE_MACHINE_ARN', workflow.stateMachineArn);
}

/** Create, update and delete EventBridge Scheduler schedules in the service's group, targeting the schedule Lambda. */
function manageSchedules(fn: ServiceFunction, scheduling: ServiceResources['scheduling']): void {
  if (!scheduling) throw new Error('schedules: the scheduling resources must exist first');
  const schedules = `schedule/${scheduling.groupName}/*`;
  fn.function.addToRolePolicy(new PolicyStatement({
    effect: Effect.ALLOW,
    actions: ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule', 'scheduler:GetSchedule'],
    resources: [accountArn('scheduler', schedules)],
  }));
  fn.function.addToRolePolicy(new PolicyStatement({
    effect: Effect.ALLOW,
    actions: ['iam:PassRole'],
    resources: [scheduling.role.roleArn],
    conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
  }));
  acknowledgeWildcard(fn.function.role!, `Resource::${accountArnFinding('scheduler', schedules)}`,
    'Schedules are named after their ids and created at run time inside the service\'s own schedule group.');
  fn.addEnvironment('SCHEDULE_GROUP_NAME', scheduling.groupName)
    .addEnvironment('SCHEDULE_TARGET_ARN', scheduling.targetArn)
    .addEnvironment('SCHEDULER_ROLE_ARN', scheduling.role.roleArn);
}
