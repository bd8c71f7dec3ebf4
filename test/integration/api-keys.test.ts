import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GetCommand } from '#adapters/table-requests';
import { dynamo } from '#adapters/aws';
import { hashSecret } from '#shared/secrets';
import { keys } from '#store/keys';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();

describe('API keys', () => {
  it('shows the key once and stores only its SHA-256 hash', async () => {
    const owner = await newAccount();
    const created = await call('/me/keys', { method: 'POST', token: owner.session, body: { name: 'ci' } });
    assert.equal(created.status, 201);
    const { key, key_prefix: prefix, scopes, expires_at: expiresAt } = created.body.data;
    assert.match(key, /^lb_api_[0-9A-Za-z]{46}$/);
    assert.equal(prefix, key.slice(0, 12));
    assert.deepEqual(scopes, ['read', 'write', 'webhooks:write', 'usage:read']);
    assert.equal(expiresAt, null);

    const { Item } = await dynamo().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.apiKey(hashSecret(key)) }));
    assert.ok(Item, 'the record is found by the hash of the key');
    assert.ok(!JSON.stringify(Item).includes(key), 'the full key is not stored');

    const listed = await call('/me/keys', { token: owner.session });
    assert.equal(listed.status, 200);
    assert.equal(listed.body.pagination.total, 2);
    assert.equal(listed.body.data[0].id, created.body.data.id, 'newest first');
    assert.ok(listed.body.data.every((item: Record<string, unknown>) => !('key' in item) && !('key_hash' in item)));

    const me = await call('/me', { token: key });
    assert.equal(me.status, 200);
    assert.equal(me.body.data.key_id, created.body.data.id);
  });

  it('validates every field of the create body and names it', async () => {
    const owner = await newAccount();
    const cases: Array<[unknown, RegExp]> = [
      [{}, /name: is required/],
      [{ name: '' }, /name:/],
      [{ name: 'x'.repeat(101) }, /name:/],
      [{ name: 42 }, /name:/],
      [{ name: 'a', scopes: ['admin'] }, /scopes\.0:/],
      [{ name: 'a', scopes: 'read' }, /scopes:/],
      [{ name: 'a', scopes: [] }, /scopes:/],
      [{ name: 'a', expires_in_days: 0 }, /expires_in_days:/],
      [{ name: 'a', expires_in_days: 366 }, /expires_in_days:/],
      [{ name: 'a', expires_in_days: 1.5 }, /expires_in_days:/],
      [{ name: 'a', colour: 'red' }, /colour: unknown field/],
    ];
    for (const [body, message] of cases) {
      const response = await call('/me/keys', { method: 'POST', token: owner.session, body });
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.equal(response.body.error, 'validation_error');
      assert.match(response.body.message, message);
      assert.match(response.body.request_id, /^req_/);
    }
    const malformed = await call('/me/keys', { method: 'POST', token: owner.session, rawBody: '{"name":', headers: { 'content-type': 'application/json' } });
    assert.equal(malformed.status, 400);
    assert.match(malformed.body.message, /body: invalid JSON/);
    const wrongType = await call('/me/keys', { method: 'POST', token: owner.session, rawBody: 'name=a', headers: { 'content-type': 'text/plain' } });
    assert.equal(wrongType.status, 400);
    assert.match(wrongType.body.message, /content-type/);
    const upperCaseType = await call('/me/keys', { method: 'POST', token: owner.session, rawBody: '{"name":"typed"}', headers: { 'content-type': 'Application/JSON; charset=UTF-8' } });
    assert.equal(upperCaseType.status, 201, 'media types are case-insensitive');
    const loneSurrogate = await call('/me/keys', { method: 'POST', token: owner.session, rawBody: '{"name":"a\\ud800b"}', headers: { 'content-type': 'application/json' } });
    assert.equal(loneSurrogate.status, 400);
    assert.match(loneSurrogate.body.message, /^name: contains an unpaired UTF-16 surrogate/);
    const huge = await call('/me/keys', { method: 'POST', token: owner.session, body: { name: 'a', pad: 'x'.repeat(70_000) } });
    assert.equal(huge.status, 400);
    assert.match(huge.body.message, /body: larger than/);
  });

  it('sets expires_at from expires_in_days and keeps the chosen scopes', async () => {
    const owner = await newAccount();
    const created = await call('/me/keys', { method: 'POST', token: owner.session, body: { name: 'short', expires_in_days: 1, scopes: ['read'] } });
    assert.equal(created.status, 201);
    assert.ok(Math.abs(created.body.data.expires_at - (created.body.data.created_at + 86_400)) <= 1);
    assert.deepEqual(created.body.data.scopes, ['read']);
  });

  it('revokes a key for good and hides other accounts\' keys', async () => {
    const owner = await newAccount();
    const stranger = await newAccount();
    const foreign = await call(`/me/keys/${owner.keyId}`, { method: 'DELETE', token: stranger.session });
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.error, 'not_found');
    assert.equal((await call('/me', { token: owner.key })).status, 200);

    const revoked = await call(`/me/keys/${owner.keyId}`, { method: 'DELETE', token: owner.session });
    assert.equal(revoked.status, 200);
    assert.deepEqual(revoked.body.data, { id: owner.keyId, revoked: true });
    const after = await call('/me', { token: owner.key });
    assert.equal(after.status, 401);
    assert.equal((await call(`/me/keys/${owner.keyId}`, { method: 'DELETE', token: owner.session })).status, 404);
  });

  it('accepts the session as a cookie', async () => {
    const owner = await newAccount();
    const listed = await call('/me/keys', { headers: { cookie: `theme=dark; briefings_session=${owner.session}` } });
    assert.equal(listed.status, 200);
  });
});
