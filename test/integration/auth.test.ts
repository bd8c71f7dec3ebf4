import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hashSecret, generateApiKey } from '#shared/secrets';
import { putApiKey } from '#store/access/api-keys';
import { useLocalStack, type ApiResult } from '../helpers/local-stack.ts';

const { call, newAccount, stack } = useLocalStack();

function assertConventions(response: ApiResult): void {
  assert.match(response.headers.get('x-request-id') ?? '', /^req_[0-9a-z]{26}$/);
  for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
    assert.match(response.headers.get(name) ?? '', /^\d+$/, `${name} present`);
  }
}

function assertError(response: ApiResult, status: number, code: string, message?: RegExp): void {
  assert.equal(response.status, status);
  assert.equal(response.body.error, code);
  assert.equal(response.body.request_id, response.headers.get('x-request-id'));
  if (message) assert.match(response.body.message, message);
  assertConventions(response);
}

describe('authentication', () => {
  it('refuses missing, malformed, unknown and expired API keys with 401', async () => {
    const owner = await newAccount();
    const tampered = owner.key.slice(0, -1) + (owner.key.endsWith('A') ? 'B' : 'A');
    const expired = generateApiKey();
    await putApiKey({
      id: 'key_expired', user_id: owner.userId, name: 'old', key_prefix: expired.slice(0, 12), key_hash: hashSecret(expired),
      scopes: ['read'], created_at: 1, expires_at: 2, last_used_at: null,
    });
    assertError(await call('/me'), 401, 'unauthorized', /Missing API key/);
    assertError(await call('/me', { headers: { authorization: owner.key } }), 401, 'unauthorized', /Malformed Authorization header/);
    assertError(await call('/me', { token: 'lb_api_short' }), 401, 'unauthorized', /Malformed/);
    assertError(await call('/me', { headers: { authorization: `Bearer ${owner.key} extra` } }), 401, 'unauthorized', /Malformed/);
    assertError(await call('/me', { token: tampered }), 401, 'unauthorized', /Malformed/);
    assertError(await call('/me', { token: generateApiKey() }), 401, 'unauthorized', /Unknown or revoked/);
    assertError(await call('/me', { token: expired }), 401, 'unauthorized', /expired/);
  });

  it('keeps API keys off key management routes, and bearer session tokens off data routes', async () => {
    const owner = await newAccount();
    assertError(await call('/me/keys', { token: owner.key }), 401, 'unauthorized', /API keys cannot manage keys/);
    assertError(await call('/me/keys', { method: 'POST', token: owner.key, body: { name: 'x' } }), 401, 'unauthorized');
    assertError(await call('/me/keys', { token: 'lb_sess_' + 'x'.repeat(43) }), 401, 'unauthorized', /Unknown or expired session/);
    assert.equal((await call('/me/keys', { token: owner.session })).status, 200);
    assert.equal((await call('/audit-log', { token: owner.session })).status, 200);

    const useAnApiKey = /session token is not accepted as a bearer credential here: send an API key/;
    assertError(await call('/me', { token: owner.session }), 401, 'unauthorized', useAnApiKey);
    assertError(await call('/usage', { token: owner.session }), 401, 'unauthorized', useAnApiKey);
    const created = await call('/profiles', { method: 'POST', token: owner.session, body: { name: 'By session' } });
    assertError(created, 401, 'unauthorized', useAnApiKey);
    assert.equal((await call('/profiles', { token: owner.key })).body.pagination.total, 0, 'nothing was created');
  });

  it('takes the portal\'s session cookie on data routes, and never an API key in a cookie', async () => {
    const owner = await newAccount();
    const sessionCookie = `briefings_session=${owner.session}`;
    const me = await call('/me', { headers: { cookie: sessionCookie } });
    assert.equal(me.status, 200);
    assert.equal(me.body.data.credential, 'session');
    const portalWrite = await call('/profiles', {
      method: 'POST', body: { name: 'From the portal' },
      headers: { cookie: sessionCookie, origin: stack().baseUrl, 'x-requested-with': 'fetch' },
    });
    assert.equal(portalWrite.status, 201);

    const keyInCookie = `briefings_session=${owner.key}`;
    for (const path of ['/me', '/profiles', '/me/keys', '/audit-log']) {
      assertError(await call(path, { headers: { cookie: keyInCookie } }), 401, 'unauthorized', /cookie holds a session token only/);
    }
    assertError(await call('/profiles', {
      method: 'POST', body: { name: 'x' }, headers: { cookie: keyInCookie, origin: stack().baseUrl, 'x-requested-with': 'fetch' },
    }), 401, 'unauthorized', /cookie holds a session token only/);
  });

  it('takes only a bearer API key on /mcp: no session token, no cookie', async () => {
    const owner = await newAccount();
    const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
    const mcp = (headers: Record<string, string>) => fetch(`${stack().baseUrl}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      body: JSON.stringify(initialize),
    });
    const bySession = await mcp({ authorization: `Bearer ${owner.session}` });
    assert.equal(bySession.status, 401);
    assert.match(JSON.stringify(await bySession.json()), /session token is not accepted as a bearer credential here: send an API key/);
    for (const cookie of [`briefings_session=${owner.session}`, `briefings_session=${owner.key}`]) {
      const byCookie = await mcp({ cookie, origin: stack().baseUrl, 'x-requested-with': 'fetch' });
      assert.equal(byCookie.status, 401, cookie);
      assert.match(JSON.stringify(await byCookie.json()), /Missing API key/);
    }
    assert.equal((await mcp({ authorization: `Bearer ${owner.key}` })).status, 200);
  });

  it('enforces the scope of each route with 403', async () => {
    const usageOnly = await newAccount(['usage:read']);
    assertError(await call('/me', { token: usageOnly.key }), 403, 'forbidden', /'read' scope/);
    assert.equal((await call('/usage', { token: usageOnly.key })).status, 200);

    const readOnly = await newAccount(['read']);
    assert.equal((await call('/me', { token: readOnly.key })).status, 200);
    assertError(await call('/usage', { token: readOnly.key }), 403, 'forbidden', /'usage:read' scope/);
  });

  it('answers unknown routes with a JSON 404 and wrong methods with a 405', async () => {
    const owner = await newAccount();
    assertError(await call('/nope', { token: owner.key }), 404, 'not_found', /No route/);
    const wrongMethod = await call('/me', { method: 'PUT', token: owner.key });
    assertError(wrongMethod, 405, 'method_not_allowed');
    assert.equal(wrongMethod.headers.get('allow'), 'GET, HEAD');
  });
});

describe('GET /me', () => {
  it('describes the calling key and counts requests in the current minute', async () => {
    const owner = await newAccount(['read', 'write']);
    await call('/me', { token: owner.key });
    const me = await call('/me', { token: owner.key });
    assert.equal(me.status, 200);
    assertConventions(me);
    assert.equal(me.body.data.key_id, owner.keyId);
    assert.equal(me.body.data.name, 'test');
    assert.deepEqual(me.body.data.scopes, ['read', 'write']);
    assert.equal(me.body.data.key_prefix, owner.key.slice(0, 12));
    assert.ok(me.body.data.requests_last_minute >= 2, 'both requests counted (more if a minute boundary was not crossed)');
  });
});
