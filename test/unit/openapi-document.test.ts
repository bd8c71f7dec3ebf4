import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import * as v from 'valibot';
import { defineRoute, type RouteSpec } from '#http/route';
import { buildOpenApiDocument } from '#openapi/document';
import { toJsonSchema } from '#openapi/json-schema';
import type { Operation, OperationMethod, Parameter, ResponseObject } from '#openapi/types';
import { routeList } from '#routes';
import { envelope, idParam, PageQuery } from '#schemas/common';
import { createAjv } from '../helpers/openapi-check.ts';

const operationOf = (document: ReturnType<typeof buildOpenApiDocument>, route: RouteSpec): Operation => {
  const operation = document.paths[route.path]?.[route.method.toLowerCase() as OperationMethod];
  assert.ok(operation, `${route.method} ${route.path} is in the document`);
  return operation;
};

const Thing = v.pipe(v.object({ id: v.string(), note: v.nullable(v.string()) }), v.title('Thing'));

const thingRoutes = {
  getThing: defineRoute({
    operationId: 'getThing',
    method: 'GET',
    path: '/things/{thingId}',
    handler: 'unused',
    summary: 'One thing',
    tag: 'Things',
    auth: { type: 'apiKey', scope: 'read' },
    params: idParam('thingId', 'Thing id'),
    responses: {
      200: { description: 'The thing', schema: envelope(Thing) },
      404: { description: '`not_found`, or `not_ready` while the thing is being made' },
    },
  }),
  listThings: defineRoute({
    operationId: 'listThings',
    method: 'GET',
    path: '/things',
    handler: 'unused',
    summary: 'Things',
    tag: 'Things',
    auth: { type: 'apiKey', scope: 'read' },
    query: PageQuery,
    responses: { 200: { description: 'Things', schema: v.object({ data: v.array(Thing) }) } },
  }),
  thingCaptions: defineRoute({
    operationId: 'getThingCaptions',
    method: 'GET',
    path: '/things/{thingId}/captions',
    handler: 'unused',
    summary: 'Captions',
    tag: 'Things',
    auth: { type: 'apiKey', scope: 'read' },
    responses: { 200: { description: 'WebVTT captions', contentType: 'text/vtt' } },
  }),
  thingAudio: defineRoute({
    operationId: 'getThingAudio',
    method: 'GET',
    path: '/things/{thingId}/audio',
    handler: 'unused',
    summary: 'Audio',
    tag: 'Things',
    auth: { type: 'session' },
    params: idParam('thingId', 'Thing id'),
    responses: { 302: { description: 'Redirect to the file', headers: { Location: 'Signed URL of the MP3' } } },
  }),
  touchThing: defineRoute({
    operationId: 'touchThing',
    method: 'POST',
    path: '/things/{thingId}/touch',
    handler: 'unused',
    summary: 'Touch',
    tag: 'Things',
    auth: { type: 'apiKey', scope: 'write' },
    params: idParam('thingId', 'Thing id'),
    body: v.strictObject({ note: v.optional(v.string()) }),
    responses: { 204: { description: 'Touched' } },
  }),
} satisfies Record<string, RouteSpec>;
const things = Object.values(thingRoutes);

