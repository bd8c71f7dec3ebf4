import middy from '@middy/core';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { AuditOrigin } from '#domain/audit';
import { MethodNotAllowedError, ValidationError } from '#shared/errors';
import { log } from '#shared/logger';
import { admission, type AdmissionNeeds } from '#http/middleware/admission';
import { audit, type AuditRecorder } from '#http/middleware/audit';
import { withinBodySize } from '#http/admission/body-limits';
import { bodyDepth, bodySize } from '#http/middleware/body-limits';
import { conventions } from '#http/middleware/conventions';
import { errorShaping } from '#http/middleware/error-shaping';
import { repeatedHeaders } from '#http/middleware/repeated-headers';
import { requestId } from '#http/middleware/request-id';
import { decodedBody, type PipelineContext, type PipelineMiddleware, type PipelineRequest, type RequestState } from '#http/middleware/state';
import { type ApiResponse, errorResponse } from '#http/responses';
import { recordToolCall } from './audit.ts';
import { withRequestIds } from './error-data.ts';
import { createMcpServer } from './server.ts';
import { toolsByName } from './tools.ts';

/** The operation name of the endpoint's log lines and metrics. */
const MCP_OPERATION = 'mcp';

type Result = APIGatewayProxyStructuredResultV2;

interface JsonRpcMessage {
  id?: string | number | null;
  method?: string;
  params?: { name?: string; arguments?: unknown };
}

function parsedBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function rpcMessages(parsed: unknown): JsonRpcMessage[] {
  return (Array.isArray(parsed) ? parsed : [parsed]).filter((item): item is JsonRpcMessage => typeof item === 'object' && item !== null);
}

/** The REST twins of the tools a request calls: they decide the scope needed and whether it counts as a write. */
function calledTools(messages: JsonRpcMessage[]) {
  return messages
    .filter((message) => message.method === 'tools/call')
    .map((message) => toolsByName.get(message.params?.name ?? ''))
    .filter((tool) => tool !== undefined);
}

/** What the endpoint keeps of a request besides the pipeline's state: the body and its JSON-RPC messages. */
type McpState = RequestState & { rpc: { body: string; parsed: unknown; messages: JsonRpcMessage[] } };
type McpRequest = PipelineRequest<McpState>;

/** The endpoint answers POST only (stateless Streamable HTTP: no GET stream, no session to DELETE). */
const postOnly: PipelineMiddleware<McpState> = {
  name: 'post-only',
  before: ({ event }) => {
    const method = event.requestContext.http.method;
    if (method !== 'POST') throw new MethodNotAllowedError(method, ['POST']);
  },
};

/**
 * Reads the body's JSON-RPC messages once, for admission (the tools called) and the transport.
 * A body over the size cap is left unread: it calls no tool, so once authenticated it is refused
 * as too large whatever it holds.
 */
const rpcMessagesOf: PipelineMiddleware<McpState> = {
  name: 'rpc-messages',
  before: (request) => {
    const body = decodedBody(request.event);
    const parsed = withinBodySize(body) ? parsedBody(body) : undefined;
    request.internal.rpc = { body, parsed, messages: rpcMessages(parsed) };
  },
};

/** One JSON-RPC message per request: MCP 2025-06-18 removed batching, and one message is one count against the rate limits. */
const noBatches: PipelineMiddleware<McpState> = {
  name: 'no-batches',
  before: ({ internal }) => {
    if (Array.isArray(internal.rpc.parsed)) {
      throw new ValidationError('body: JSON-RPC batches are not accepted; send one JSON-RPC message per request');
    }
  },
};

/** The shared admission path, with the scopes and write status of the tools the request calls. */
const toolNeeds: AdmissionNeeds<McpState> = ({ internal }) => {
  const tools = calledTools(internal.rpc.messages);
  return {
    credential: 'apiKey',
    isWrite: tools.some((tool) => tool.twin.method !== 'GET'),
    scopes: tools.flatMap((tool) => (tool.twin.auth.type === 'apiKey' ? [{ scope: tool.twin.auth.scope, neededBy: tool.names[0] }] : [])),
  };
};

