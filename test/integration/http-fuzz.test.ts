import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { limits } from '#shared/limits';
import { isWriteMethod } from '#domain/access/rate-limits';
import type { RouteSpec } from '#http/route';
import { createRouteMatcher } from '#http/route-matcher';
import { API_BASE_PATH, routeList } from '#routes';
import { assertConventionHeaders, assertErrorBody, assertNamesField, histogram } from '../helpers/fuzz-assertions.ts';
import { createFuzzFixture, credentialHeaders, type FuzzFixture } from '../helpers/fuzz-fixture.ts';
import { type AuthChoice, fieldNames, type FuzzRequest, pathOf, requestArbitrary } from '../helpers/fuzz-requests.ts';
import { type ApiResult, useLocalStack } from '../helpers/local-stack.ts';

const localStack = useLocalStack();
const { call, stack } = localStack;
let fixture: FuzzFixture;

/** FUZZ_RUNS raises the runs per route for a deeper local search. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 30);
const match = createRouteMatcher(routeList, API_BASE_PATH);
let requestCount = 0;

const CSRF_LACKING = ['session-cookie-without-csrf-header', 'session-cookie-foreign-origin'];

/** The refusal a credential variant gets on a route: 401 for anything but exactly one good credential, 403 for a cookie write without CSRF protection. */
function refusalFor(route: RouteSpec, auth: AuthChoice, method: string): 401 | 403 | undefined {
  if (route.auth.type === 'none') return undefined;
  if (CSRF_LACKING.includes(auth.variant)) return isWriteMethod(method) ? 403 : undefined;
  // The session cookie acts as the account owner on API-key routes too; a bearer session token does not.
  const cookies = ['session-cookie', 'session-cookie-among-others'];
  const good = route.auth.type === 'session' ? ['session', ...cookies] : [...cookies, 'key', 'key-lowercase-scheme', 'read-key'];
  return good.includes(auth.variant) ? undefined : 401;
}

/** Names a validation message may start with: the route's fields and parameters and every name the request sent. */
function sentNames(route: RouteSpec, request: FuzzRequest): string[] {
  const names = [...fieldNames(route.body), ...Object.keys(route.query?.entries ?? {}), ...Object.keys(route.params?.entries ?? {})];
  names.push(...new URLSearchParams(request.query).keys());
  // A one-value header sent with differing copies is refused by its name.
  names.push(...Object.keys(request.headers));
  if (typeof request.body?.payload === 'string') {
    try {
      const parsed: unknown = JSON.parse(request.body.payload);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) names.push(...Object.keys(parsed));
    } catch {
      // Malformed JSON is reported on `body`.
    }
  }
  return names;
}

async function send(route: RouteSpec, request: FuzzRequest): Promise<ApiResult> {
  const pools = route.operationId === 'signOut' ? { ...fixture, sessions: fixture.signOutSessions } : fixture;
  const headers = { ...request.headers, ...(await credentialHeaders(pools, request.auth, isWriteMethod(request.method))) };
  if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType;
  // Bytes go without a Content-Type header.
  const payload = request.body && request.body.contentType === undefined && typeof request.body.payload === 'string'
    ? new TextEncoder().encode(request.body.payload)
    : request.body?.payload;
  requestCount++;
  return call(`${pathOf(route, request)}${request.query ? `?${request.query}` : ''}`, { method: request.method, headers, rawBody: payload });
}

/**
 * The property: whatever arrives, the answer is documented (call() checks it
 * against the OpenAPI document), keeps the conventions and is never a server
 * error; refused credentials get 401, validation messages name a field, and
 * another account's ids look missing.
 */
