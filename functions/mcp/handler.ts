import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { AuditOrigin } from '#domain/audit';
import { nowSeconds } from '#shared/clock';
import { ApiError, MethodNotAllowedError, ValidationError } from '#shared/errors';
import { newId } from '#domain/ids';
import type { Principal } from '#domain/principal';
import { type RateLimitState, uncountedState } from '#domain/rate-limits';
import { admit, countedState } from '#http/admission/admit';
import { checkBodySize, checkJsonDepth } from '#http/admission/body-limits';
import { addLambdaContext, log } from '#shared/logger';
import { recordRequestMetrics } from '#http/request-metrics';
import { conventionHeaders, errorResponse, toLambdaResult } from '#http/responses';
import { recordToolCall } from './audit.ts';
import { withRequestIds } from './error-data.ts';
import { createMcpServer } from './server.ts';
import { toolsByName } from './tools.ts';

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

/**
 * Auth and rate-limit failures answer before the MCP transport runs: the HTTP
 * status tells HTTP clients, the JSON-RPC error (code = HTTP status) tells agents.
 * Requests the endpoint refuses to read (too large, too deep, a batch) get the
 * JSON-RPC code given instead, with HTTP 400.
 */
function rejection(error: unknown, requestId: string, rate: RateLimitState, messages: JsonRpcMessage[], rpcCode?: number): Result {
  const rest = errorResponse(error, requestId);
  const body = rest.body as { error: string; message: string };
  const rpc = {
    jsonrpc: '2.0',
    id: messages.length === 1 ? messages[0]!.id ?? null : null,
    error: { code: rpcCode ?? rest.status, message: body.message, data: { error: body.error, request_id: requestId } },
  };
  return toLambdaResult({ ...rest, body: rpc }, conventionHeaders(requestId, rate));
}

/**
 * What the endpoint reads: one JSON-RPC message per request (MCP 2025-06-18
 * removed batching, and one message is one count against the rate limits),
 * within the body size and nesting limits of the REST API.
 */
function checkReadable(body: string, parsed: unknown): void {
  checkBodySize(body);
  if (Array.isArray(parsed)) {
    throw new ValidationError('body: JSON-RPC batches are not accepted; send one JSON-RPC message per request');
  }
  checkJsonDepth(parsed, 'body');
}

function toWebRequest(event: APIGatewayProxyEventV2, body: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(event.headers ?? {})) if (value !== undefined) headers.set(name, value);
  return new Request(`https://${event.requestContext.domainName}${event.rawPath}`, { method: 'POST', headers, body });
}

/** The shared admission path, with the scopes and write status of the tools the request calls. */
async function admitCall(
  event: APIGatewayProxyEventV2,
  messages: JsonRpcMessage[],
  now: number,
  onAuthenticated: (principal: Principal) => void,
): Promise<{ principal: Principal; rate: RateLimitState }> {
  const tools = calledTools(messages);
  return admit({
    event,
    credential: 'apiKey',
    isWrite: tools.some((tool) => tool.twin.method !== 'GET'),
    scopes: tools.flatMap((tool) => (tool.twin.auth.type === 'apiKey' ? [{ scope: tool.twin.auth.scope, neededBy: tool.names[0] }] : [])),
    now,
    onAuthenticated,
  });
}

const originOf = (event: APIGatewayProxyEventV2, requestId: string): AuditOrigin => ({
  channel: 'mcp',
  requestId,
  sourceIp: event.requestContext.http.sourceIp,
  userAgent: event.requestContext.http.userAgent,
});

/** An authenticated caller's audited tool calls that admission refused (missing scope, rate limit) are recorded with that status. */
async function recordRefusedCalls(event: APIGatewayProxyEventV2, messages: JsonRpcMessage[], requestId: string, principal: Principal, status: number): Promise<void> {
  for (const message of messages.filter((item) => item.method === 'tools/call')) {
    const tool = toolsByName.get(message.params?.name ?? '');
    if (tool) await recordToolCall(tool, principal, originOf(event, requestId), { args: message.params?.arguments, outcome: status });
  }
}

/**
 * The agent tool endpoint: MCP Streamable HTTP, stateless, JSON responses.
 * Same API keys, scopes and rate limits as the REST API; tool calls that
 * change data count as writes.
 */
export async function handler(event: APIGatewayProxyEventV2, lambdaContext?: Context): Promise<Result> {
  if (lambdaContext) addLambdaContext(lambdaContext);
  const result = await answer(event);
  recordRequestMetrics('mcp', result.statusCode ?? 200);
  return result;
}

async function answer(event: APIGatewayProxyEventV2): Promise<Result> {
  const requestId = newId('req');
  const now = nowSeconds();
  const method = event.requestContext.http.method;
  let rate = uncountedState(method, now);
  if (method !== 'POST') return rejection(new MethodNotAllowedError(method, ['POST']), requestId, rate, []);

  const body = event.body && event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body ?? '';
  const parsed = parsedBody(body);
  const messages = rpcMessages(parsed);
  let principal: Principal | undefined;
  try {
    ({ principal, rate } = await admitCall(event, messages, now, (authenticated) => {
      principal = authenticated;
    }));
  } catch (error) {
    rate = countedState(error) ?? rate;
    if (!(error instanceof ApiError)) log('error', 'mcp admission failed', { request_id: requestId, error: String(error) });
    const refusal = rejection(error, requestId, rate, messages);
    // The refusal changed nothing, so an entry that cannot be written does not change the answer.
    if (principal) {
      await recordRefusedCalls(event, messages, requestId, principal, refusal.statusCode ?? 500)
        .catch((recordError: unknown) => log('error', 'audit entry not written', { request_id: requestId, error: String(recordError) }));
    }
    return refusal;
  }
  try {
    checkReadable(body, parsed);
  } catch (error) {
    const inParams = error instanceof ValidationError && error.message.startsWith('params');
    return rejection(error, requestId, rate, Array.isArray(parsed) ? [] : messages, inParams ? ErrorCode.InvalidParams : ErrorCode.InvalidRequest);
  }

  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  const server = createMcpServer({ principal, now, requestId, origin: originOf(event, requestId) });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(toWebRequest(event, body));
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    log('info', 'mcp request', { request_id: requestId, user_id: principal.userId, status: response.status, methods: messages.map((m) => m.method) });
    return {
      statusCode: response.status,
      headers: { ...headers, 'Cache-Control': 'no-store', ...conventionHeaders(requestId, rate) },
      body: withRequestIds(await response.text(), response.status, requestId),
    };
  } finally {
    await server.close();
  }
}
