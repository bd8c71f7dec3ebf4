import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as v from 'valibot';
import { defineRoute } from '#http/route';
import { buildOpenApiDocument } from '#openapi/document';
import { envelope, idParam } from '#schemas/common';
import { createResponseChecker, type ReceivedResponse } from '../helpers/openapi-check.ts';

const getThing = defineRoute({
  operationId: 'getThing',
  method: 'GET',
  path: '/things/{thingId}',
  handler: 'unused',
  summary: 'One thing',
  tag: 'Things',
  auth: { type: 'apiKey', scope: 'read' },
  params: idParam('thingId', 'Thing id'),
  responses: { 200: { description: 'The thing', schema: envelope(v.object({ id: v.string(), size: v.pipe(v.number(), v.integer()) })) } },
});
const captions = defineRoute({
  operationId: 'getCaptions',
  method: 'GET',
  path: '/things/{thingId}/captions',
  handler: 'unused',
  summary: 'Captions',
  tag: 'Things',
  auth: { type: 'apiKey', scope: 'read' },
  params: idParam('thingId', 'Thing id'),
  responses: { 200: { description: 'WebVTT', contentType: 'text/vtt' } },
});
const routes = [getThing, captions];
const check = createResponseChecker(buildOpenApiDocument({ routes }), routes);

const BASE = 'http://127.0.0.1:3000/api/v1';
const conventional = { 'x-request-id': 'req_1', 'x-ratelimit-limit': '600', 'x-ratelimit-remaining': '599', 'x-ratelimit-reset': '1700000060' };

function received(overrides: Partial<ReceivedResponse> & { json?: unknown; extraHeaders?: Record<string, string> }): ReceivedResponse {
  const { json, extraHeaders, ...rest } = overrides;
  return {
    method: 'GET',
    url: `${BASE}/things/t1`,
    status: 200,
    headers: new Headers({ 'content-type': 'application/json; charset=utf-8', ...conventional, ...extraHeaders }),
    body: JSON.stringify(json ?? { data: { id: 't1', size: 3 } }),
    ...rest,
  };
}

const errorBody = { error: 'not_found', message: 'thing t1 not found', request_id: 'req_1' };

describe('response check against the OpenAPI document', () => {
  it('accepts documented answers: success, common errors, text bodies', () => {
    check(received({}));
    check(received({ status: 404, json: errorBody }));
    check(received({ method: 'get', status: 429, json: { ...errorBody, error: 'rate_limited' }, extraHeaders: { 'retry-after': '12' } }));
    check(received({ url: `${BASE}/things/t1/captions`, headers: new Headers({ 'content-type': 'text/vtt', ...conventional }), body: 'WEBVTT\n' }));
  });

  it('names the operation and status of an undocumented status', () => {
    assert.throws(() => check(received({ status: 409, json: errorBody })), /getThing \(GET \/things\/\{thingId\}\) 409 is not a documented status \(documented: 200, 400, 401, 403, 404, 429, 500\)/);
  });

  it('names the schema error of a body off its schema', () => {
    assert.throws(() => check(received({ json: { data: { id: 't1', size: 'big' } } })), /getThing \(GET \/things\/\{thingId\}\) 200 body does not match its schema: body\/data\/size must be integer/);
    assert.throws(() => check(received({ status: 500, json: { message: 'boom' } })), /500 body does not match its schema: body must have required property 'error'/);
    assert.throws(() => check(received({ body: '{"data":' })), /200 body is not valid JSON/);
  });

  it('requires the conventional headers, Retry-After on a 429, and a documented content type', () => {
    const { 'x-request-id': _omitted, ...withoutId } = conventional;
    assert.throws(() => check(received({ headers: new Headers({ 'content-type': 'application/json', ...withoutId }) })), /200 lacks the required header X-Request-Id/);
    assert.throws(() => check(received({ status: 429, json: errorBody })), /429 lacks the required header Retry-After/);
    assert.throws(() => check(received({ extraHeaders: { 'x-ratelimit-reset': 'soon' } })), /header X-RateLimit-Reset is not an integer/);
    assert.throws(() => check(received({ extraHeaders: { 'content-type': 'text/html' } })), /answered with content type "text\/html"; documented: application\/json/);
  });

  it('holds requests no route matches to a 404 or 405 with the error body, and leaves other paths alone', () => {
    check(received({ url: `${BASE}/nothing`, status: 404, json: errorBody }));
    check(received({ method: 'DELETE', status: 405, json: { ...errorBody, error: 'method_not_allowed' } }));
    assert.throws(() => check(received({ url: `${BASE}/nothing`, status: 200 })), /GET \/api\/v1\/nothing \(no route\) 200: a request no route matches must get 404 or 405/);
    assert.throws(() => check(received({ url: `${BASE}/nothing`, status: 404, json: { message: 'Not Found' } })), /no route\) 404 body does not match/);
    check(received({ url: 'http://127.0.0.1:3000/mcp', status: 200, json: { jsonrpc: '2.0' } }));
  });
});
