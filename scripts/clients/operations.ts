import type { OpenApiDocument, OperationMethod } from '#openapi/types';

/** A JSON Schema node of the document, as the generators read it. */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  description?: string;
  [key: string]: unknown;
}

export interface ClientParameter {
  name: string;
  required: boolean;
  description: string | undefined;
  schema: SchemaNode;
}

/** One operation as a client method: what it takes and what its success answers. */
export interface ClientOperation {
  operationId: string;
  method: Uppercase<OperationMethod>;
  path: string;
  summary: string;
  pathParams: ClientParameter[];
  queryParams: ClientParameter[];
  /** The JSON body schema, when the operation takes one. */
  body: { schema: SchemaNode; required: boolean } | undefined;
  /** What a call answers: the body's `data` (single), `{ data, pagination }` (page), or the whole body when it has no `data` (the OpenAPI document itself). */
  result: { kind: 'single' | 'page' | 'body'; data: SchemaNode };
  /** The operation can also answer plain text (e.g. WebVTT captions). */
  alsoText: boolean;
}

interface RawOperation {
  operationId: string;
  summary?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string; schema: SchemaNode }>;
  requestBody?: { required?: boolean; content: Record<string, { schema: SchemaNode }> };
  responses: Record<string, { content?: Record<string, { schema: SchemaNode }> }>;
}

const toParameter = (raw: NonNullable<RawOperation['parameters']>[number]): ClientParameter => ({
  name: raw.name,
  required: raw.required ?? false,
  description: raw.description,
  schema: raw.schema,
});

/**
 * The operations a client calls with an API key, in document order. Left out:
 * operations whose only success is a redirect (the signed audio download link
 * is followed by a player, not called), and header parameters (the
 * X-Requested-With header only matters to browsers sending a session cookie).
 */
export function clientOperations(document: OpenApiDocument): ClientOperation[] {
  const operations: ClientOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item) as Array<[OperationMethod, RawOperation]>) {
      const successes = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status)).map(([, response]) => response);
      const success = successes[0];
      const jsons = successes.flatMap((response) => (response.content?.['application/json']?.schema ? [response.content['application/json'].schema] : []));
      const first = jsons[0];
      if (!first) continue;
      // Several JSON successes of one shape (POST /briefings: 202 queued, 200 dry run) give a union of their data.
      const datas = jsons.map((schema) => schema.properties?.data);
      const json = jsons.length > 1 && datas.every(Boolean) ? { ...first, properties: { ...first.properties, data: { anyOf: datas as SchemaNode[] } } } : first;
      const properties = json.properties ?? {};
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content['application/json'];
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase() as Uppercase<OperationMethod>,
        path,
        summary: operation.summary ?? operation.operationId,
        pathParams: parameters.filter((parameter) => parameter.in === 'path').map(toParameter),
        queryParams: parameters.filter((parameter) => parameter.in === 'query').map(toParameter),
        body: body ? { schema: body.schema, required: operation.requestBody?.required ?? false } : undefined,
        result: { kind: properties.pagination ? 'page' : properties.data ? 'single' : 'body', data: properties.data ?? json },
        alsoText: Object.keys(success?.content ?? {}).some((type) => type.startsWith('text/')),
      });
    }
  }
  return operations;
}

export const schemaName = (ref: string): string => ref.replace('#/components/schemas/', '');
