import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildOpenApiDocument } from '#openapi/document';
import type { OpenApiDocument, ResponseObject } from '#openapi/types';
import { routeList } from '#routes';
import { useLocalStack } from '../helpers/local-stack.ts';
import { createResponseChecker } from '../helpers/openapi-check.ts';

const { call, newAccount, stack } = useLocalStack();

async function fetchRaw(path: string, token?: string) {
  const url = `${stack().apiUrl}${path}`;
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { method: 'GET', url, status: response.status, headers: response.headers, body: await response.text() };
}

describe('GET /openapi.json', () => {
  it('serves the valid OpenAPI 3.1 document without authentication, with the usual headers', async () => {
    const response = await call<OpenApiDocument>('/openapi.json');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    assert.match(response.headers.get('x-request-id') ?? '', /^req_/);
    for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
      assert.match(response.headers.get(name) ?? '', /^\d+$/, name);
    }
    const document = response.body;
    assert.deepEqual(document.servers, [{ url: stack().apiUrl }], 'the server is the public base URL plus /api/v1');
    assert.deepEqual(document, buildOpenApiDocument({ publicBaseUrl: stack().baseUrl }));
    assert.equal(Object.values(document.paths).flatMap((item) => Object.values(item)).length, routeList.length);
    const validation = await new Validator().validate(document as unknown as Record<string, unknown>);
    assert.equal(validation.valid, true, JSON.stringify(validation.errors, null, 2));
  });

  it('catches real responses that stray from the document', async () => {
    const owner = await newAccount(['read']);
    const document = buildOpenApiDocument();
    const check = createResponseChecker(document);
    const me = await fetchRaw('/me', owner.key);
    check(me);

    const stringCount = structuredClone(document);
    const meResponse = stringCount.paths['/me']?.get?.responses['200'] as ResponseObject;
    meResponse.content!['application/json']!.schema = {
      type: 'object',
      properties: { data: { type: 'object', properties: { requests_last_minute: { type: 'string' } } } },
    };
    assert.throws(() => createResponseChecker(stringCount)(me), /getMe \(GET \/me\) 200 body does not match its schema: body\/data\/requests_last_minute must be string/);

    const unauthorized = await fetchRaw('/me');
    assert.equal(unauthorized.status, 401);
    check(unauthorized);
    const without401 = structuredClone(document);
    delete without401.paths['/me']?.get?.responses['401'];
    assert.throws(() => createResponseChecker(without401)(unauthorized), /getMe \(GET \/me\) 401 is not a documented status/);
  });
});
