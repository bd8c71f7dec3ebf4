import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { config, SECRET_NAMES } from '#shared/config';
import { ENV_NAMES } from '#shared/env-names';
import { synthesizeService } from '../helpers/cdk-app.ts';

const secretArn = (name: string) => `arn:aws:secretsmanager:us-east-1:123456789012:secret:${name}-AbCdEf`;

/** Every Lambda function's environment, with every optional setting of the stack given. */
function functionEnvironments(context: Record<string, string>): Array<Record<string, string>> {
  const template = synthesizeService(context).service;
  return Object.values(template.findResources('AWS::Lambda::Function'))
    .map((fn) => (fn.Properties.Environment?.Variables ?? {}) as Record<string, string>);
}

const channels = {
  sesFromAddress: 'briefings@example.com',
  telegramTokenSecretArn: secretArn('telegram'),
  whatsappTokenSecretArn: secretArn('whatsapp'),
  whatsappPhoneNumberId: '1234567890',
  publicBaseUrl: 'https://api.example.com',
};
const environments = [
  ...functionEnvironments({ ...channels, openaiBaseUrl: 'https://models.example.com/v1', openaiModel: 'm', openaiApiKeySecretArn: secretArn('openai') }),
  ...functionEnvironments({ bedrockModelId: 'us.anthropic.claude-haiku-4-5-20251001-v1:0' }),
];

/** Runs `read` with exactly these variables of the registry set. */
function withEnvironment<T>(variables: Record<string, string>, read: () => T): T {
  const saved = { ...process.env };
  for (const name of Object.keys(ENV_NAMES)) delete process.env[name];
  Object.assign(process.env, variables);
  try {
    return read();
  } finally {
    process.env = saved;
  }
}

describe('Lambda environment', () => {
  it('sets only variables of the registry the functions read (functions/shared/env-names.ts)', () => {
    const names = new Set(environments.flatMap((variables) => Object.keys(variables)));
    assert.ok(names.size > 10, `found ${[...names].join(', ')}`);
    for (const name of names) assert.ok(name in ENV_NAMES, `${name} is set by the stack but is not in the registry`);
  });

  it('hands every secret over under the variable the functions read its ARN from', () => {
    const secretVariables = new Set(environments.flatMap((variables) => Object.keys(variables).filter((name) => name.includes('SECRET'))));
    assert.deepEqual(secretVariables, new Set(['AUDIO_LINK_SECRET_ARN', 'TELEGRAM_BOT_TOKEN_SECRET_ARN', 'WHATSAPP_TOKEN_SECRET_ARN', 'OPENAI_API_KEY_SECRET_ARN']));
    for (const name of secretVariables) {
      const readers = withEnvironment({ [name]: secretArn('given') }, () => SECRET_NAMES.filter((secret) => config.secretSource(secret).secretArn === secretArn('given')));
      assert.equal(readers.length, 1, `${name} is set by the stack; the functions read it for ${readers.length} secrets`);
    }
  });
});
