import fc from 'fast-check';
import { limits } from '#shared/limits';
import type { RouteSpec } from '#http/route';
import { objectOf } from '../../functions/mcp/schemas.ts';
import { fieldValues, type ForeignIds, garbage, headerText, plausibleQueryValues } from './fuzz-values.ts';

/** How a fuzzed request authenticates; the test turns each into real headers. */
export const AUTH_VARIANTS = [
  'key', 'key-lowercase-scheme', 'read-key', 'session', 'session-cookie', 'session-cookie-among-others',
  'none', 'garbage-bearer', 'garbage-header', 'tampered-key', 'revoked-key', 'empty-bearer', 'garbage-cookie',
  // An API key where only a session token counts.
  'key-in-cookie',
  // Repeated headers as API Gateway joins them, and an empty one.
  'key-twice', 'key-then-garbage', 'key-then-empty', 'empty-header', 'session-then-key',
  // Cookies that disagree, and cookie writes without the CSRF headers or from another site.
  'session-cookies-disagreeing', 'session-cookie-without-csrf-header', 'session-cookie-foreign-origin',
] as const;
export type AuthVariant = (typeof AUTH_VARIANTS)[number];

export interface AuthChoice {
  variant: AuthVariant;
  /** Random text for the garbage variants. */
  noise: string;
}

export interface PathSegment {
  /** As it goes into the URL: encoded, or deliberately mis-encoded. */
  text: string;
  foreign: boolean;
}

export interface FuzzBody {
  payload: string | Uint8Array<ArrayBuffer>;
  /** Levels of objects and arrays in the payload when it was built nested on purpose. */
  nesting?: number;
  /** Undefined sends no Content-Type header at all. */
  contentType?: string;
}

export interface FuzzRequest {
  method: string;
  segments: Record<string, PathSegment>;
  query: string;
  body?: FuzzBody;
  auth: AuthChoice;
  headers: Record<string, string>;
}

export const fieldNames = (schema: RouteSpec['body']): string[] => (schema ? Object.keys(objectOf(schema).entries) : []);

const MIS_ENCODED = [
  '%', '%zz', '%E0%A4%A', '%C0%AF', '%00', '%2F', '%252F', '..', '.', '%2e%2e', ';', '%20', '%20%20', '~', 'a%2Fb', '%F0%9F%92%A5', '%FF',
];

const raw = (text: string): PathSegment => ({ text, foreign: false });
const encoded = (text: string): PathSegment => raw(encodeURIComponent(text));

/** Which of the other account's ids fits a path parameter of this route. */
function foreignIdFor(route: RouteSpec, foreign: ForeignIds): string {
  if (route.path.startsWith('/profiles')) return foreign.profile;
  if (route.path.startsWith('/sources')) return foreign.source;
  if (route.path.startsWith('/schedules')) return foreign.schedule;
  if (route.path.startsWith('/webhooks')) return foreign.webhook;
  if (route.path.startsWith('/webhook-events')) return foreign.event;
  if (route.path.startsWith('/me/keys')) return foreign.key;
  return foreign.job;
}

function segmentArbitrary(route: RouteSpec, foreign: ForeignIds, own: string[]): fc.Arbitrary<PathSegment> {
  const fitting = foreignIdFor(route, foreign);
  return fc.oneof(
    ...(own.length ? [{ weight: 2, arbitrary: fc.constantFrom(...own).map(raw) }] : []),
    { weight: 4, arbitrary: fc.constant<PathSegment>({ text: fitting, foreign: true }) },
    { weight: 1, arbitrary: fc.constantFrom(...Object.values(foreign)).map((id): PathSegment => ({ text: id, foreign: true })) },
    { weight: 1, arbitrary: fc.constantFrom(fitting.toUpperCase(), `${fitting}x`, fitting.slice(0, -1), ` ${fitting}`).map(encoded) },
    { weight: 3, arbitrary: fc.constantFrom(...MIS_ENCODED).map(raw) },
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encoded) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map(encoded) },
    { weight: 1, arbitrary: fc.integer({ min: 65, max: 2000 }).map((length) => raw('p'.repeat(length))) },
    { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 })).map(([a, b]) => raw(`${encodeURIComponent(a)}%2F${encodeURIComponent(b)}`)) },
  );
}

function queryArbitrary(route: RouteSpec, foreign: ForeignIds): fc.Arbitrary<string> {
  const known = route.query ? Object.keys(route.query.entries) : [];
  const names = fc.oneof(
    ...(known.length ? [{ weight: 4, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'limit[]', 'Limit', 'profileId', 'api_key') },
  );
  const values = fc.oneof(fc.constantFrom(...plausibleQueryValues(foreign)), fc.string({ unit: 'grapheme', maxLength: 20 }));
  return fc.oneof(
    { weight: 6, arbitrary: fc.array(fc.tuple(names, values), { maxLength: 5 }).map((pairs) => new URLSearchParams(pairs).toString()) },
    { weight: 1, arbitrary: fc.constantFrom('%', 'limit=%zz', 'a&&b', '=', '&', 'limit', 'limit=1&limit=2', 'offset=%E0%A4%A', 'format=vtt&format=json') },
  );
}

/**
 * An object with the body schema's field names (and some others): either every
 * field near-valid with the odd wrong one, to get past validation into the
 * domain code, or any subset of them with garbage.
 */
export function jsonObjectArbitrary(fields: string[], foreign: ForeignIds): fc.Arbitrary<Record<string, unknown>> {
  const values = fieldValues(foreign);
  const valueFor = (field: string, weights: [valid: number, invalid: number, garbage: number]) => {
    const known = values[field];
    if (!known) return garbage;
    return fc.oneof(
      { weight: weights[0], arbitrary: fc.constantFrom(...known.valid) },
      { weight: weights[1], arbitrary: fc.constantFrom(...known.invalid) },
      { weight: weights[2], arbitrary: garbage },
    );
  };
  const recordOf = (weights: [number, number, number], requiredKeys?: []) =>
    fc.record(Object.fromEntries(fields.map((field) => [field, valueFor(field, weights)])), { requiredKeys });
  const known = fc.oneof({ weight: 2, arbitrary: recordOf([20, 2, 1]) }, { weight: 1, arbitrary: recordOf([2, 2, 3], []) });
  const extra = fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'id', 'user_id', 'created_at')), garbage, { maxKeys: 3 }) },
  );
  return fc.tuple(known, extra).map(([knownFields, extraFields]) => Object.assign({}, extraFields, knownFields));
}

