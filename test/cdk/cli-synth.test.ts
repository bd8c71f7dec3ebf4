import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { App } from 'aws-cdk-lib';
import { addBriefings, allStacks } from '../../lib/app.ts';
import { synthesizeService } from '../helpers/cdk-app.ts';

const run = promisify(execFile);
const ACCOUNT = '123456789012';
const secretArn = (region: string, name: string) => `arn:aws:secretsmanager:${region}:${ACCOUNT}:secret:${name}-AbCdEf`;

/** Every `-c` setting the README's deploy section documents, with the Bedrock writer. */
function documentedSettings(region: string): string[] {
  return Object.entries({
    sesFromAddress: 'briefings@example.com',
    telegramTokenSecretArn: secretArn(region, 'telegram'),
    whatsappTokenSecretArn: secretArn(region, 'whatsapp'),
    whatsappPhoneNumberId: '123456',
    bedrockModelId: 'us.anthropic.claude-haiku-4-5-20251001-v1:0',
    publicBaseUrl: 'https://briefings.example.com',
    alarmEmail: 'ops@example.com',
    signUp: 'off',
  }).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

const openAiSettings = (region: string) => ['-c', 'openaiBaseUrl=https://api.openai.com/v1', '-c', 'openaiModel=gpt-4o-mini', '-c', `openaiApiKeySecretArn=${secretArn(region, 'openai')}`];

const outputs: string[] = [];
after(() => Promise.all(outputs.map((dir) => rm(dir, { recursive: true, force: true }))));

/**
 * `npx cdk synth --all` as an operator runs it: the CLI, with the account and region
 * it hands every real deploy (here from the environment, as it would from a
 * profile), bundling every function with the local esbuild.
 */
async function cliSynth(region: string, settings: string[]): Promise<{ environments: string[]; log: string }> {
  const out = await mkdtemp(join(tmpdir(), 'cdk-out-'));
  outputs.push(out);
  const { CDK_DEFAULT_ACCOUNT: _account, CDK_DEFAULT_REGION: _region, ...environment } = process.env;
  try {
    const { stdout, stderr } = await run('npx', ['cdk', 'synth', '--all', '--quiet', '--output', out, ...settings], {
      env: { ...environment, CDK_DEFAULT_ACCOUNT: ACCOUNT, AWS_REGION: region, AWS_DEFAULT_REGION: region },
      maxBuffer: 64 * 1024 * 1024,
    });
    const manifest = JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')) as { artifacts: Record<string, { type: string; environment?: string }> };
    const environments = Object.values(manifest.artifacts).filter((artifact) => artifact.type === 'aws:cloudformation:stack').map((artifact) => artifact.environment ?? '');
    return { environments, log: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    assert.fail(`npx cdk synth --all ${settings.join(' ')} failed in ${region}:\n${(stdout + stderr).split('\n').filter((line) => !/Bundling|index\.mjs|Done in|npm warn|^\s*$/.test(line)).join('\n')}`);
  }
}

describe('npx cdk synth --all, as the README runs it', { concurrency: 2 }, () => {
  it('succeeds with no -c setting in the region the CLI gives (us-east-1)', async () => {
    const { environments, log } = await cliSynth('us-east-1', []);
    assert.equal(environments.length, allStacks(addBriefings(new App({ context: { 'aws:cdk:bundling-stacks': [] } }))).length, 'every stack of the service');
    for (const environment of environments) assert.equal(environment, `aws://${ACCOUNT}/us-east-1`);
    assert.doesNotMatch(log, /Synthesis finished with errors|AwsSolutions-/);
  });

  it('succeeds with every documented -c setting in another region (eu-west-1)', async () => {
    const { environments } = await cliSynth('eu-west-1', documentedSettings('eu-west-1'));
    for (const environment of environments) assert.equal(environment, `aws://${ACCOUNT}/eu-west-1`);
  });

});

describe('the same app with a concrete environment, in process (no bundling)', () => {
  it('passes the checks with the OpenAI-compatible writer in a third region (ap-southeast-2)', () => {
    const saved = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
    Object.assign(process.env, { CDK_DEFAULT_ACCOUNT: ACCOUNT, CDK_DEFAULT_REGION: 'ap-southeast-2' });
    try {
      const settings = Object.fromEntries(openAiSettings('ap-southeast-2').filter((_, index) => index % 2 === 1).map((setting) => setting.split(/=(.*)/s).slice(0, 2)));
      const { stacks } = synthesizeService(settings);
      for (const stack of allStacks(stacks)) assert.equal(`${stack.account}/${stack.region}`, `${ACCOUNT}/ap-southeast-2`);
    } finally {
      for (const [name, value] of [['CDK_DEFAULT_ACCOUNT', saved.account], ['CDK_DEFAULT_REGION', saved.region]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
