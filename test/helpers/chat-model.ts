import { startReceiver, type ReceivedRequest } from './webhook-receiver.ts';

/** A chat-completions request as the model server received it. */
export interface ChatCall {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }>; response_format?: { type: string }; max_tokens?: number };
  system: string;
  user: string;
  /** The relevance call, not the script call. */
  relevance: boolean;
}

type Reply = number | { status: number; headers?: Record<string, string>; body?: string };
export type ChatResponder = (call: ChatCall, nth: number) => Reply | Promise<Reply>;

/** The token counts every completion of the fake reports, as OpenAI's `usage` does. */
export const COMPLETION_USAGE = { prompt_tokens: 100, completion_tokens: 20 };

/** A successful chat completion whose message is `content` (a string, or an object sent as JSON). */
export function completion(content: unknown): Reply {
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  const choices = [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }];
  return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'chatcmpl-1', choices, usage: COMPLETION_USAGE }) };
}

function chatCall(request: ReceivedRequest): ChatCall {
  const body = JSON.parse(request.body) as ChatCall['body'];
  const system = body.messages.find((message) => message.role === 'system')?.content ?? '';
  return {
    path: request.path,
    authorization: request.headers.authorization,
    body,
    system,
    user: body.messages.find((message) => message.role === 'user')?.content ?? '',
    relevance: /judge how relevant/.test(system),
  };
}

/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1 (POST /v1/chat/completions) with
 * answers the test gives; every call is recorded. Closed when the test file ends.
 */
export async function startChatModel(responder: ChatResponder) {
  const calls: ChatCall[] = [];
  let respond = responder;
  const receiver = await startReceiver(async (request) => {
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') return 404;
    const call = chatCall(request);
    calls.push(call);
    return respond(call, calls.length);
  });
  return {
    baseUrl: `${receiver.base}/v1`,
    calls,
    scriptCalls: () => calls.filter((call) => !call.relevance),
    answerWith(next: ChatResponder) {
      respond = next;
    },
  };
}