const MALFORMED_JSON = ['{', '{"name":', '[1,', 'nul', "{'name':'x'}", '{"name":"x"}}', '\uFEFF{}', 'NaN', '{"name":undefined}', '{"a":1,}', '"\\ud800"', '{"a":"\\x41"}'];

function bodyArbitrary(route: RouteSpec, foreign: ForeignIds): fc.Arbitrary<FuzzBody> {
  const object = jsonObjectArbitrary(fieldNames(route.body), foreign);
  const payload = fc.oneof(
    { weight: 16, arbitrary: object.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON) },
    { weight: 1, arbitrary: fc.tuple(object, fc.nat()).map(([value, cut]) => JSON.stringify(value).slice(0, cut % 40)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 60 }).map((bytes) => new Uint8Array(bytes)) },
    { weight: 1, arbitrary: fc.constantFrom('', '   ', `{"name":"${'x'.repeat(70_000)}"}`) },
  );
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant<string | undefined>('application/json') },
    { weight: 3, arbitrary: fc.constantFrom<string | undefined>(
      undefined, 'application/json; charset=utf-8', 'Application/JSON', 'application/vnd.api+json', 'application/json-patch+json',
      'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'text/json', '*/*', '',
    ) },
    { weight: 1, arbitrary: headerText(40) },
  );
  const plain = fc.record({ payload, contentType }, { requiredKeys: ['payload', 'contentType'] });
  return fc.oneof({ weight: 12, arbitrary: plain }, { weight: 1, arbitrary: nestedBodyArbitrary(fieldNames(route.body)) });
}

/**
 * A JSON object whose field holds arrays or objects nested around the depth
 * limit (the object itself is level 1) or far past it, in a few kilobytes.
 */
export function nestedJsonArbitrary(fields: string[]): fc.Arbitrary<{ text: string; field: string; nesting: number }> {
  const depth = fc.oneof(fc.integer({ min: limits.maxJsonDepth - 2, max: limits.maxJsonDepth + 2 }), fc.integer({ min: 100, max: 5_000 }));
  return fc.record({ field: fc.constantFrom(...fields, 'extra'), depth, objects: fc.boolean() }).map(({ field, depth, objects }) => {
    // At most 6 bytes a level: 5,000 levels stay under the body size cap.
    const [open, close] = objects ? ['{"a":', '}'] : ['[', ']'];
    const text = `{${JSON.stringify(field)}:${open.repeat(depth)}1${close.repeat(depth)}}`;
    return { text, field, nesting: depth + 1 };
  });
}

function nestedBodyArbitrary(fields: string[]): fc.Arbitrary<FuzzBody> {
  return nestedJsonArbitrary(fields).map(({ text, nesting }) => ({ payload: text, contentType: 'application/json', nesting }));
}

function authArbitrary(route: RouteSpec): fc.Arbitrary<AuthChoice> {
  const preferred: AuthVariant[] = route.auth.type === 'session'
    ? ['session', 'session-cookie', 'session-cookie-among-others']
    : route.auth.type === 'apiKey' ? ['key', 'key', 'key-lowercase-scheme'] : ['none'];
  const variant = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...preferred) },
    { weight: 1, arbitrary: fc.constantFrom(...AUTH_VARIANTS) },
  );
  return fc.record({ variant, noise: headerText(60) });
}

const bodyless = (method: string) => method === 'GET';

/**
 * One request aimed at a route: its method (or a wrong one), path ids, query,
 * body, credentials and headers. `own` are ids of the caller's account the path
 * may use, so changes reach the domain checks.
 */
export function requestArbitrary(route: RouteSpec, foreign: ForeignIds, own: string[] = []): fc.Arbitrary<FuzzRequest> {
  const placeholders = [...route.path.matchAll(/\{(\w+)\}/g)].map((found) => found[1]!);
  const method = fc.oneof(
    { weight: 9, arbitrary: fc.constant(route.method as string) },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'PUT') },
  );
  const segments = fc.record(Object.fromEntries(placeholders.map((name) => [name, segmentArbitrary(route, foreign, own)])));
  const headers = fc.record({
    'idempotency-key': headerText(80),
    'x-request-id': headerText(20),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'application/xml'),
  }, { requiredKeys: [] });
  return fc.record({
    method,
    segments,
    query: queryArbitrary(route, foreign),
    body: fc.option(bodyArbitrary(route, foreign), { freq: route.body ? 8 : 2, nil: undefined }),
    auth: authArbitrary(route),
    headers,
  }).map((request) => (bodyless(request.method) ? { ...request, body: undefined } : request));
}

/** The URL path of a request: the route's path with its placeholders replaced. */
export function pathOf(route: RouteSpec, request: FuzzRequest): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => request.segments[name]!.text);
}
