import { newId } from '#shared/ids';
import { uncountedState } from '#domain/access';
import { nowSeconds } from '#shared/clock';
import { addLambdaContext } from '#shared/logger';
import type { PipelineMiddleware, RequestState } from './state.ts';

/** First of the pipeline: gives the request its id and time, and the log lines the Lambda context. */
export const requestId = <S extends RequestState>(): PipelineMiddleware<S> => ({
  name: 'request-id',
  before: (request) => {
    addLambdaContext(request.context);
    const now = nowSeconds();
    const startedAt = Date.now();
    Object.assign(request.internal, {
      requestId: newId('req'),
      now,
      startedAt,
      receivedAt: Math.min(request.event.requestContext?.timeEpoch ?? startedAt, startedAt),
      rate: uncountedState(request.event.requestContext?.http?.method ?? 'GET', now),
      requestsThisMinute: 0,
    });
    request.context.state = request.internal;
  },
});
