import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { BriefingsStack } from './briefings-stack.ts';
import type { OpenAiWriterSettings } from './constructs/script-writer.ts';

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

/** Adds the service stack to the app and runs the AwsSolutions checks on every synth. */
export function addBriefings(app: App): BriefingsStack {
  const stack = new BriefingsStack(app, 'Briefings', {
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
    description: 'Briefings: audio briefings from content sources',
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
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stack;
}
