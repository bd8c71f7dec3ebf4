import { type AdmissionRequest, admit } from '../admission/admit.ts';
import type { PipelineMiddleware, PipelineRequest, RequestState } from './state.ts';

/** What a request must present to be admitted; undefined for a public route. */
export type AdmissionNeeds<S extends RequestState> = (request: PipelineRequest<S>) => Omit<AdmissionRequest, 'event' | 'now' | 'onAuthenticated'> | undefined;

/**
 * Authentication, CSRF for cookie writes, rate limiting with usage counting, and the scope
 * check, in that order: the steps of admission/admit.ts. The principal is kept as soon as it
 * is authenticated, so a later refusal is still attributed (audit, log line).
 */
export const admission = <S extends RequestState>(needs: AdmissionNeeds<S>): PipelineMiddleware<S> => ({
  name: 'admission',
  before: async (request) => {
    const need = needs(request);
    if (!need) return;
    const state = request.internal;
    const admitted = await admit({
      ...need,
      event: request.event,
      now: state.now,
      onAuthenticated: (principal) => {
        state.principal = principal;
      },
    });
    Object.assign(state, admitted);
  },
});
