import { countedState } from '../admission/admit.ts';
import type { ApiResponse } from '../responses.ts';
import type { PipelineMiddleware, PipelineRequest, RequestState } from './state.ts';

/** The protocol's error answer (REST: the spec's error body; MCP: a JSON-RPC error). */
export type ErrorShape<S extends RequestState> = (error: unknown, request: PipelineRequest<S>) => ApiResponse;

/**
 * Turns any error of the steps inside it into the protocol's answer, keeping the rate-limit
 * state a refused admission had counted for the response headers. Unexpected errors become a
 * 500 without internals (responses.ts errorResponse).
 */
export const errorShaping = <S extends RequestState>(shape: ErrorShape<S>): PipelineMiddleware<S> => ({
  name: 'error-shaping',
  onError: (request) => {
    request.internal.rate = countedState(request.error) ?? request.internal.rate;
    request.response = shape(request.error, request) as never;
  },
});
