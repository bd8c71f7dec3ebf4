import type { App, Stack, StackProps } from 'aws-cdk-lib';
import { modelWriterSettings, type OpenAiWriterSettings } from './constructs/script-writer.ts';
import type { ServiceResources } from './constructs/service-resources.ts';
import { addPolicyChecks } from './policy-checks.ts';
import { routeStackNames } from './route-stacks.ts';
import { ApiStack } from './stacks/api-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { DeliveryStack } from './stacks/delivery-stack.ts';
import { ObservabilityStack } from './stacks/observability-stack.ts';
import { PipelineStack } from './stacks/pipeline-stack.ts';
import { RoutesStack } from './stacks/routes-stack.ts';

/** Operator settings, given as `cdk deploy -c name=value` (see the README). */
function setting(app: App, name: string): string | undefined {
  const value: unknown = app.node.tryGetContext(name);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function signUpSetting(app: App): 'on' | 'off' | undefined {
  const value = setting(app, 'signUp');
  if (value !== undefined && value !== 'on' && value !== 'off') throw new Error(`-c signUp must be on or off, not ${value}`);
  return value;
}

function openAiSettings(app: App): OpenAiWriterSettings | undefined {
  const baseUrl = setting(app, 'openaiBaseUrl');
  return baseUrl ? { baseUrl, model: setting(app, 'openaiModel'), apiKeySecretArn: setting(app, 'openaiApiKeySecretArn') } : undefined;
}

/** The operator's settings of the whole service, read once from the context. */
function settingsOf(app: App) {
  return {
    bedrockModelId: setting(app, 'bedrockModelId'),
    openAi: openAiSettings(app),
    publicBaseUrl: setting(app, 'publicBaseUrl'),
    alarmEmail: setting(app, 'alarmEmail'),
    signUp: signUpSetting(app),
    channels: {
      sesFromAddress: setting(app, 'sesFromAddress'),
      telegramTokenSecretArn: setting(app, 'telegramTokenSecretArn'),
      whatsappTokenSecretArn: setting(app, 'whatsappTokenSecretArn'),
      whatsappPhoneNumberId: setting(app, 'whatsappPhoneNumberId'),
    },
  };
}

/** The stacks of the service, by role (README, "Deploying to AWS"). */
export interface BriefingsStacks {
  data: DataStack;
  api: ApiStack;
  delivery: DeliveryStack;
  pipeline: PipelineStack;
  routes: RoutesStack[];
  observability: ObservabilityStack;
}

export const SERVICE_NAME = 'Briefings';

/** Every stack of the service, in the order `cdk deploy --all` deploys them. */
export const allStacks = (stacks: BriefingsStacks): Stack[] =>
  [stacks.data, stacks.api, stacks.delivery, stacks.pipeline, ...stacks.routes, stacks.observability];

function stackProps(role: string, description: string): StackProps {
  return {
    stackName: `${SERVICE_NAME}-${role}`,
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
    description: `${SERVICE_NAME}: ${description}`,
  };
}

const addDataStack = (app: App) => new DataStack(app, `${SERVICE_NAME}-Data`, stackProps('Data', 'table, data bucket and audio link key (retained, termination protection)'));

/**
 * Adds the service's stacks to the app, split along its floors with the
 * stateful resources apart (data), and runs the policy checks (lib/policy-checks.ts) on
 * every synth. Each stack gets the constructs of the stacks it depends on; CDK turns
 * those references into exports and imports and orders the deploys by them.
 */
export function addBriefings(app: App): BriefingsStacks {
  const settings = settingsOf(app);
  const data = addDataStack(app);
  const api = new ApiStack(app, `${SERVICE_NAME}-Api`, {
    ...stackProps('Api', 'HTTP API, fallback and web pages'), bucket: data.storage.bucket, publicBaseUrl: settings.publicBaseUrl,
  });
  const resources: ServiceResources = {
    table: data.storage.table, bucket: data.storage.bucket, audioLinkSecret: data.audioLinkSecret, publicBaseUrl: api.publicBaseUrl,
    sesFromAddress: settings.channels.sesFromAddress, scriptWriter: modelWriterSettings(settings),
  };
  const delivery = new DeliveryStack(app, `${SERVICE_NAME}-Delivery`, { ...stackProps('Delivery', 'event delivery workflow'), resources, channels: settings.channels });
  resources.deliveryWorkflow = delivery.workflow;
  const pipeline = new PipelineStack(app, `${SERVICE_NAME}-Pipeline`, { ...stackProps('Pipeline', 'briefing workflow and schedules'), resources });
  resources.briefingWorkflow = pipeline.workflow;
  resources.dryRunWorkflow = pipeline.dryRunWorkflow;
  resources.scheduling = pipeline.scheduling;
  const routes = routeStackNames.map((group) => new RoutesStack(app, `${SERVICE_NAME}-Routes-${group}`, {
    ...stackProps(`Routes-${group}`, `route functions (${group.toLowerCase()})`), group, http: api.http, resources, signUp: settings.signUp,
  }));
  const observability = new ObservabilityStack(app, `${SERVICE_NAME}-Observability`, {
    ...stackProps('Observability', 'alarms and dashboard'),
    serviceName: SERVICE_NAME, api: api.http.api, briefingWorkflow: pipeline.workflow, deliveryWorkflow: delivery.workflow, alarmEmail: settings.alarmEmail,
  });
  addPolicyChecks(app);
  return { data, api, delivery, pipeline, routes, observability };
}

/**
 * `-c dataOnly=true`: the data stack alone, without the exports the other
 * stacks import, for `cdk import` when moving from the single stack
 * (README, "Moving from the single stack"). Otherwise every stack.
 */
export function addApp(app: App): Stack[] {
  if (setting(app, 'dataOnly') !== 'true') return allStacks(addBriefings(app));
  const data = addDataStack(app);
  addPolicyChecks(app);
  return [data];
}
