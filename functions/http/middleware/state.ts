import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Principal } from '#shared/principal';
import type { RateLimitState } from '#domain/access';
import type { PendingAuditEntry } from '#store/audited-writes';

export type Event = APIGatewayProxyEventV2;
export type Result = APIGatewayProxyStructuredResultV2;

/**
 * What the request pipeline knows of one request, kept on middy's `request.internal`, which
 * middy makes afresh for every invocation: set by request-id, filled by admission, read by the rest.
 */
export type RequestState = {
  requestId: string;
  /** Unix seconds the request is handled at, one value for every step. */
  now: number;
  /** Epoch ms the function began the request. */
  startedAt: number;
  /** Epoch ms API Gateway received the request (its requestContext.timeEpoch; cold start and queueing included): time budgets count from here. */
  receivedAt: number;
  rate: RateLimitState;
  principal?: Principal;
  /** Requests counted in the caller's current one-minute window, this one included. */
  requestsThisMinute: number;
  /** An audited call's entry, written by the store together with the change (store/audited-writes.ts). */
  pendingAudit?: PendingAuditEntry;
};

/**
 * The Lambda context with the request's state: middy hands the handler only the event and the
 * context, so request-id puts the state of `request.internal` there for it too.
 */
export type PipelineContext<S extends RequestState = RequestState> = Context & { state: S };

/** A request of the pipeline; `S` adds what one protocol keeps besides (MCP: the JSON-RPC messages). */
export type PipelineRequest<S extends RequestState = RequestState> = middy.Request<Event, Result, Error, PipelineContext<S>, S>;
export type PipelineMiddleware<S extends RequestState = RequestState> = middy.MiddlewareObj<Event, Result, Error, PipelineContext<S>, S>;

/** The body's text, decoded when API Gateway sent it in base64. */
export function decodedBody(event: Event): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}
