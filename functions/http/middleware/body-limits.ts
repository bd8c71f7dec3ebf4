import { checkBodySize, checkJsonDepth } from '../admission/body-limits.ts';
import { decodedBody, type PipelineMiddleware, type PipelineRequest, type RequestState } from './state.ts';

/** Refuses a body over the size cap before anything parses it. */
export const bodySize = <S extends RequestState>(): PipelineMiddleware<S> => ({
  name: 'body-size',
  before: (request) => {
    checkBodySize(decodedBody(request.event));
  },
});

/** Refuses a parsed body nested past the limit before validation walks it; `parsed` reads it where the protocol keeps it. */
export const bodyDepth = <S extends RequestState>(parsed: (request: PipelineRequest<S>) => unknown): PipelineMiddleware<S> => ({
  name: 'body-depth',
  before: (request) => {
    checkJsonDepth(parsed(request), 'body');
  },
});

/** An empty body reads as `{}`, so missing fields are named one by one; media types are compared in lower case. */
export const emptyJsonBody = <S extends RequestState>(): PipelineMiddleware<S> => ({
  name: 'empty-json-body',
  before: (request) => {
    const { event } = request;
    if (decodedBody(event).trim() === '') {
      event.body = '{}';
      event.isBase64Encoded = false;
      event.headers = { ...event.headers, 'content-type': 'application/json' };
    }
    // Media types are case-insensitive; the JSON parser's check is not.
    const contentType = event.headers?.['content-type'];
    if (contentType) event.headers['content-type'] = contentType.toLowerCase();
  },
});
