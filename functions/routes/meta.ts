import * as v from 'valibot';
import { defineRoute } from '#http/route';

/** Enough of the document's shape to catch a broken one; the OpenAPI 3.1 schema itself is checked in tests. */
const OpenApiDocumentShape = v.looseObject({
  openapi: v.literal('3.1.0'),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  servers: v.array(v.looseObject({ url: v.string() })),
  paths: v.record(v.string(), v.looseObject({})),
  components: v.looseObject({}),
});

export const getOpenApiDocument = /* @__PURE__ */ defineRoute({
  operationId: 'getOpenApiDocument',
  method: 'GET',
  path: '/openapi.json',
  handler: 'meta/openapi-get',
  summary: 'This OpenAPI 3.1 description of the API',
  tag: 'Meta',
  auth: { type: 'none' },
  responses: {
    200: { description: 'The OpenAPI document itself, not wrapped in `data`', schema: OpenApiDocumentShape },
  },
});
