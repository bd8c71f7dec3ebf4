import type { ApiResponse } from '../responses.ts';
import type { PipelineMiddleware, PipelineRequest, RequestState } from './state.ts';

/**
 * Records the request in the audit log once its answer is known, success (`refused` false) or
 * refusal by a step of the pipeline (`refused` true), and returns the answer to send: a
 * recorder may turn it into a 500 when an entry that must exist could not be written.
 */
export type AuditRecorder<S extends RequestState> = (request: PipelineRequest<S>, response: ApiResponse, refused: boolean) => Promise<ApiResponse>;

/** Sits outside error shaping, so it sees every answer, the refusals included. */
export const audit = <S extends RequestState>(record: AuditRecorder<S>): PipelineMiddleware<S> => {
  const recorded = (refused: boolean) => async (request: PipelineRequest<S>) => {
    if (request.response === undefined || request.response === null) return;
    request.response = await record(request, request.response as unknown as ApiResponse, refused) as never;
  };
  return { name: 'audit', after: recorded(false), onError: recorded(true) };
};
