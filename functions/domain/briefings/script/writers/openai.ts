import { setTimeout as sleep } from 'node:timers/promises';
import * as v from 'valibot';
import { secretSetting } from '#adapters/secrets';
import { config } from '#shared/config';
import type { ModelTransport } from './model-prompt.ts';
import { modelWriter } from './model.ts';
import type { ScriptWriter } from '../types.ts';

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
/** Covers both calls of a script, retries included; must stay below the Lambda timeout. */
const DEFAULT_TIMEOUT_SECONDS = 60;
const MAX_ATTEMPTS = 3;
/** A script reply is a few tens of kilobytes; anything far larger is not a reply to read. */
const MAX_REPLY_BYTES = 1024 * 1024;
const MAX_ERROR_BYTES = 16 * 1024;
const MAX_RETRY_WAIT_MS = 20_000;

const apiKey = secretSetting('OPENAI_API_KEY');
const baseUrl = (): string => (config.optional('OPENAI_BASE_URL') ?? DEFAULT_OPENAI_BASE_URL).replace(/\/+$/, '');
const model = (): string => config.optional('OPENAI_MODEL') ?? DEFAULT_OPENAI_MODEL;

const TokenCount = v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0)));
const Completion = v.object({
  choices: v.pipe(v.array(v.object({ message: v.object({ content: v.nullish(v.string()) }) })), v.minLength(1)),
  usage: v.nullish(v.object({ prompt_tokens: TokenCount, completion_tokens: TokenCount })),
});

/** The body as text, refusing to read more than `limit` bytes. */
async function boundedText(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > limit) {
    await response.body?.cancel();
    throw new Error(`The model API reply is larger than ${limit} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); reader && read && !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new Error(`The model API reply is larger than ${limit} bytes`);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Retry-After when the server sent one (seconds or a date), else full jitter on an exponential ceiling. */
function retryWaitMs(response: Response | undefined, attempt: number): number {
  const header = response?.headers.get('retry-after');
  if (header) {
    const seconds = Number(header);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
    if (Number.isFinite(ms)) return Math.min(MAX_RETRY_WAIT_MS, Math.max(0, ms));
  }
  return Math.random() * Math.min(MAX_RETRY_WAIT_MS, 1000 * 2 ** attempt);
}

const retryable = (status: number): boolean => status === 429 || status >= 500;

/**
 * POST {OPENAI_BASE_URL}/chat/completions: OpenAI, Ollama, vLLM, LM Studio and other compatible
 * servers. The endpoint is operator configuration (often a model server on a private address or
 * localhost), not a user-supplied URL, so it is called with plain fetch rather than the guarded
 * fetcher that user URLs go through; redirects are refused all the same.
 * JSON mode (response_format json_object) is asked for unless OPENAI_JSON_MODE=0, and dropped
 * for the rest of the call when a server refuses it with a 400; likewise max_tokens gives way to
 * max_completion_tokens when a server asks for that.
 */
const chatCompletions: ModelTransport = {
  name: 'openai',
  model,
  timeoutMs: () => (Number(config.optional('OPENAI_TIMEOUT_SECONDS')) || DEFAULT_TIMEOUT_SECONDS) * 1000,
  async complete({ system, user, maxTokens, signal }) {
    const key = await apiKey();
    let jsonMode = config.optional('OPENAI_JSON_MODE') !== '0';
    let tokenLimit = 'max_tokens';
    for (let attempt = 1; ; attempt += 1) {
      const body = {
        model: model(),
        messages: [{ role: 'system', content: system }, { role: 'user', content: user }],
        [tokenLimit]: maxTokens,
        temperature: 0.3,
        ...(jsonMode ? { response_format: { type: 'json_object' } } : {}),
      };
      let response: Response;
      try {
        response = await fetch(`${baseUrl()}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
          body: JSON.stringify(body),
          redirect: 'error',
          signal,
        });
      } catch (error) {
        if (signal.aborted || attempt >= MAX_ATTEMPTS) throw error;
        await sleep(retryWaitMs(undefined, attempt), undefined, { signal });
        continue;
      }
      if (response.ok) {
        const parsed = v.safeParse(Completion, JSON.parse(await boundedText(response, MAX_REPLY_BYTES)));
        if (!parsed.success) throw new Error(`The model API reply is not a chat completion: ${v.summarize(parsed.issues)}`);
        const { choices, usage } = parsed.output;
        return {
          text: choices[0]?.message.content ?? '',
          usage: usage ? { input_tokens: usage.prompt_tokens ?? 0, output_tokens: usage.completion_tokens ?? 0 } : undefined,
        };
      }
      const detail = (await boundedText(response, MAX_ERROR_BYTES).catch(() => '')).slice(0, 300);
      if (response.status === 400 && jsonMode && /response_format|json/i.test(detail)) {
        jsonMode = false;
        continue;
      }
      // OpenAI's reasoning models take only max_completion_tokens; most other servers only max_tokens.
      if (response.status === 400 && tokenLimit === 'max_tokens' && /max_completion_tokens/.test(detail)) {
        tokenLimit = 'max_completion_tokens';
        continue;
      }
      if (!retryable(response.status) || attempt >= MAX_ATTEMPTS) throw new Error(`The model API answered ${response.status}: ${detail}`);
      await sleep(retryWaitMs(response, attempt), undefined, { signal });
    }
  },
};

/** Opt-in writer for any OpenAI-compatible chat-completions endpoint. */
export const openAiWriter: ScriptWriter = modelWriter(chatCompletions);
