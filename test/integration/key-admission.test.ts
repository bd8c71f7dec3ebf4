import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { UpdateCommand } from '#adapters/table-requests';
import { dynamo } from '#adapters/aws';
import { hashSecret } from '#shared/secrets';
import { keys } from '#store/keys';
import { tableName } from '#store/table';
import { useLocalStack, type ApiResult } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();

let calls = 0;
dynamo().middlewareStack.add((next) => async (args) => {
  calls++;
  return next(args);
}, { step: 'initialize', name: 'countKeyAdmissionCalls' });

/** DynamoDB calls the service makes to answer `request`. */
async function callsOf(request: () => Promise<ApiResult>): Promise<{ response: ApiResult; calls: number }> {
  const before = calls;
  const response = await request();
  return { response, calls: calls - before };
}

const reset = (response: ApiResult) => response.headers.get('x-ratelimit-reset');

describe('API key admission in one round trip', () => {
  it('authenticates, counts and stamps a key with one DynamoDB call, and reads a profile with two', async () => {
    const owner = await newAccount();
    const profile = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Morning' } });
    assert.equal(profile.status, 201);
    // The first request of a minute also opens the key's window; the ones after it are one call.
    for (let attempt = 0; attempt < 3; attempt++) {
      const first = await call('/me', { token: owner.key });
      const me = await callsOf(() => call('/me', { token: owner.key }));
      const read = await callsOf(() => call(`/profiles/${profile.body.data.id}`, { token: owner.key }));
      if (reset(first) !== reset(read.response)) continue;
      assert.equal(me.response.status, 200);
      assert.equal(me.calls, 1, 'GET /me: the admission update only');
      assert.equal(read.response.status, 200);
      assert.equal(read.calls, 2, 'GET /profiles/{id}: admission and the read itself');
      const listed = await call('/me/keys', { token: owner.session });
      const stamped = listed.body.data.find((key: { id: string }) => key.id === owner.keyId);
      assert.ok(Math.abs(stamped.last_used_at - Date.now() / 1000) < 60, 'last_used_at is stamped by the same update');
      return;
    }
    assert.fail('could not keep the requests inside one minute');
  });

  it('refuses a revoked key at once, within the minute it was used in', async () => {
    const owner = await newAccount();
    assert.equal((await call('/me', { token: owner.key })).status, 200);
    assert.equal((await call(`/me/keys/${owner.keyId}`, { method: 'DELETE', token: owner.session })).status, 200);
    const refused = await call('/me', { token: owner.key });
    assert.equal(refused.status, 401);
    assert.match(refused.body.message, /Unknown or revoked/);
  });

  it('refuses a key at once once it has expired, though it was used a moment before', async () => {
    const owner = await newAccount();
    assert.equal((await call('/me', { token: owner.key })).status, 200);
    await dynamo().send(new UpdateCommand({
      TableName: tableName(),
      Key: keys.apiKey(hashSecret(owner.key)),
      UpdateExpression: 'SET expires_at = :past',
      ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
    }));
    const refused = await call('/me', { token: owner.key });
    assert.equal(refused.status, 401);
    assert.match(refused.body.message, /expired/);
  });

  it('lets exactly the limit of concurrent writes through, the first of a minute included', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const owner = await newAccount();
      // An invalid body still counts: admission comes before validation.
      const responses = await Promise.all(Array.from({ length: 75 }, () => call('/profiles', { method: 'POST', token: owner.key, body: {} })));
      if (new Set(responses.map(reset)).size !== 1) continue;
      const statuses = responses.map((response) => response.status);
      assert.equal(statuses.filter((status) => status === 400).length, 60);
      assert.equal(statuses.filter((status) => status === 429).length, 15);
      const remaining = responses.filter((response) => response.status === 400).map((response) => Number(response.headers.get('x-ratelimit-remaining')));
      assert.deepEqual(remaining.sort((a, b) => a - b), Array.from({ length: 60 }, (_, i) => i), 'each admitted write saw its own count');
      return;
    }
    assert.fail('could not keep the requests inside one minute');
  });

  it('reports every request of a key in the usage, its open window and a revoked key\'s last one included', async () => {
    const owner = await newAccount();
    const second = await call('/me/keys', { method: 'POST', token: owner.session, body: { name: 'second' } });
    for (let i = 0; i < 2; i++) assert.equal((await call('/me', { token: second.body.data.key })).status, 200);
    assert.equal((await call(`/me/keys/${second.body.data.id}`, { method: 'DELETE', token: owner.session })).status, 200);
    for (let i = 0; i < 3; i++) assert.equal((await call('/me', { token: owner.key })).status, 200);
    const usage = await call('/usage', { token: owner.key });
    assert.equal(usage.status, 200);
    // Two session writes, two requests of the revoked key, three of the first key and this one.
    assert.equal(usage.body.data.total_requests, 8);
    const writes = usage.body.data.by_day.reduce((sum: number, day: { write_requests: number }) => sum + day.write_requests, 0);
    assert.equal(writes, 2);
  });
});
