import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as v from 'valibot';
import { config } from '#shared/config';
import { recordRouteCall } from '#domain/audit';
import { nowSeconds } from '#shared/clock';
import { ValidationError } from '#shared/errors';
import { newId } from '#domain/ids';
import type { Principal } from '#domain/principal';
import { isWriteMethod, type RateLimitState, uncountedState } from '#domain/rate-limits';
import { admit, countedState, lowerCasedHeaders } from './admission/admit.ts';
import { checkBodySize, checkJsonDepth } from './admission/body-limits.ts';
import { originOf } from './admission/csrf.ts';
import { addLambdaContext, log } from '#shared/logger';
import { recordRequestMetrics } from './request-metrics.ts';
import { type ApiResponse, conventionHeaders, errorResponse, toLambdaResult } from './responses.ts';
import type { RouteSpec } from './route.ts';
import { coerceQuery, parseOrThrow } from './validation.ts';

type Infer<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

/** What a route implementation receives: validated input and the caller. */
export interface ApiRequest<R extends RouteSpec> {
  requestId: string;
  now: number;
  method: string;
  /** The raw request path, including /api/v1. */
  path: string;
  principal: R['auth']['type'] extends 'none' ? undefined : Principal;
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
  /** Lower-cased request headers. */
  headers: Record<string, string | undefined>;
  /** Client address as the gateway saw it. */
  sourceIp?: string;
  /** Requests counted in the caller's current one-minute window, this one included. */
  requestsThisMinute: number;
}

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyStructuredResultV2;

interface RequestState {
  requestId: string;
  now: number;
  startedAt: number;
  rate: RateLimitState;
  principal?: Principal;
  requestsThisMinute: number;
}

const states = new WeakMap<Event, RequestState>();

function stateOf(event: Event): RequestState {
  const state = states.get(event);
  if (!state) throw new Error('request state missing');
  return state;
}

function decodedBody(event: Event): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** Request id, rate-limit headers and the error body on every response, success or failure. */
const conventions = (route: RouteSpec): middy.MiddlewareObj<Event, Result> => {
  const finish = async (event: Event, recorded: ApiResponse): Promise<Result> => {
    const state = stateOf(event);
    const response = await withAuditEntry(route, event, state, recorded);
    log(response.status >= 500 ? 'error' : 'info', 'request', {
      request_id: state.requestId,
      route: route.operationId,
      method: event.requestContext?.http?.method,
      status: response.status,
      duration_ms: Date.now() - state.startedAt,
      user_id: state.principal?.userId,
      // API Gateway's id joins this line to the access log.
      api_request_id: event.requestContext?.requestId,
    });
    recordRequestMetrics(route.operationId, response.status);
    return toLambdaResult(response, conventionHeaders(state.requestId, state.rate));
  };
  return {
    before: (request) => {
      addLambdaContext(request.context);
      const now = nowSeconds();
      states.set(request.event, {
        requestId: newId('req'),
        now,
        startedAt: Date.now(),
        rate: uncountedState(request.event.requestContext?.http?.method ?? 'GET', now),
        requestsThisMinute: 0,
      });
    },
    onError: async (request) => {
      const state = stateOf(request.event);
      const error = translateParserError(request.error);
      state.rate = countedState(error) ?? state.rate;
      request.response = await finish(request.event, errorResponse(error, state.requestId));
    },
    after: async (request) => {
      request.response = await finish(request.event, request.response as unknown as ApiResponse);
    },
  };
};

/**
 * Records an authenticated write of an audited route, succeeded or failed,
 * before the response leaves: a response whose entry could not be written
 * becomes a 500, so no change is reported without its entry.
 */
async function withAuditEntry(route: RouteSpec, event: Event, state: RequestState, response: ApiResponse): Promise<ApiResponse> {
  if (!route.audit || !state.principal) return response;
  const http = event.requestContext?.http;
  try {
    await recordRouteCall(route.audit, state.principal, {
      channel: 'rest',
      requestId: state.requestId,
      sourceIp: http?.sourceIp,
      userAgent: http?.userAgent ?? lowerCasedHeaders(event.headers)['user-agent'],
    }, {
      method: http?.method ?? route.method,
      params: event.pathParameters ?? {},
      body: event.body,
      data: response.status < 300 ? (response.body as { data?: unknown } | undefined)?.data : undefined,
      outcome: response.status,
    });
    return response;
  } catch (error) {
    log('error', 'audit entry not written', { request_id: state.requestId, route: route.operationId, status: response.status, error: String(error) });
    return errorResponse(new Error('audit entry not written'), state.requestId);
  }
}

