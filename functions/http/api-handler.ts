import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { Context } from 'aws-lambda';
import type * as v from 'valibot';
import { config } from '#shared/config';
import { pendingRouteEntry, recordRouteCall } from '#domain/audit';
import { withPendingAuditEntry } from '#store/audited-writes';
import { ValidationError } from '#shared/errors';
import type { Principal } from '#shared/principal';
import { isWriteMethod } from '#domain/access';
import { log } from '#shared/logger';
import { lowerCasedHeaders } from './admission/admit.ts';
import { originOf } from './admission/csrf.ts';
import { admission, type AdmissionNeeds } from './middleware/admission.ts';
import { audit, type AuditRecorder } from './middleware/audit.ts';
import { bodyDepth, bodySize, emptyJsonBody } from './middleware/body-limits.ts';
import { conventions } from './middleware/conventions.ts';
import { errorShaping } from './middleware/error-shaping.ts';
import { repeatedHeaders } from './middleware/repeated-headers.ts';
import { requestId } from './middleware/request-id.ts';
import type { Event, PipelineContext, RequestState, Result } from './middleware/state.ts';
import { type ApiResponse, errorResponse } from './responses.ts';
import { type RouteSpec, successStatusOf } from './route.ts';
import { coerceQuery, parseOrThrow } from './validation.ts';

type Infer<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

/** What a route implementation receives: validated input and the caller. */
export interface ApiRequest<R extends RouteSpec> {
  requestId: string;
  now: number;
  /** Epoch ms API Gateway received the request: time budgets count from here. */
  receivedAt: number;
  method: string;
  /** The raw request path, including /api/v1. */
  path: string;
  principal: R['auth']['type'] extends 'none' ? undefined : Principal;
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
  /** Lower-cased request headers. */
  headers: Record<string, string | undefined>;
  /** Client IP address as API Gateway saw it. */
  sourceIp: string | undefined;
  /** Requests counted in the caller's current one-minute window, this one included. */
  requestsThisMinute: number;
}

/** Where an authenticated call of an audited route came from. */
function originOfCall(route: RouteSpec, event: Event, state: RequestState) {
  const http = event.requestContext?.http;
  return {
    origin: { channel: 'rest' as const, requestId: state.requestId, sourceIp: http?.sourceIp, userAgent: http?.userAgent ?? lowerCasedHeaders(event.headers)['user-agent'] },
    call: { method: http?.method ?? route.method, params: event.pathParameters ?? {}, body: event.body },
  };
}

/**
 * Records an authenticated write of an audited route, succeeded or failed,
 * before the response leaves: a success whose change carried its entry
 * (store/audited-writes.ts) is recorded already; any other answer is recorded
 * here, and one whose entry could not be written becomes a 500, so no change
 * is reported without its entry.
 */
const auditEntry = (route: RouteSpec): AuditRecorder<RequestState> => async ({ event, internal: state }, response) => {
  if (!route.audit || !state.principal) return response;
  if (state.pendingAudit?.written && response.status < 300) return response;
  const { origin, call } = originOfCall(route, event, state);
  try {
    await recordRouteCall(route.audit, state.principal, origin, {
      ...call,
      data: response.status < 300 ? (response.body as { data?: unknown } | undefined)?.data : undefined,
      outcome: response.status,
    });
    return response;
  } catch (error) {
    log('error', 'audit entry not written', { request_id: state.requestId, route: route.operationId, status: response.status, error: String(error) });
    return errorResponse(new Error('audit entry not written'), state.requestId);
  }
};

/** Runs the implementation with the entry its change is to be written with, when the route is audited. */
function withAuditedChange(route: RouteSpec, event: Event, state: RequestState, run: () => Promise<ApiResponse>): Promise<ApiResponse> {
  if (!route.audit || !state.principal) return run();
  const { origin, call } = originOfCall(route, event, state);
  state.pendingAudit = pendingRouteEntry(route.audit, state.principal, origin, { ...call, outcome: successStatusOf(route) });
  return withPendingAuditEntry(state.pendingAudit, run);
}

/** @middy/http-json-body-parser reports 415s; the API contract calls them validation errors. */
function translateParserError(error: unknown): unknown {
  const cause = (error as { cause?: { package?: string; message?: string } } | null)?.cause;
  if (cause?.package !== '@middy/http-json-body-parser') return error;
  return (error as Error).message === 'Unsupported Media Type'
    ? new ValidationError('content-type: must be application/json')
    : new ValidationError(`body: invalid JSON${cause.message ? ` (${cause.message})` : ''}`);
}

/** The credential, write status and scope the route declares. */
const routeNeeds = (route: RouteSpec): AdmissionNeeds<RequestState> => () => (route.auth.type === 'none' ? undefined : {
  // A route that takes an API key takes the portal's session cookie too: the owner, with every scope.
  credential: route.auth.type === 'apiKey' ? 'apiKeyOrSessionCookie' : route.auth.type,
  isWrite: isWriteMethod(route.method),
  scopes: route.auth.type === 'apiKey' ? [{ scope: route.auth.scope }] : [],
  ownOrigin: originOf(config.publicBaseUrl),
});

/**
 * The one-value headers admission reads, whose differing copies the route refuses before it: where a
 * cookie write comes from (on the writes that can answer 400 at all: those with input to validate).
 * A body's type is refused with the body's other checks, after admission, so a refused credential is a 401 whatever the body.
 */
const headersAdmissionReads = (route: RouteSpec): string[] =>
  (isWriteMethod(route.method) && (route.body || route.query || route.params) ? ['origin', 'sec-fetch-site'] : []);

/**
 * Wraps a route implementation in the shared request pipeline. The returned
 * function is the Lambda handler that the CDK stack deploys and the local
 * gateway invokes.
 */
export function apiHandler<R extends RouteSpec>(
  route: R,
  implementation: (request: ApiRequest<R>) => Promise<ApiResponse>,
): (event: Event, context: Context) => Promise<Result> {
  const pipeline = middy<Event, Result, Error, PipelineContext, RequestState>()
    .use(requestId())
    .use(conventions(route.operationId))
    .use(audit(auditEntry(route)))
    .use(errorShaping((error, { internal }) => errorResponse(translateParserError(error), internal.requestId)))
    .use(repeatedHeaders(headersAdmissionReads(route)))
    .use(admission(routeNeeds(route)));
  if (route.body) pipeline.use(repeatedHeaders(['content-type'])).use(bodySize()).use(emptyJsonBody()).use(httpJsonBodyParser()).use(bodyDepth(({ event }) => event.body));
  const handler = pipeline.handler(async (event, { state }) => {
    const input = {
      requestId: state.requestId,
      now: state.now,
      receivedAt: state.receivedAt,
      method: event.requestContext?.http?.method ?? route.method,
      path: event.rawPath,
      principal: state.principal,
      params: route.params ? parseOrThrow(route.params, event.pathParameters ?? {}, 'path') : undefined,
      query: route.query ? parseOrThrow(route.query, coerceQuery(route.query, event.queryStringParameters ?? {}), 'query') : undefined,
      body: route.body ? parseOrThrow(route.body, event.body as unknown, 'body') : undefined,
      headers: lowerCasedHeaders(event.headers),
      sourceIp: event.requestContext?.http?.sourceIp,
      requestsThisMinute: state.requestsThisMinute,
    } as ApiRequest<R>;
    return (await withAuditedChange(route, event, state, () => implementation(input))) as unknown as Result;
  });
  // The state field of the context is filled in by request-id, the first step.
  return (event, context) => handler(event, context as PipelineContext);
}