describe('OpenAPI document of the route table', () => {
  const document = buildOpenApiDocument();

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document) as unknown as Record<string, unknown>);
    assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2));
    assert.equal(document.openapi, '3.1.0');
    assert.deepEqual({ title: document.info.title, version: document.info.version }, { title: 'Briefings API', version: '1.2.0' });
    assert.deepEqual(document.servers, [{ url: '/api/v1' }]);
    assert.deepEqual(document.externalDocs, { description: 'Interactive API reference', url: '/reference' });
    assert.match(document.info.description, /\[\/reference\]\(\/reference\)/, 'the description links the interactive reference');
  });

  it('has every route of the table, once, with its operation id, summary and tag', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    assert.equal(operations.length, routeList.length);
    assert.equal(new Set(operations.map((operation) => operation.operationId)).size, routeList.length, 'operation ids are unique');
    for (const route of routeList) {
      const operation = operationOf(document, route);
      assert.equal(operation.operationId, route.operationId);
      assert.equal(operation.summary, route.summary);
      assert.deepEqual(operation.tags, [route.tag]);
      for (const status of Object.keys(route.responses)) assert.ok(operation.responses[status], `${route.operationId} documents ${status}`);
    }
  });

  it('states each route\'s credential, and an API key route\'s scope', () => {
    for (const route of routeList) {
      const operation = operationOf(document, route);
      if (route.auth.type === 'apiKey') {
        // The portal's session cookie acts as the account owner with every scope; a bearer session token is no API key.
        assert.deepEqual(operation.security, [{ apiKey: [route.auth.scope] }, { sessionCookie: [] }]);
        assert.equal(operation['x-required-scope'], route.auth.scope);
        assert.match(operation.description, new RegExp(`\`${route.auth.scope}\` scope`));
      } else if (route.auth.type === 'session') {
        assert.deepEqual(operation.security, [{ session: [] }, { sessionCookie: [] }]);
      } else {
        assert.deepEqual(operation.security, []);
      }
    }
    const schemes = document.components.securitySchemes;
    assert.deepEqual(schemes.apiKey, { ...schemes.apiKey, type: 'http', scheme: 'bearer', bearerFormat: 'lb_api_…' });
    assert.deepEqual(schemes.session, { ...schemes.session, type: 'http', scheme: 'bearer', bearerFormat: 'lb_sess_…' });
    assert.deepEqual(schemes.sessionCookie, { ...schemes.sessionCookie, type: 'apiKey', in: 'cookie', name: 'briefings_session' });
  });

  it('has only schemas that a strict JSON Schema 2020-12 validator compiles', () => {
    const ajv = createAjv(document);
    const schemas = Object.values(document.paths).flatMap((item) => Object.values(item)).flatMap((operation) => [
      ...(operation.parameters ?? []).map((parameter) => parameter.schema),
      ...Object.values(operation.requestBody?.content ?? {}).map((media) => media.schema),
      ...Object.values(operation.responses).flatMap((response) => Object.values((response as ResponseObject).content ?? {}).map((media) => media.schema)),
    ]);
    assert.ok(schemas.length > routeList.length);
    for (const schema of schemas) {
      assert.doesNotThrow(() => ajv.compile(JSON.parse(JSON.stringify(schema ?? {}).replaceAll('"#/components/schemas/', '"urn:briefings:openapi-components#/$defs/'))));
    }
  });

  it('describes key creation: strict body, page query with defaults and bounds, path id', () => {
    const byId = (id: string) => operationOf(document, routeList.find((route) => route.operationId === id)!);
    const create = byId('createApiKey');
    const body = create.requestBody?.content['application/json']?.schema;
    assert.equal(create.requestBody?.required, true);
    assert.equal(body?.additionalProperties, false);
    assert.deepEqual(body?.required, ['name']);
    const limit = byId('listApiKeys').parameters?.find((parameter) => parameter.name === 'limit');
    assert.deepEqual(limit, {
      name: 'limit', in: 'query', required: false, description: 'Page size, at most 100',
      schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    } satisfies Parameter);
    assert.deepEqual(byId('revokeApiKey').parameters?.map(({ name, in: where, required }) => ({ name, where, required })), [
      { name: 'keyId', where: 'path', required: true },
      { name: 'X-Requested-With', where: 'header', required: false },
    ]);
    assert.equal(byId('listApiKeys').parameters?.some((parameter) => parameter.in === 'header'), false, 'reads need no CSRF header');
  });

  it('documents the error answers each operation can give, with the conventional headers', () => {
    const getMe = operationOf(document, routeList.find((route) => route.operationId === 'getMe')!);
    assert.deepEqual(Object.keys(getMe.responses).sort(), ['200', '401', '403', '404', '429', '500']);
    const createKey = operationOf(document, routeList.find((route) => route.operationId === 'createApiKey')!);
    assert.deepEqual(Object.keys(createKey.responses).sort(), ['201', '400', '401', '403', '404', '409', '429', '500']);
    const openApi = operationOf(document, routeList.find((route) => route.operationId === 'getOpenApiDocument')!);
    assert.deepEqual(Object.keys(openApi.responses).sort(), ['200', '500']);

    const responses = document.components.responses;
    assert.ok(responses.RateLimited?.headers?.['Retry-After']);
    for (const response of [...Object.values(responses), getMe.responses['200'] as ResponseObject]) {
      assert.deepEqual(
        Object.keys(response.headers ?? {}).filter((name) => name !== 'Retry-After'),
        ['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'],
      );
    }
    assert.deepEqual(responses.NotFound?.content?.['application/json']?.schema, { $ref: '#/components/schemas/ErrorBody' });
    assert.deepEqual(document.components.schemas.ErrorBody?.required, ['error', 'message', 'request_id']);
  });
});

