import type { DownloadMethod } from '#adapters/blob-store';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ApiError } from '#shared/errors';
import type { RateLimitState } from '#domain/access';
import type { Page } from '#store/pagination';
import { log } from '#shared/logger';

/** What a handler returns; the wrapper adds the conventional headers. */
export interface ApiResponse {
  status: number;
  body?: unknown;
  /** Non-JSON payloads (text/vtt) are passed as text with their content type. */
  text?: string;
  /** Binary payloads (images), sent base64-encoded as API Gateway expects; the handler sets their content type. */
  binary?: Buffer;
  headers?: Record<string, string>;
  /** Set-Cookie values, returned in the result's `cookies` array as API Gateway (HTTP API, payload 2.0) expects. */
  cookies?: string[];
}

export const ok = (data: unknown): ApiResponse => ({ status: 200, body: { data } });
export const created = (data: unknown): ApiResponse => ({ status: 201, body: { data } });
export const accepted = (data: unknown): ApiResponse => ({ status: 202, body: { data } });
export const page = <T>(result: Page<T>): ApiResponse => ({
  status: 200,
  body: { data: result.items, pagination: { total: result.total, limit: result.limit, offset: result.offset } },
});

export function conventionHeaders(requestId: string, rate: RateLimitState): Record<string, string> {
  return { 'X-Request-Id': requestId, ...rateLimitHeaders(rate) };
}

/** The X-RateLimit-* headers; a route that counts its own requests (feed URLs) sets them on its response. */
export function rateLimitHeaders(rate: RateLimitState): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(rate.limit),
    'X-RateLimit-Remaining': String(rate.remaining),
    'X-RateLimit-Reset': String(rate.reset),
  };
}

export function toLambdaResult(response: ApiResponse, headers: Record<string, string>): APIGatewayProxyStructuredResultV2 {
  if (response.binary) {
    return {
      statusCode: response.status,
      headers: { 'Cache-Control': 'no-store', ...headers, ...response.headers },
      body: response.binary.toString('base64'),
      isBase64Encoded: true,
    };
  }
  const isText = response.text !== undefined;
  return {
    statusCode: response.status,
    headers: {
      ...(response.body !== undefined || isText ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
      'Cache-Control': 'no-store',
      ...headers,
      ...response.headers,
    },
    body: isText ? response.text : response.body === undefined ? '' : JSON.stringify(response.body),
    ...(response.cookies?.length ? { cookies: response.cookies } : {}),
  };
}

/** Maps any error to the spec's error body; internals of unexpected errors never leave the process. */
export function errorResponse(error: unknown, requestId: string): ApiResponse {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      headers: error.headers,
      body: { error: error.code, message: error.message, request_id: requestId },
    };
  }
  log('error', 'unhandled error', {
    request_id: requestId,
    error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
  });
  return {
    status: 500,
    body: { error: 'internal_error', message: 'Internal error; quote the request id when reporting it', request_id: requestId },
  };
}

/** How a redirect's target will be requested: a HEAD answered with a redirect is followed with HEAD. */
export const downloadMethod = (requestMethod: string): DownloadMethod => (requestMethod === 'HEAD' ? 'HEAD' : 'GET');