/** @middy/http-json-body-parser reports 415s; the API contract calls them validation errors. */
function translateParserError(error: unknown): unknown {
  const cause = (error as { cause?: { package?: string; message?: string } } | null)?.cause;
  if (cause?.package !== '@middy/http-json-body-parser') return error;
  return (error as Error).message === 'Unsupported Media Type'
    ? new ValidationError('content-type: must be application/json')
    : new ValidationError(`body: invalid JSON${cause.message ? ` (${cause.message})` : ''}`);
}

/** The shared admission path: credential, CSRF for cookie writes, rate limit, scope. */
const authorize = (route: RouteSpec): middy.MiddlewareObj<Event, Result> => ({
  before: async (request) => {
    const state = stateOf(request.event);
    if (route.auth.type === 'none') return;
    const admitted = await admit({
      event: request.event,
      credential: route.auth.type,
      isWrite: isWriteMethod(route.method),
      scopes: route.auth.type === 'apiKey' ? [{ scope: route.auth.scope }] : [],
      now: state.now,
      ownOrigin: originOf(config.publicBaseUrl),
      onAuthenticated: (principal) => {
        state.principal = principal;
      },
    });
    state.principal = admitted.principal;
    state.rate = admitted.rate;
    state.requestsThisMinute = admitted.requestsThisMinute;
  },
});

/** Rejects oversized bodies and treats an empty body as `{}`, so missing fields are named one by one. */
const bodyLimits: middy.MiddlewareObj<Event, Result> = {
  before: (request) => {
    const raw = decodedBody(request.event);
    checkBodySize(raw);
    if (raw.trim() === '') {
      request.event.body = '{}';
      request.event.isBase64Encoded = false;
      request.event.headers = { ...request.event.headers, 'content-type': 'application/json' };
    }
    // Media types are case-insensitive; the JSON parser's check is not.
    const contentType = request.event.headers?.['content-type'];
    if (contentType) request.event.headers['content-type'] = contentType.toLowerCase();
  },
};

/** Refuses parsed bodies nested past the limit before validation walks them. */
const bodyDepth: middy.MiddlewareObj<Event, Result> = {
  before: (request) => checkJsonDepth(request.event.body, 'body'),
};

/**
 * Wraps a route implementation in the shared request pipeline. The returned
 * function is the Lambda handler that the CDK stack deploys and the local
 * gateway invokes.
 */
export function apiHandler<R extends RouteSpec>(
  route: R,
  implementation: (request: ApiRequest<R>) => Promise<ApiResponse>,
): (event: Event, context: Context) => Promise<Result> {
  const pipeline = middy<Event, Result>().use(conventions(route)).use(authorize(route));
  if (route.body) pipeline.use(bodyLimits).use(httpJsonBodyParser()).use(bodyDepth);
  return pipeline.handler(async (event) => {
    const state = stateOf(event);
    const headers = lowerCasedHeaders(event.headers);
    const input = {
      requestId: state.requestId,
      now: state.now,
      method: event.requestContext?.http?.method ?? route.method,
      path: event.rawPath,
      principal: state.principal,
      params: route.params ? parseOrThrow(route.params, event.pathParameters ?? {}, 'path') : undefined,
      query: route.query ? parseOrThrow(route.query, coerceQuery(route.query, event.queryStringParameters ?? {}), 'query') : undefined,
      body: route.body ? parseOrThrow(route.body, event.body as unknown, 'body') : undefined,
      headers,
      sourceIp: event.requestContext?.http?.sourceIp,
      requestsThisMinute: state.requestsThisMinute,
    } as ApiRequest<R>;
    return (await implementation(input)) as unknown as Result;
  });
}