/**
 * Refusals answer before the MCP transport runs: the HTTP status tells HTTP clients, the
 * JSON-RPC error (code = HTTP status) tells agents. Requests the endpoint refuses to read (too
 * large, too deep, a batch) get the JSON-RPC code for that instead, with HTTP 400.
 */
function rejection(error: unknown, request: McpRequest): ApiResponse {
  const { requestId, rpc } = request.internal;
  const unreadable = error instanceof ValidationError;
  const messages = !rpc || (unreadable && Array.isArray(rpc.parsed)) ? [] : rpc.messages;
  const rest = errorResponse(error, requestId);
  const body = rest.body as { error: string; message: string };
  const code = unreadable ? (error.message.startsWith('params') ? ErrorCode.InvalidParams : ErrorCode.InvalidRequest) : rest.status;
  return {
    ...rest,
    body: {
      jsonrpc: '2.0',
      id: messages.length === 1 ? messages[0]!.id ?? null : null,
      error: { code, message: body.message, data: { error: body.error, request_id: requestId } },
    },
  };
}

const originOf = (event: APIGatewayProxyEventV2, requestId: string): AuditOrigin => ({
  channel: 'mcp',
  requestId,
  sourceIp: event.requestContext.http.sourceIp,
  userAgent: event.requestContext.http.userAgent,
});

/**
 * Tool calls are recorded by the tools/call handler once the transport runs (./audit.ts); an
 * authenticated caller's audited calls that the pipeline refused (missing scope, rate limit, an
 * unreadable request) are recorded here with that status. The refusal changed nothing, so an
 * entry that cannot be written does not change the answer.
 */
const refusedCalls: AuditRecorder<McpState> = async ({ event, internal }, response, refused) => {
  const { principal, requestId, rpc } = internal;
  if (!refused || !principal || !rpc) return response;
  try {
    for (const message of rpc.messages.filter((item) => item.method === 'tools/call')) {
      const tool = toolsByName.get(message.params?.name ?? '');
      if (tool) await recordToolCall(tool, principal, originOf(event, requestId), { args: message.params?.arguments, outcome: response.status });
    }
  } catch (error) {
    log('error', 'audit entry not written', { request_id: requestId, error: String(error) });
  }
  return response;
};

function toWebRequest(event: APIGatewayProxyEventV2, body: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(event.headers ?? {})) if (value !== undefined) headers.set(name, value);
  return new Request(`https://${event.requestContext.domainName}${event.rawPath}`, { method: 'POST', headers, body });
}

/** The MCP transport's answer, with the request id in the data of every JSON-RPC error. */
async function answer(event: APIGatewayProxyEventV2, state: McpState): Promise<ApiResponse> {
  const { requestId, now, receivedAt, principal, rpc } = state;
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  const server = createMcpServer({ principal: principal!, now, receivedAt, requestId, origin: originOf(event, requestId) });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(toWebRequest(event, rpc.body));
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name === 'content-type' ? 'Content-Type' : name] = value;
    });
    const text = withRequestIds(await response.text(), response.status, requestId);
    return { status: response.status, headers, text: text === '' ? undefined : text };
  } finally {
    await server.close();
  }
}

/**
 * The agent tool endpoint: MCP Streamable HTTP, stateless, JSON responses. The request pipeline
 * of the REST API (request id, conventions, audit, error shaping, admission, body limits), with
 * the scopes and write status of the tools called: same API keys, scopes and rate limits.
 */
const pipeline = middy<APIGatewayProxyEventV2, Result, Error, PipelineContext<McpState>, McpState>()
  .use(requestId())
  .use(conventions(MCP_OPERATION))
  .use(audit(refusedCalls))
  .use(errorShaping(rejection))
  .use(repeatedHeaders(['content-type', 'origin', 'sec-fetch-site', 'mcp-protocol-version']))
  .use(postOnly)
  .use(rpcMessagesOf)
  .use(admission(toolNeeds))
  .use(bodySize())
  .use(noBatches)
  .use(bodyDepth<McpState>(({ internal }) => internal.rpc.parsed))
  .handler(async (event, { state }) => (await answer(event, state)) as unknown as Result);

export const handler = (event: APIGatewayProxyEventV2, lambdaContext?: Context): Promise<Result> =>
  pipeline(event, lambdaContext as PipelineContext<McpState>);