async function checkRequest(route: RouteSpec, request: FuzzRequest): Promise<number> {
  const response = await send(route, request);
  const label = `${request.method} ${pathOf(route, request)}?${request.query} -> ${response.status} ${JSON.stringify(response.body)}`;
  assert.ok(response.status < 500, label);
  assertConventionHeaders(response);
  if (response.status >= 400) assertErrorBody(response);

  const { pathname } = new URL(`${stack().apiUrl}${pathOf(route, request)}`);
  const target = match(request.method, pathname);
  if (target.kind !== 'route' || target.route !== route) return response.status;
  const refusal = refusalFor(route, request.auth, request.method);
  if (refusal) {
    assert.equal(response.status, refusal, `refused credential (${request.auth.variant}): ${label}`);
    return response.status;
  }
  if (response.status === 400) assertNamesField(response.body.message, sentNames(route, request));
  // A read key's 403 and a 429 come first: scope and rate limit are checked before the body is read.
  const bodyRead = route.body && request.auth.variant !== 'read-key' && response.status !== 429;
  if (bodyRead && (request.body?.nesting ?? 0) > limits.maxJsonDepth) {
    assert.equal(response.status, 400, `nested past the limit: ${label.slice(0, 300)}`);
    assert.match(response.body.message, /nested deeper than/, label.slice(0, 300));
  }
  if (response.status === 403) {
    assert.ok(request.auth.variant === 'read-key' || route.auth.type === 'none', `403 only for a missing scope or a bad signature: ${label}`);
  }
  const usesForeignId = Object.entries(target.params).some(([name, value]) => request.segments[name]?.foreign && value === request.segments[name]?.text);
  if (usesForeignId) assert.ok([400, 403, 404, 429].includes(response.status), `another account's id must look missing: ${label}`);
  return response.status;
}

describe('REST API under random input', () => {
  const startedAt = Date.now();
  before(async () => {
    fixture = await createFuzzFixture(localStack);
  });
  after(() => {
    const { keys, readKeys, sessions } = fixture;
    console.log(`# REST fuzz: ${requestCount} requests in ${((Date.now() - startedAt) / 1000).toFixed(1)} s; `
      + `${keys.issued + readKeys.issued} keys and ${sessions.issued} sessions rotated`);
  });

  for (const route of routeList) {
    it(`${route.operationId} (${route.method} ${route.path}) answers every request by the conventions`, async (t) => {
      const { foreign, own } = fixture;
      const statuses: number[] = [];
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, foreign, own[route.path.replace(/\/\{.*$/, '')] ?? []), async (request) => {
          statuses.push(await checkRequest(route, request));
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
      t.diagnostic(histogram(statuses));
    });
  }

  describe('shrunk counterexamples, kept as regressions', () => {
    it('a malformed percent escape in a path id is an unknown id (404), not a crashed gateway', async () => {
      const { owner } = fixture;
      const cases: Array<[string, string, string]> = [
        ['DELETE', '/webhooks/%', owner.key], ['GET', '/profiles/%E0%A4%A', owner.key], ['DELETE', '/me/keys/%', owner.session],
      ];
      for (const [method, path, token] of cases) {
        const response = await call(path, { method, token });
        assert.equal(response.status, 404, `${method} ${path}`);
        assert.equal(response.body.error, 'not_found');
        assert.equal(response.body.request_id, response.headers.get('x-request-id'));
      }
    });

    it('an empty or odd field name is quoted and an array body is no object, so the message names a field the client sent', async () => {
      const { owner } = fixture;
      const query = await call('/briefings?=', { token: owner.key });
      assert.equal(query.status, 400);
      assert.equal(query.body.message, '"": unknown field');
      const array = await call(`/profiles/${fixture.own['/profiles']![0]}`, { method: 'PATCH', token: owner.key, rawBody: '[false]', headers: { 'content-type': 'application/json' } });
      assert.equal(array.status, 400);
      assert.equal(array.body.message, 'body: Invalid type: Expected Object but received Array', 'a JSON array is no object with fields "0", "1"…');
      for (const field of ['', 'a: b']) {
        const body = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'x', [field]: 1 } });
        assert.equal(body.status, 400);
        assert.equal(body.body.message, `${JSON.stringify(field)}: unknown field`);
      }
    });
  });

  it('leaves the other account untouched', async () => {
    const { other, foreign } = fixture;
    const read = async (path: string) => {
      const response = await call(path, { token: other.key });
      assert.equal(response.status, 200, `${path}: ${JSON.stringify(response.body)}`);
      return response.body;
    };
    await read(`/profiles/${foreign.profile}`);
    await read(`/sources/${foreign.source}`);
    assert.equal((await read(`/schedules/${foreign.schedule}`)).data.active, true);
    await read(`/briefings/${foreign.job}`);
    assert.ok((await read('/webhooks')).data.some((webhook: { id: string }) => webhook.id === foreign.webhook));
    assert.ok((await read('/webhook-events')).data.some((event: { id: string }) => event.id === foreign.event));
    assert.equal((await read('/me')).data.key_id, foreign.key);
  });
});
