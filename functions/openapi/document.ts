import type * as v from 'valibot';
import type { RouteSpec } from '#http/route';
import { routeList } from '#routes';
import { ErrorBody, Pagination } from '#schemas/common';
import { commonErrors, ERROR_BODY, headers, PAGINATION, securitySchemes } from './components.ts';
import { createReferencingConverter, toJsonSchema } from './json-schema.ts';
import { collectNamedSchemas } from './named-schemas.ts';
import { type Convert, operationFor } from './operations.ts';
import { frameDocument } from './frame.ts';
import type { OpenApiDocument, OperationMethod, PathItem, RouteDescription } from './types.ts';

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
 * The operations and components of the API, built from the route table alone:
 * a route added to the table is published without touching this module.
 */
export function describeRoutes(routes: RouteSpec[] = routeList): RouteDescription {
  const named = collectNamedSchemas(routes.flatMap(schemasOf), { [ERROR_BODY]: ErrorBody, [PAGINATION]: Pagination });
  const converter = createReferencingConverter({ ...named, refPrefix: '#/components/schemas/' });

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

/** The OpenAPI 3.1 description of the API: the route table's operations, framed for where the API is served. */
export function buildOpenApiDocument(options: DocumentOptions = {}): OpenApiDocument {
  return frameDocument(describeRoutes(options.routes), options.publicBaseUrl);
}
