import assert from 'node:assert/strict';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { createRouteMatcher } from '#http/route-matcher';
import type { RouteSpec } from '#http/route';
import { buildOpenApiDocument } from '#openapi/document';
import type { HeaderObject, MediaType, OpenApiDocument, OperationMethod, Reference, ResponseObject } from '#openapi/types';
import { API_BASE_PATH, routeList } from '#routes';

/** A response as a client received it. */
export interface ReceivedResponse {
  method: string;
  url: string;
  status: number;
  headers: Headers;
  body: string;
}

const COMPONENTS_ID = 'urn:briefings:openapi-components';
/** Statuses the fallback answers for requests that match no route. */
const FALLBACK_STATUSES = [404, 405];
const MAX_QUOTED_BODY = 600;

const clip = (text: string) => (text.length > MAX_QUOTED_BODY ? `${text.slice(0, MAX_QUOTED_BODY)}…` : text);

/** Schema references of the document, pointed at the components registered with Ajv. */
function retarget<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${COMPONENTS_ID}#/$defs/`)) as T;
}

export function createAjv(document: OpenApiDocument): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: retarget(document.components.schemas) });
  return ajv;
}

/**
 * Checks received responses against the OpenAPI document: the status must be
 * documented for the operation that answered, the documented required headers
 * present, the content type documented and a JSON body valid against its
 * schema. Requests outside /api/v1 are not described by the document and pass;
 * requests no route matches must get a 404 or 405 with the error body.
 * Failures are assertion errors naming the operation, the status and the problem.
 */
export function createResponseChecker(document: OpenApiDocument, routes: RouteSpec[] = routeList) {
  const ajv = createAjv(document);
  const match = createRouteMatcher(routes, API_BASE_PATH);
  const validators = new WeakMap<MediaType, ValidateFunction>();

  const resolve = <T extends object>(item: T | Reference): T => {
    if (!('$ref' in item)) return item;
    const [, section, name] = item.$ref.match(/^#\/components\/(\w+)\/(.+)$/) ?? [];
    const found = (document.components as unknown as Record<string, Record<string, T>>)[section ?? '']?.[name ?? ''];
    assert.ok(found, `OpenAPI: unresolvable reference ${item.$ref}`);
    return found;
  };

  const validatorFor = (media: MediaType): ValidateFunction => {
    let validate = validators.get(media);
    if (!validate) {
      validate = ajv.compile(retarget(media.schema ?? {}));
      validators.set(media, validate);
    }
    return validate;
  };

  function checkHeaders(label: string, response: ReceivedResponse, documented: ResponseObject): void {
    for (const [name, item] of Object.entries(documented.headers ?? {})) {
      const header = resolve<HeaderObject>(item);
      const value = response.headers.get(name);
      if (value === null) {
        assert.ok(!header.required, `OpenAPI: ${label} lacks the required header ${name}`);
        continue;
      }
      if (header.schema.type === 'integer') assert.match(value, /^-?\d+$/, `OpenAPI: ${label} header ${name} is not an integer: ${value}`);
    }
  }

  function checkBody(label: string, response: ReceivedResponse, documented: ResponseObject): void {
    const contentType = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!documented.content) {
      assert.equal(response.body, '', `OpenAPI: ${label} documents no body but got ${contentType}: ${clip(response.body)}`);
      return;
    }
    const media = documented.content[contentType];
    assert.ok(media, `OpenAPI: ${label} answered with content type "${contentType}"; documented: ${Object.keys(documented.content).join(', ')}`);
    if (!/^application\/(.+\+)?json$/.test(contentType)) return;
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      assert.fail(`OpenAPI: ${label} body is not valid JSON: ${clip(response.body)}`);
    }
    const validate = validatorFor(media);
    if (!validate(body)) {
      assert.fail(`OpenAPI: ${label} body does not match its schema: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}\nbody: ${clip(response.body)}`);
    }
  }

  function check(received: ReceivedResponse): void {
    const response = { ...received, method: received.method.toUpperCase() };
    const { pathname } = new URL(response.url);
    if (pathname !== API_BASE_PATH && !pathname.startsWith(`${API_BASE_PATH}/`)) return;
    const found = match(response.method, pathname);
    if (found.kind !== 'route') {
      const label = `${response.method} ${pathname} (no route) ${response.status}`;
      assert.ok(FALLBACK_STATUSES.includes(response.status), `OpenAPI: ${label}: a request no route matches must get 404 or 405`);
      checkBody(label, response, resolve<ResponseObject>({ $ref: '#/components/responses/NotFound' }));
      return;
    }
    const operation = document.paths[found.route.path]?.[response.method.toLowerCase() as OperationMethod];
    assert.ok(operation, `OpenAPI: ${response.method} ${found.route.path} (${found.route.operationId}) is missing from the document`);
    const label = `${operation.operationId} (${response.method} ${found.route.path}) ${response.status}`;
    const item = operation.responses[String(response.status)];
    assert.ok(item, `OpenAPI: ${label} is not a documented status (documented: ${Object.keys(operation.responses).join(', ')}); body: ${clip(response.body)}`);
    const documented = resolve<ResponseObject>(item);
    checkHeaders(label, response, documented);
    checkBody(label, response, documented);
  }

  return check;
}

let sharedCheck: ((response: ReceivedResponse) => void) | undefined;

/** The checker for the route table's document, built once per test process. */
export function checkAgainstOpenApi(response: ReceivedResponse): void {
  sharedCheck ??= createResponseChecker(buildOpenApiDocument());
  sharedCheck(response);
}
