import type { Duration } from 'aws-cdk-lib';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { partitionArn, partitionArnFinding } from '../arns.ts';
import { acknowledgeWildcard } from '../nag.ts';
import type { ServiceFunction } from './service-function.ts';

/** An OpenAI-compatible chat-completions endpoint for scripts (OpenAI, or a vLLM/Ollama server the functions can reach). */
export interface OpenAiWriterSettings {
  baseUrl: string;
  model?: string;
  /** Secrets Manager secret holding the API key; none for servers without keys. */
  apiKeySecretArn?: string;
}

/** The model that writes scripts; none configured means the extractive writer. */
export type ModelWriterSettings = { kind: 'bedrock'; modelId: string } | { kind: 'openai'; openAi: OpenAiWriterSettings };

/** The one model writer the operator chose, if any. */
export function modelWriterSettings(choice: { bedrockModelId?: string; openAi?: OpenAiWriterSettings }): ModelWriterSettings | undefined {
  if (choice.bedrockModelId && choice.openAi) throw new Error('Set either bedrockModelId or openaiBaseUrl, not both');
  if (choice.bedrockModelId) return { kind: 'bedrock', modelId: choice.bedrockModelId };
  return choice.openAi && { kind: 'openai', openAi: choice.openAi };
}

/**
 * Converse on the configured model. A cross-region inference profile id
 * (`us.`, `eu.`, `apac.`, `global.` prefix) is invoked through the profile and
 * served by the foundation model (id without the prefix) in any of its regions.
 */
function allowBedrock(fn: ServiceFunction, modelId: string, budget: Duration): void {
  const foundationModel = modelId.replace(/^(us|eu|apac|global)\./, '');
  const resources: Array<[string, string, string]> = [
    ['*', '', `foundation-model/${foundationModel}`],
    ...(foundationModel === modelId ? [] : [['*', '*', `inference-profile/${modelId}`] as [string, string, string]]),
  ];
  fn.function.addToRolePolicy(new PolicyStatement({
    effect: Effect.ALLOW,
    actions: ['bedrock:InvokeModel'],
    resources: resources.map(([region, account, resource]) => partitionArn('bedrock', region, account, resource)),
  }));
  for (const [region, account, resource] of resources) {
    acknowledgeWildcard(fn.function.role!, `Resource::${partitionArnFinding('bedrock', region, account, resource)}`,
      'Cross-region inference serves the configured model from any region of its profile.');
  }
  fn.addEnvironment('SCRIPT_WRITER', 'bedrock').addEnvironment('BEDROCK_MODEL_ID', modelId).addEnvironment('BEDROCK_TIMEOUT_SECONDS', String(budget.toSeconds()));
}

/** SCRIPT_WRITER=openai with the endpoint, model and (read from Secrets Manager) API key. */
function useOpenAi(fn: ServiceFunction, settings: OpenAiWriterSettings, budget: Duration): void {
  fn.addEnvironment('SCRIPT_WRITER', 'openai').addEnvironment('OPENAI_BASE_URL', settings.baseUrl).addEnvironment('OPENAI_TIMEOUT_SECONDS', String(budget.toSeconds()));
  if (settings.model) fn.addEnvironment('OPENAI_MODEL', settings.model);
  if (settings.apiKeySecretArn) {
    Secret.fromSecretCompleteArn(fn, 'OpenAiApiKey', settings.apiKeySecretArn).grantRead(fn.function);
    fn.addEnvironment('OPENAI_API_KEY_SECRET_ARN', settings.apiKeySecretArn);
  }
}

/**
 * Lets the function write scripts with the configured model: its settings, the permission to call
 * it, and `budget` for the model's calls of one script (relevance and script together), which must
 * leave the function time for the extractive fallback. Without a model nothing is set (extractive).
 */
export function useScriptWriter(fn: ServiceFunction, writer: ModelWriterSettings | undefined, budget: Duration): void {
  if (writer?.kind === 'bedrock') allowBedrock(fn, writer.modelId, budget);
  if (writer?.kind === 'openai') useOpenAi(fn, writer.openAi, budget);
}
