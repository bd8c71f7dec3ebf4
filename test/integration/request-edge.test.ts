import assert from 'node:assert/strict';
import { Agent } from 'node:http';
import { describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { limits } from '#shared/limits';
import { routeList } from '#routes';
import { type ApiResult, useLocalStack } from '../helpers/local-stack.ts';
import { rawRequest } from '../helpers/raw-http.ts';

const { call, newAccount, stack } = useLocalStack();

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const createProfileCall = (id: number, args: Record<string, unknown> = { name: `p${id}` }) =>
  ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'create_profile', arguments: args } });

const mcp = (headers: Record<string, string | string[]>, body: unknown) =>
  rawRequest(`${stack().baseUrl}/mcp`, { method: 'POST', headers: { ...MCP_HEADERS, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

function assertRefused(response: ApiResult, status: number, code: string, message?: RegExp): void {
  assert.equal(response.status, status, JSON.stringify(response.body));
  assert.equal(response.body.error, code);
  assert.equal(response.body.request_id, response.headers.get('x-request-id'));
  if (message) assert.match(response.body.message, message);
}

/** The JSON-RPC error of an /mcp answer carries the spec's code and the request id of the header. */
function assertRpcError(response: ApiResult, status: number, rpcCode: number, message?: RegExp): void {
  assert.equal(response.status, status, JSON.stringify(response.body));
  assert.equal(response.body.error.code, rpcCode, JSON.stringify(response.body));
  assert.equal(response.body.error.data.request_id, response.headers.get('x-request-id'));
  if (message) assert.match(response.body.error.message, message);
}

const profileCount = async (key: string): Promise<number> => (await call('/profiles', { token: key })).body.pagination.total;

/** JSON text of arrays nested `depth` deep around a string: 2 bytes a level, far below the size cap (and too deep for JSON.stringify). */
const nested = (depth: number): string => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
const JSON_TYPE = { 'content-type': 'application/json' };

describe('request edge', () => {
  describe('repeated and malformed credentials', () => {
    it('refuses a valid key followed by a second Authorization header, garbage or empty, before writing', async () => {
      const owner = await newAccount();
      const profiles = `${stack().apiUrl}/profiles`;
      for (const second of ['Bearer garbage', 'garbage', '', `Bearer ${owner.key}`]) {
        const response = await rawRequest(profiles, {
          method: 'POST',
          headers: { authorization: [`Bearer ${owner.key}`, second], 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'should not exist' }),
        });
        assertRefused(response, 401, 'unauthorized', /exactly one/);
        assert.match(response.headers.get('x-ratelimit-remaining') ?? '', /^\d+$/);
      }
      assert.equal(await profileCount(owner.key), 0, 'no write got through');
      assertRefused(await call('/me', { headers: { authorization: '' } }), 401, 'unauthorized', /exactly one/);
      assertRefused(await call('/me', { headers: { authorization: `Bearer ${owner.key},Bearer ${owner.key}` } }), 401, 'unauthorized');
      assert.equal((await call('/me', { headers: { authorization: `  bearer ${owner.key} ` } })).status, 200, 'one credential with spaces around is fine');
    });

    it('refuses the same on /mcp, for raw requests and the MCP SDK client alike', async () => {
      const owner = await newAccount();
      for (const second of ['Bearer garbage', '']) {
        const response = await mcp({ authorization: [`Bearer ${owner.key}`, second] }, createProfileCall(1));
        assertRpcError(response, 401, 401, /exactly one/);
      }
      const client = new Client({ name: 'edge-test', version: '1.0.0' });
      const transport = new StreamableHTTPClientTransport(new URL(`${stack().baseUrl}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${owner.key}, Bearer garbage` } },
      });
      await assert.rejects(client.connect(transport), /401|exactly one/);
      assert.equal(await profileCount(owner.key), 0);
    });

    it('refuses session cookies that disagree, and accepts one sent twice', async () => {
      const owner = await newAccount();
      const other = await newAccount();
      const keys = `${stack().apiUrl}/me/keys`;
      const disagreeing = await rawRequest(keys, { headers: { cookie: [`briefings_session=${owner.session}`, `briefings_session=${other.session}`] } });
      assertRefused(disagreeing, 401, 'unauthorized', /Conflicting briefings_session cookies/);
      const inOneHeader = await call('/me/keys', { headers: { cookie: `briefings_session=${other.session}; theme=dark; briefings_session=${owner.session}` } });
      assertRefused(inOneHeader, 401, 'unauthorized', /Conflicting/);
      const twice = await rawRequest(keys, { headers: { cookie: [`briefings_session=${owner.session}`, `briefings_session=${owner.session}`] } });
      assert.equal(twice.status, 200);
    });
  });

  describe('JSON-RPC batches on /mcp', () => {
    it('refuses a batch of 70 profile creations with -32600: nothing is created and it counts once', async () => {
      const owner = await newAccount();
      const batch = Array.from({ length: 70 }, (_, index) => createProfileCall(index));
      const response = await mcp({ authorization: `Bearer ${owner.key}` }, batch);
      assertRpcError(response, 400, -32600, /^body: JSON-RPC batches are not accepted/);
      assert.equal(response.body.id, null);
      assert.equal(response.body.error.data.error, 'validation_error');
      assert.equal(response.headers.get('x-ratelimit-remaining'), String(limits.writesPerMinute - 1));
      assert.equal(await profileCount(owner.key), 0);
    });

    it('refuses a batch of one, and an empty batch, the same way', async () => {
      const owner = await newAccount();
      for (const batch of [[createProfileCall(1)], []]) {
        assertRpcError(await mcp({ authorization: `Bearer ${owner.key}` }, batch), 400, -32600, /batches are not accepted/);
      }
      assert.equal(await profileCount(owner.key), 0);
    });
  });

  describe('deeply nested JSON', () => {
    it(`is a 400 naming the field on every REST route that takes a body (limit ${limits.maxJsonDepth} levels)`, async () => {
      const owner = await newAccount();
      for (const route of routeList.filter((candidate) => candidate.body)) {
        const path = route.path.replace(/\{\w+\}/g, 'id_missing');
        const token = route.auth.type === 'session' ? owner.session : owner.key;
        const response = await call(path, { method: route.method, token, headers: JSON_TYPE, rawBody: `{"name":"x","deep":${nested(20_000)}}` });
        assertRefused(response, 400, 'validation_error', new RegExp(`^deep: nested deeper than the ${limits.maxJsonDepth}-level limit`));
      }
    });

    it('names the body itself when it is the deep array', async () => {
      const owner = await newAccount();
      const response = await call('/profiles', { method: 'POST', token: owner.key, headers: JSON_TYPE, rawBody: nested(40) });
      assertRefused(response, 400, 'validation_error', /^body: nested deeper than/);
    });

    it('is a -32602 invalid params error on /mcp, with the same wording', async () => {
      const owner = await newAccount();
      const body = JSON.stringify(createProfileCall(5, { name: 'x', interests: 'DEEP' })).replace('"DEEP"', nested(20_000));
      const response = await mcp({ authorization: `Bearer ${owner.key}` }, body);
      assertRpcError(response, 400, -32602, new RegExp(`^params\\.arguments\\.interests: nested deeper than the ${limits.maxJsonDepth}-level limit`));
      assert.equal(response.body.id, 5);
      assert.equal(await profileCount(owner.key), 0);
    });
  });

  describe('cookie-authenticated writes', () => {
    const origin = () => stack().baseUrl;
    const createKey = (headers: Record<string, string>) => call('/me/keys', { method: 'POST', headers, body: { name: 'from a browser' } });

    it('need the service\'s own Origin (or Sec-Fetch-Site: same-origin) and X-Requested-With', async () => {
      const owner = await newAccount();
      const cookie = `briefings_session=${owner.session}`;
      assertRefused(await createKey({ cookie, origin: 'https://evil.example' }), 403, 'forbidden', /Origin "https:\/\/evil.example"/);
      assertRefused(await createKey({ cookie, origin: 'https://evil.example', 'x-requested-with': 'XMLHttpRequest' }), 403, 'forbidden', /Origin/);
      assertRefused(await createKey({ cookie }), 403, 'forbidden', /need an Origin header/);
      assertRefused(await createKey({ cookie, origin: origin() }), 403, 'forbidden', /X-Requested-With/);
      assertRefused(await createKey({ cookie, 'sec-fetch-site': 'cross-site', 'x-requested-with': '1' }), 403, 'forbidden', /Sec-Fetch-Site "cross-site"/);
      assertRefused(await createKey({ cookie, origin: origin(), 'sec-fetch-site': 'same-site', 'x-requested-with': '1' }), 403, 'forbidden', /Sec-Fetch-Site/);
      assert.equal((await call('/me/keys', { token: owner.session })).body.pagination.total, 1, 'no key was created');

      const created = await createKey({ cookie, origin: origin(), 'x-requested-with': 'XMLHttpRequest' });
      assert.equal(created.status, 201);
      assert.equal(created.headers.get('x-ratelimit-remaining'), String(limits.writesPerMinute - 1), 'the refused writes were not counted');
      assert.equal((await createKey({ cookie, 'sec-fetch-site': 'same-origin', 'x-requested-with': 'fetch' })).status, 201);
    });

    it('guard revocation too, while reads by cookie and writes by bearer session stay as they were', async () => {
      const owner = await newAccount();
      const cookie = `briefings_session=${owner.session}`;
      const foreign = { cookie, origin: 'https://evil.example', 'x-requested-with': '1' };
      assertRefused(await call(`/me/keys/${owner.keyId}`, { method: 'DELETE', headers: foreign }), 403, 'forbidden', /Origin/);
      assert.equal((await call('/me', { token: owner.key })).status, 200, 'the key still works');
      assert.equal((await call('/me/keys', { headers: foreign })).status, 200, 'reads are not writes');
      const byBearer = await call('/me/keys', { method: 'POST', token: owner.session, headers: { origin: 'https://evil.example' }, body: { name: 'script' } });
      assert.equal(byBearer.status, 201, 'a bearer token is no ambient credential');
    });
  });

  describe('the local gateway', () => {
    it('closes the connection after a 413, so a keep-alive client\'s next request gets through', async () => {
      const owner = await newAccount();
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const me = `${stack().apiUrl}/me`;
        const first = await rawRequest(me, { agent, headers: { authorization: `Bearer ${owner.key}` } });
        const reused = await rawRequest(me, { agent, headers: { authorization: `Bearer ${owner.key}` } });
        assert.equal(reused.socketId, first.socketId, 'the agent keeps connections alive');

        const oversized = await rawRequest(`${stack().apiUrl}/profiles`, {
          method: 'POST', agent, checkOpenApi: false,
          headers: { authorization: `Bearer ${owner.key}`, 'content-type': 'application/json' },
          body: Buffer.alloc(11 * 1024 * 1024, 'x'),
        });
        assert.equal(oversized.status, 413);
        assert.equal(oversized.headers.get('connection'), 'close');

        const next = await rawRequest(me, { agent, headers: { authorization: `Bearer ${owner.key}` } });
        assert.equal(next.status, 200);
        assert.notEqual(next.socketId, first.socketId, 'a fresh connection');
      } finally {
        agent.destroy();
      }
    });
  });

  describe('errors the MCP transport answers itself', () => {
    it('carry the request id in the JSON-RPC error data, like the endpoint\'s own errors', async () => {
      const owner = await newAccount();
      const authorization = `Bearer ${owner.key}`;
      const cases: Array<[string, Record<string, string>, string, number]> = [
        ['not acceptable', { authorization, accept: 'application/json' }, JSON.stringify(createProfileCall(1)), 406],
        ['unsupported media type', { authorization, 'content-type': 'text/plain' }, JSON.stringify(createProfileCall(1)), 415],
        ['parse error', { authorization }, '{"jsonrpc":', 400],
        ['unsupported protocol version', { authorization, 'mcp-protocol-version': '1999-01-01' }, JSON.stringify(createProfileCall(1)), 400],
      ];
      for (const [what, headers, body, status] of cases) {
        const response = await mcp(headers, body);
        assert.equal(response.status, status, what);
        assert.equal(response.body.error.data.request_id, response.headers.get('x-request-id'), what);
        assert.equal(response.body.error.data.error, 'validation_error', what);
      }
      const unknownMethod = await mcp({ authorization }, { jsonrpc: '2.0', id: 3, method: 'resources/list' });
      assert.equal(unknownMethod.status, 200);
      assert.equal(unknownMethod.body.error.code, -32601);
      assert.equal(unknownMethod.body.error.data.request_id, unknownMethod.headers.get('x-request-id'));
    });
  });
});
