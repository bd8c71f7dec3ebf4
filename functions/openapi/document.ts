import type * as v from 'valibot';
import { limits } from '#shared/limits';
import type { RouteSpec } from '#http/route';
import { API_BASE_PATH, routeList } from '#routes';
import { ErrorBody, Pagination } from '#schemas/common';
import { REFERENCE_PATH } from '#shared/base-path';
import { API_VERSION } from '#shared/version';
import { commonErrors, ERROR_BODY, headers, PAGINATION, securitySchemes } from './components.ts';
import { createReferencingConverter, toJsonSchema } from './json-schema.ts';
import { collectNamedSchemas } from './named-schemas.ts';
import { type Convert, operationFor } from './operations.ts';
import type { OpenApiDocument, OperationMethod, PathItem } from './types.ts';

const description = (referenceUrl: string) => `Turns content sources into AI-generated audio briefings.

The interactive reference at [${referenceUrl}](${referenceUrl}) renders this document and sends "Try it out" calls to the service with an API key entered under "Authorize".

- **Authentication**: \`Authorization: Bearer lb_api_…\` with an API key that has the scope the operation names (\`x-required-scope\`). Key management (\`/me/keys\`) and the audit log (\`/audit-log\`) take the account session instead: \`Authorization: Bearer lb_sess_…\` or the \`briefings_session\` cookie (writes by cookie need the service's own \`Origin\` and \`X-Requested-With\`). A bearer session token on any other operation is a 401; the cookie, which holds a session token and never an API key, also works there for the portal. An \`Authorization\` header holds exactly one credential.
- **Bodies** are JSON, at most ${limits.maxBodyBytes / 1024} KiB and ${limits.maxJsonDepth} levels of nesting; unknown fields are rejected.
- **Responses**: success bodies are \`{"data": …}\`; lists are \`{"data": […], "pagination": {"total", "limit", "offset"}}\` (\`limit\` ${limits.pageSizeDefault} by default, at most ${limits.pageSizeMax}).
- **Timestamps** are integers: Unix time in seconds.
- **Errors**: every non-2xx response has the body \`{"error", "message", "request_id"}\` (see \`ErrorBody\`). A path the API does not have gets 404 \`not_found\`; a known path with another method gets 405 \`method_not_allowed\` and an \`Allow\` header.
- **HEAD**: every GET operation also answers \`HEAD\` with the GET's status and headers (\`Content-Length\`, \`Content-Type\`, \`ETag\`, \`Last-Modified\`, a redirect's \`Location\`, signed for HEAD) and no body; \`Allow\` lists it beside GET.
- **Rate limits** per credential and minute: ${limits.readsPerMinute} reads (GET) and ${limits.writesPerMinute} writes (POST, PATCH, DELETE). Every response carries \`X-Request-Id\` and \`X-RateLimit-Limit\`/\`-Remaining\`/\`-Reset\`; a 429 also carries \`Retry-After\`.`;

export interface DocumentOptions {
  /** Routes to describe; defaults to the route table. */
  routes?: RouteSpec[];
  /** e.g. https://api.example.com; without it the server URL is relative to the document. */
  publicBaseUrl?: string;
}

function schemasOf(route: RouteSpec): v.GenericSchema[] {
  const responses = Object.values(route.responses).flatMap((spec) => (spec.schema ? [spec.schema] : []));
  return [route.params, route.query, route.body, ...responses].filter((schema): schema is v.GenericSchema => schema !== undefined);
}

/** Failures name the route and the part of it, so a schema nobody can publish is found at once. */
function located(route: RouteSpec, convert: (schema: v.GenericSchema) => ReturnType<Convert>): Convert {
  return (schema, where) => {
    try {
      return convert(schema);
    } catch (error) {
      throw new Error(`OpenAPI: ${route.operationId} ${where}: ${(error as Error).message}`, { cause: error });
    }
  };
}

/**
 * The OpenAPI 3.1 description of the API, built from the route table alone:
 * a route added to the table is published without touching this module.
 */
export function buildOpenApiDocument(options: DocumentOptions = {}): OpenApiDocument {
  const routes = options.routes ?? routeList;
  const named = collectNamedSchemas(routes.flatMap(schemasOf), { [ERROR_BODY]: ErrorBody, [PAGINATION]: Pagination });
  const converter = createReferencingConverter({ ...named, refPrefix: '#/components/schemas/' });
  const baseUrl = options.publicBaseUrl?.replace(/\/$/, '') ?? '';
  const referenceUrl = `${baseUrl}${REFERENCE_PATH}`;

  const paths: Record<string, PathItem> = {};
  for (const route of routes) {
    const method = route.method.toLowerCase() as OperationMethod;
    const item = (paths[route.path] ??= {});
    if (item[method]) throw new Error(`OpenAPI: ${route.method} ${route.path} is in the route table twice`);
    item[method] = operationFor(route, {
      shared: located(route, (schema) => converter.convert(schema)),
      inline: located(route, toJsonSchema),
    });
  }

  return {
    openapi: '3.1.0',
    info: { title: 'Briefings API', version: API_VERSION, description: description(referenceUrl) },
    externalDocs: { description: 'Interactive API reference', url: referenceUrl },
    servers: [{ url: `${baseUrl}${API_BASE_PATH}` }],
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: converter.definitions(),
      responses: Object.fromEntries(Object.values(commonErrors).map(({ name, response }) => [name, response])),
      headers,
      securitySchemes,
    },
  };
}