describe('OpenAPI generator on routes added later', () => {
  const document = buildOpenApiDocument({ routes: things, publicBaseUrl: 'https://api.example.com/' });
  const operation = (id: keyof typeof thingRoutes) => operationOf(document, thingRoutes[id]);

  it('is valid and uses the public base URL as the server', async () => {
    const result = await new Validator().validate(structuredClone(document) as unknown as Record<string, unknown>);
    assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2));
    assert.deepEqual(document.servers, [{ url: 'https://api.example.com/api/v1' }]);
    assert.deepEqual(document.tags, [{ name: 'Things' }]);
  });

  it('publishes a titled schema once and refers to it everywhere', () => {
    assert.deepEqual(document.components.schemas.Thing, {
      type: 'object',
      properties: { id: { type: 'string' }, note: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
      required: ['id', 'note'],
      title: 'Thing',
    });
    const single = (operation('getThing').responses['200'] as ResponseObject).content?.['application/json']?.schema;
    assert.deepEqual(single?.properties?.data, { $ref: '#/components/schemas/Thing' });
    const list = (operation('listThings').responses['200'] as ResponseObject).content?.['application/json']?.schema;
    assert.deepEqual(list?.properties?.data, { type: 'array', items: { $ref: '#/components/schemas/Thing' } });
  });

  it('publishes equal schemas made twice under one title as one component', () => {
    const makeTag = () => v.pipe(v.object({ label: v.string() }), v.title('Tag'));
    const tagged = buildOpenApiDocument({
      routes: [
        { ...thingRoutes.listThings, responses: { 200: { description: 'x', schema: envelope(makeTag()) } } },
        { ...thingRoutes.getThing, responses: { 200: { description: 'y', schema: envelope(makeTag()) } } },
      ],
    });
    assert.deepEqual(Object.keys(tagged.components.schemas), ['ErrorBody', 'Pagination', 'Tag']);
    for (const path of ['/things', '/things/{thingId}']) {
      const ok = tagged.paths[path]?.get?.responses['200'] as ResponseObject;
      assert.deepEqual(ok.content?.['application/json']?.schema?.properties?.data, { $ref: '#/components/schemas/Tag' });
    }
  });

  it('lets a route replace a common error answer with its own description', () => {
    const notFound = operation('getThing').responses['404'] as ResponseObject;
    assert.equal(notFound.description, '`not_found`, or `not_ready` while the thing is being made');
    assert.deepEqual(notFound.content?.['application/json']?.schema, { $ref: '#/components/schemas/ErrorBody' });
    assert.deepEqual(operation('listThings').responses['404'], { $ref: '#/components/responses/NotFound' });
  });

  it('describes text, redirect and empty answers', () => {
    assert.deepEqual((operation('thingCaptions').responses['200'] as ResponseObject).content, { 'text/vtt': { schema: { type: 'string' } } });
    const redirect = operation('thingAudio').responses['302'] as ResponseObject;
    assert.equal(redirect.content, undefined);
    assert.deepEqual(redirect.headers?.Location, { description: 'Signed URL of the MP3', required: true, schema: { type: 'string' } });
    assert.equal((operation('touchThing').responses['204'] as ResponseObject).content, undefined);
  });

  it('makes path parameters of every placeholder, and an all-optional body optional', () => {
    assert.deepEqual(operation('thingCaptions').parameters, [{ name: 'thingId', in: 'path', required: true, schema: { type: 'string' } }]);
    assert.equal(operation('touchThing').requestBody?.required, false);
  });

  it('refuses routes it cannot describe, naming the route and the part', () => {
    const base = thingRoutes.touchThing;
    assert.throws(
      () => buildOpenApiDocument({ routes: [{ ...base, body: v.strictObject({ when: v.date() }) }] }),
      /OpenAPI: touchThing body: The "date" schema cannot be converted/,
    );
    assert.throws(
      () => buildOpenApiDocument({ routes: [{ ...base, params: idParam('otherId', 'x') }] }),
      /touchThing: params otherId do not appear in the path/,
    );
    assert.throws(() => buildOpenApiDocument({ routes: [base, base] }), /POST \/things\/\{thingId\}\/touch is in the route table twice/);
    const Other = v.pipe(v.object({ id: v.number() }), v.title('Thing'));
    assert.throws(
      () => buildOpenApiDocument({ routes: [...things, { ...thingRoutes.listThings, path: '/others', responses: { 200: { description: 'x', schema: Other } } }] }),
      /Two different schemas are named "Thing"/,
    );
  });
});

describe('toJsonSchema (shared with the agent tools)', () => {
  it('gives a self-contained schema of what a client sends, never stricter than the valibot schema', () => {
    const schema = v.strictObject({
      name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100), v.description('Label')),
      language: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}$/i)), 'en'),
      code: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
      cron: v.pipe(v.string(), v.check((value) => value.split(' ').length === 5, 'five fields')),
      voice: v.optional(v.nullable(v.picklist(['a', 'b']))),
      item: v.pipe(v.object({ id: v.string() }), v.title('Item')),
    });
    assert.deepEqual(toJsonSchema(schema), {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 100, description: 'Label' },
        language: { type: 'string', default: 'en' },
        code: { type: 'string', pattern: '^[A-Z]{3}$' },
        cron: { type: 'string' },
        voice: { anyOf: [{ enum: ['a', 'b'], type: 'string' }, { type: 'null' }] },
        item: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'], title: 'Item' },
      },
      required: ['name', 'code', 'cron', 'item'],
      additionalProperties: false,
    });
  });
});
