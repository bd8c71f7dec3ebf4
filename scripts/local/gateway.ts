import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { createRouteMatcher } from '#http/route-matcher';
import type { RouteSpec } from '#http/route';
import { API_BASE_PATH } from '#routes';
import { holdIdleConnections } from './idle-connections.ts';

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** API Gateway's own cap on request payloads (HTTP API: 10 MB). */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;
const TEXT_TYPES = /^(application\/(json|.*\+json|x-www-form-urlencoded|xml)|text\/)/i;

const handlerCache = new Map<string, Promise<LambdaHandler>>();

/** Imports the same module the CDK stack bundles for this route. */
export function loadApiHandler(name: string): Promise<LambdaHandler> {
  let loaded = handlerCache.get(name);
  if (!loaded) {
    loaded = import(new URL(`../../functions/api/${name}.ts`, import.meta.url).href).then((module) => module.handler as LambdaHandler);
    handlerCache.set(name, loaded);
  }
  return loaded;
}

function lambdaContext(requestId: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'local',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:local',
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: 'local',
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 29_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** The body, or 'too_large' past API Gateway's cap; the rest of an oversized body is read and dropped, so the answer reaches the client. */
async function readBody(request: IncomingMessage): Promise<Buffer | 'too_large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Iterating to the end: leaving a for-await loop early would destroy the socket before the 413 is written.
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size <= MAX_PAYLOAD_BYTES) chunks.push(chunk as Buffer);
  }
  return size > MAX_PAYLOAD_BYTES ? 'too_large' : Buffer.concat(chunks);
}

function toEvent(request: IncomingMessage, url: URL, body: Buffer, routeKey: string, params?: Record<string, string>): APIGatewayProxyEventV2 {
  // request.headers keeps only the first of some repeated headers (Authorization among them);
  // API Gateway joins every repeated header with commas, and so does this.
  // Cookies travel only in `cookies`, one entry each, never as a cookie header.
  const headers: Record<string, string> = {};
  for (const [name, values] of Object.entries(request.headersDistinct)) {
    if (values !== undefined && name !== 'cookie') headers[name] = values.join(',');
  }
  const cookies = request.headersDistinct.cookie?.flatMap((value) => value.split(/;\s*/)).filter(Boolean);
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const isText = body.length === 0 || TEXT_TYPES.test(headers['content-type'] ?? '');
  const requestId = randomUUID();
  const now = Date.now();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: cookies?.length ? cookies : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: params && Object.keys(params).length ? params : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? '127.0.0.1',
      domainPrefix: 'local',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: !isText,
  };
}

/** As API Gateway does: each entry of the result's `cookies` becomes one Set-Cookie header. */
function writeResult(response: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const body = result.body === undefined ? Buffer.alloc(0) : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  if (result.cookies?.length) headers['Set-Cookie'] = result.cookies;
  headers['Content-Length'] = String(body.length);
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(body);
}

/** An extra non-/api/v1 endpoint served by a Lambda handler (e.g. /mcp, the web pages). */
export interface ExtraEndpoint {
  path: string;
  /** Also every path below `path`, as API Gateway's greedy `{proxy+}` does. */
  prefix?: boolean;
  load: () => Promise<LambdaHandler>;
}

const serves = (endpoint: ExtraEndpoint, pathname: string) =>
  endpoint.path === pathname || (endpoint.prefix === true && pathname.startsWith(`${endpoint.path}/`));

/**
 * A local stand-in for API Gateway (HTTP API, payload 2.0): each request
 * becomes the event API Gateway would send, goes to the same handler module
 * the CDK stack deploys, and the handler's result is written back unchanged.
 */
export async function startGateway(options: {
  routes: RouteSpec[];
  port: number;
  host?: string;
  extraEndpoints?: ExtraEndpoint[];
}): Promise<{ server: Server; url: string }> {
  const match = createRouteMatcher(options.routes, API_BASE_PATH);
  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const body = await readBody(request);
      if (body === 'too_large') {
        // As API Gateway does, the connection ends with the 413: a keep-alive client opens a new one.
        response.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
        response.end(JSON.stringify({ message: 'Request Entity Too Large' }));
        return;
      }
      const method = request.method ?? 'GET';
      const extra = options.extraEndpoints?.find((endpoint) => serves(endpoint, url.pathname));
      const found = match(method, url.pathname);
      const [routeKey, params, load] = extra
        ? [`ANY ${extra.path}${extra.prefix ? '/{proxy+}' : ''}`, undefined, extra.load]
        : found.kind === 'route'
          ? [`${method} ${API_BASE_PATH}${found.route.path}`, found.params, () => loadApiHandler(found.route.handler)]
          : ['$default', undefined, () => loadApiHandler('fallback')];
      const event = toEvent(request, url, body, routeKey, params);
      const handler = await load();
      writeResult(response, await handler(event, lambdaContext(event.requestContext.requestId)));
    } catch (error) {
      console.error('gateway: handler crashed', error);
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ message: 'Internal Server Error' }));
    }
  });
  holdIdleConnections(server);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://${host}:${port}` };
}
