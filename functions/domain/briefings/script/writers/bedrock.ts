import { ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { bedrockRuntime } from '#adapters/aws';
import { config } from '#shared/config';
import type { ModelTransport } from './model-prompt.ts';
import { modelWriter } from './model.ts';
import type { ScriptWriter } from '../types.ts';

/** Claude Haiku 4.5 through the US cross-Region inference profile; override with BEDROCK_MODEL_ID. */
export const DEFAULT_BEDROCK_MODEL_ID = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
/** Must stay below the Lambda timeout, so a slow model still leaves time for the fallback. */
const DEFAULT_TIMEOUT_SECONDS = 60;

const bedrockModelId = (): string => config.optional('BEDROCK_MODEL_ID') ?? DEFAULT_BEDROCK_MODEL_ID;

/** Amazon Bedrock's Converse API; the SDK retries throttling and server errors. */
const converse: ModelTransport = {
  name: 'bedrock',
  model: bedrockModelId,
  timeoutMs: () => (Number(config.optional('BEDROCK_TIMEOUT_SECONDS')) || DEFAULT_TIMEOUT_SECONDS) * 1000,
  async complete({ system, user, maxTokens, signal }) {
    const output = await bedrockRuntime().send(new ConverseCommand({
      modelId: bedrockModelId(),
      system: [{ text: system }],
      messages: [{ role: 'user', content: [{ text: user }] }],
      inferenceConfig: { maxTokens, temperature: 0.3 },
    }), { abortSignal: signal });
    const text = (output.output?.message?.content ?? []).map((block) => block.text ?? '').join('');
    const usage = output.usage && { input_tokens: output.usage.inputTokens ?? 0, output_tokens: output.usage.outputTokens ?? 0 };
    return { text, usage };
  },
};

/** Opt-in writer: Amazon Bedrock (Converse API) retells the stories the length plan chose. */
export const bedrockWriter: ScriptWriter = modelWriter(converse);
