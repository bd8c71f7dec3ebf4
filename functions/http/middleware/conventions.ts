import { log } from '#shared/logger';
import { recordRequestMetrics } from '../request-metrics.ts';
import { type ApiResponse, conventionHeaders, toLambdaResult } from '../responses.ts';
import type { PipelineMiddleware, PipelineRequest, RequestState } from './state.ts';

/**
 * Last of the pipeline on the way out: every answer, success or error, gets X-Request-Id and
 * X-RateLimit-*, one log line (joined to API Gateway's access log by its request id) and the
 * request metrics, and leaves as a Lambda result.
 */
export const conventions = <S extends RequestState>(operation: string): PipelineMiddleware<S> => {
  const finish = (request: PipelineRequest<S>) => {
    const state = request.internal;
    const response = request.response as unknown as ApiResponse | undefined;
    if (!response) return;
    log(response.status >= 500 ? 'error' : 'info', 'request', {
      request_id: state.requestId,
      route: operation,
      method: request.event.requestContext?.http?.method,
      status: response.status,
      duration_ms: Date.now() - state.startedAt,
      user_id: state.principal?.userId,
      api_request_id: request.event.requestContext?.requestId,
    });
    recordRequestMetrics(operation, response.status);
    request.response = toLambdaResult(response, conventionHeaders(state.requestId, state.rate));
  };
  return { name: 'conventions', after: finish, onError: finish };
};
