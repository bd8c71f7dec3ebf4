import * as v from 'valibot';
import { limits } from '#shared/limits';
import { isWriteMethod } from '#domain/access';
import { CSRF_HEADER } from '#http/admission/csrf';
import type { ResponseSpec, RouteSpec } from '#http/route';
import { commonErrors, conventionHeaders, ERROR_BODY, schemaRef } from './components.ts';
import type { JsonSchema } from './json-schema.ts';
import type { HeaderObject, Operation, Parameter, Reference, ResponseObject } from './types.ts';

export type Convert = (schema: v.GenericSchema, where: string) => JsonSchema;

/** `shared` turns named schemas into component references; `inline` never does (parameters need the properties). */
export interface Converters {
  shared: Convert;
  inline: Convert;
}

const JSON_MEDIA_TYPE = 'application/json';

/** Parameters from an object schema: one per property, its description lifted onto the parameter. */
function parametersOf(objectSchema: JsonSchema, location: Parameter['in']): Parameter[] {
  const required = new Set(objectSchema.required ?? []);
  return Object.entries(objectSchema.properties ?? {}).map(([name, property]) => {
    const { description, ...schema } = typeof property === 'boolean' ? {} : property;
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      ...(description ? { description } : {}),
      schema,
    };
  });
}

function pathParameters(route: RouteSpec, inline: Convert): Parameter[] {
  const placeholders = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const declared = route.params ? parametersOf(inline(route.params, 'params'), 'path') : [];
  const stray = declared.filter((parameter) => !placeholders.includes(parameter.name));
  if (stray.length) {
    throw new Error(`${route.operationId}: params ${stray.map((p) => p.name).join(', ')} do not appear in the path ${route.path}`);
  }
  return placeholders.map((name) => declared.find((parameter) => parameter.name === name)
    ?? { name, in: 'path', required: true, schema: { type: 'string' } });
}

function requestBody(body: v.GenericSchema, convert: Convert): NonNullable<Operation['requestBody']> {
  // An empty body is read as {}, so the body is optional exactly when {} is valid.
  return {
    required: !v.safeParse(body, {}).success,
    content: { [JSON_MEDIA_TYPE]: { schema: convert(body, 'body') } },
  };
}

function declaredHeaders(spec: ResponseSpec): Record<string, HeaderObject> {
  return Object.fromEntries(Object.entries(spec.headers ?? {}).map(([name, description]) => [
    name,
    { description, required: true, schema: { type: 'string' } },
  ]));
}

function responseObject(status: number, spec: ResponseSpec, convert: Convert): ResponseObject {
  const schema = spec.schema ? convert(spec.schema, `response ${status}`) : status >= 400 ? schemaRef(ERROR_BODY) : undefined;
  const contentType = spec.contentType ?? (schema ? JSON_MEDIA_TYPE : undefined);
  const mediaSchema = schema ?? (contentType && /^text\//.test(contentType) ? { type: 'string' as const } : undefined);
  const content = {
    ...(contentType ? { [contentType]: mediaSchema ? { schema: mediaSchema } : {} } : {}),
    ...Object.fromEntries(Object.entries(spec.alternatives ?? {}).map(([type, how]) => [type, { schema: { type: 'string' as const, description: how } }])),
  };
  return {
    description: spec.description,
    headers: { ...conventionHeaders(status), ...declaredHeaders(spec) },
    ...(Object.keys(content).length ? { content } : {}),
  };
}

/** The error statuses an operation can answer without declaring them. */
export function commonErrorStatuses(route: RouteSpec): number[] {
  const statuses: number[] = [];
  if (route.params || route.query || route.body) statuses.push(400);
  if (route.auth.type !== 'none') statuses.push(401, 403, 404, 429);
  if (isWriteMethod(route.method)) statuses.push(409);
  statuses.push(500);
  return statuses;
}

function responses(route: RouteSpec, convert: Convert): Record<string, ResponseObject | Reference> {
  const out: Record<string, ResponseObject | Reference> = {};
  for (const [status, spec] of Object.entries(route.responses)) out[status] = responseObject(Number(status), spec, convert);
  for (const status of commonErrorStatuses(route)) {
    out[status] ??= { $ref: `#/components/responses/${commonErrors[status]!.name}` };
  }
  return out;
}

/** Writes a browser authenticates with the session cookie must prove they come from the service's own pages. */
function csrfParameters(route: RouteSpec): Parameter[] {
  if (route.auth.type === 'none' || !isWriteMethod(route.method)) return [];
  return [{
    name: CSRF_HEADER,
    in: 'header',
    required: false,
    description: 'Required (any value) when the session cookie authenticates this write, which must also come from the service\'s own '
      + '`Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`.',
    schema: { type: 'string' },
  }];
}

function rateLimitNote(route: RouteSpec): string {
  return isWriteMethod(route.method)
    ? `Counts as a write: ${limits.writesPerMinute} per minute per credential.`
    : `Counts as a read: ${limits.readsPerMinute} per minute per credential.`;
}

function security(route: RouteSpec): Pick<Operation, 'security' | 'description' | 'x-required-scope'> {
  switch (route.auth.type) {
    case 'apiKey':
      return {
        security: [{ apiKey: [route.auth.scope] }, { sessionCookie: [] }],
        'x-required-scope': route.auth.scope,
        description: `Needs an API key with the \`${route.auth.scope}\` scope (\`Authorization: Bearer lb_api_…\`; a bearer session token is a 401), `
          + `or in the portal the session cookie, which acts as the account owner with every scope. ${rateLimitNote(route)}`,
      };
    case 'session':
      return {
        security: [{ session: [] }, { sessionCookie: [] }],
        description: `Authenticated by the account session (\`Authorization: Bearer lb_sess_…\` or the session cookie), not by an API key. ${rateLimitNote(route)}`,
      };
    case 'none':
      return { security: [], description: 'No authentication.' };
  }
}

/** One route of the route table as an OpenAPI operation. */
export function operationFor(route: RouteSpec, { shared, inline }: Converters): Operation {
  const parameters = [
    ...pathParameters(route, inline),
    ...(route.query ? parametersOf(inline(route.query, 'query'), 'query') : []),
    ...csrfParameters(route),
  ];
  return {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.tag],
    ...security(route),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body ? { requestBody: requestBody(route.body, shared) } : {}),
    responses: responses(route, shared),
  };
}
