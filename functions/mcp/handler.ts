import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { authenticateApiKey } from '#domain/authentication';
import { nowSeconds } from '#domain/clock';
import { ApiError, ForbiddenError, MethodNotAllowedError, ValidationError } from '#domain/errors';
import { newId } from '#domain/ids';
import { limits } from '#domain/limits';
import type { Principal } from '#domain/principal';
import { RateLimitExceededError, type RateLimitState, uncountedState } from '#domain/rate-limits';
import { accountForRequest } from '#domain/request-accounting';
import { bearerToken } from '#http/credentials';
import { log } from '#http/logger';
import { conventionHeaders, errorResponse, toLambdaResult } from '#http/responses';
import { createMcpServer } from './server.ts';
import { toolsByName } from './tools.ts';

type Result = APIGatewayProxyStructuredResultV2;

interface JsonRpcMessage {
  id?: string | number | null;
  method?: string;
  params?: { name?: string };
}

function rpcMessages(body: string): JsonRpcMessage[] {
  try {
    const parsed: unknown = JSON.parse(body);
    return (Array.isArray(parsed) ? parsed : [parsed]).filter((item): item is JsonRpcMessage => typeof item === 'object' && item !== null);
  } catch {
    return [];
  }
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
 */
function rejection(error: unknown, requestId: string, rate: RateLimitState, messages: JsonRpcMessage[]): Result {
  const rest = errorResponse(error, requestId);
  const body = rest.body as { error: string; message: string };
  const rpc = {
    jsonrpc: '2.0',
    id: messages.length === 1 ? messages[0]!.id ?? null : null,
    error: { code: rest.status, message: body.message, data: { error: body.error, request_id: requestId } },
  };
  return toLambdaResult({ ...rest, body: rpc }, conventionHeaders(requestId, rate));
}

function toWebRequest(event: APIGatewayProxyEventV2, body: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(event.headers ?? {})) if (value !== undefined) headers.set(name, value);
  return new Request(`https://${event.requestContext.domainName}${event.rawPath}`, { method: 'POST', headers, body });
}

async function admit(event: APIGatewayProxyEventV2, messages: JsonRpcMessage[], now: number): Promise<{ principal: Principal; rate: RateLimitState }> {
  const principal = await authenticateApiKey(bearerToken(event), now);
  const tools = calledTools(messages);
  const isWrite = tools.some((tool) => tool.twin.method !== 'GET');
  const { rate } = await accountForRequest(principal, isWrite, now);
  if (principal.kind !== 'api_key') throw new Error('unreachable: API key authentication returns an API key principal');
  for (const tool of tools) {
    const scope = tool.twin.auth.type === 'apiKey' ? tool.twin.auth.scope : undefined;
    if (scope && !principal.scopes.includes(scope)) {
      throw new ForbiddenError(`This API key lacks the '${scope}' scope that ${tool.names[0]} needs`);
    }
  }
  return { principal, rate };
}

/**
 * The agent tool endpoint: MCP Streamable HTTP, stateless, JSON responses.
 * Same API keys, scopes and rate limits as the REST API; tool calls that
 * change data count as writes.
 */
export async function handler(event: APIGatewayProxyEventV2): Promise<Result> {
  const requestId = newId('req');
  const now = nowSeconds();
  const method = event.requestContext.http.method;
  let rate = uncountedState(method, now);
  if (method !== 'POST') return rejection(new MethodNotAllowedError(method, ['POST']), requestId, rate, []);

  const body = event.body && event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body ?? '';
  const messages = rpcMessages(body);
  let principal: Principal;
  try {
    ({ principal, rate } = await admit(event, messages, now));
  } catch (error) {
    if (error instanceof RateLimitExceededError) rate = error.state;
    if (!(error instanceof ApiError)) log('error', 'mcp admission failed', { request_id: requestId, error: String(error) });
    return rejection(error, requestId, rate, messages);
  }

  if (Buffer.byteLength(body) > limits.maxBodyBytes) {
    return rejection(new ValidationError(`body: larger than the ${limits.maxBodyBytes}-byte limit`), requestId, rate, messages);
  }

  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  const server = createMcpServer({ principal, now, requestId });
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
      body: await response.text(),
    };
  } finally {
    await server.close();
  }
}
