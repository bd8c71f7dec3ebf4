import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PutCommand } from '#adapters/table-requests';
import { dynamo } from '#adapters/aws';
import { config } from '#shared/config';
import { keys } from '#store/keys';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();

describe('profile max_item_age_days', () => {
  it('defaults to 7 days, round-trips a chosen age and changes with PATCH', async () => {
    const owner = await newAccount();
    const standard = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Daily' } });
    assert.equal(standard.status, 201);
    assert.equal(standard.body.data.max_item_age_days, 7);

    const weekly = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Weekly', max_item_age_days: 14 } });
    assert.equal(weekly.status, 201);
    assert.equal(weekly.body.data.max_item_age_days, 14);
    const read = await call(`/profiles/${weekly.body.data.id}`, { token: owner.key });
    assert.equal(read.body.data.max_item_age_days, 14);

    const patched = await call(`/profiles/${weekly.body.data.id}`, { method: 'PATCH', token: owner.key, body: { max_item_age_days: 1 } });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.data.max_item_age_days, 1);
    assert.equal((await call(`/profiles/${weekly.body.data.id}`, { token: owner.key })).body.data.max_item_age_days, 1);
  });

  it('refuses ages outside 1..30 whole days with a 400 naming the field', async () => {
    const owner = await newAccount();
    const profile = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Daily' } });
    for (const value of [0, 31, 2.5, '7', null]) {
      for (const [method, path, body] of [
        ['POST', '/profiles', { name: 'Bad', max_item_age_days: value }],
        ['PATCH', `/profiles/${profile.body.data.id}`, { max_item_age_days: value }],
      ] as const) {
        const response = await call(path, { method, token: owner.key, body });
        assert.equal(response.status, 400, `${method} ${JSON.stringify(value)}`);
        assert.equal(response.body.error, 'validation_error');
        assert.match(response.body.message, /max_item_age_days:/);
        assert.ok(response.body.request_id);
      }
    }
  });

  it('reads a profile stored before the setting existed with the default age', async () => {
    const owner = await newAccount();
    const profileId = 'prof_01jzzzzzzzzzzzzzzzzzzzzzzz';
    await dynamo().send(new PutCommand({
      TableName: config.tableName,
      Item: {
        ...keys.profile(owner.userId, profileId), type: 'profile', id: profileId, user_id: owner.userId, name: 'Older', description: null,
        interests: [], voice_id: null, length_minutes: 5, language: 'en', created_at: 1_700_000_000,
      },
    }));

    const read = await call(`/profiles/${profileId}`, { token: owner.key });

    assert.equal(read.status, 200);
    assert.equal(read.body.data.max_item_age_days, 7);
  });

  it('is part of the documented profile schema', async () => {
    const document = (await call('/openapi.json')).body;
    const schemas = document.components.schemas;
    assert.deepEqual(
      { minimum: schemas.CreateProfile.properties.max_item_age_days.minimum, maximum: schemas.CreateProfile.properties.max_item_age_days.maximum },
      { minimum: 1, maximum: 30 },
    );
    assert.ok(schemas.Profile.required.includes('max_item_age_days'));
  });
});
