import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DeleteCommand, GetCommand, UpdateCommand } from '#adapters/table-requests';
import { recountAllAccounts } from '#domain/access/recount';
import { accountCaps, profileCaps } from '#shared/limits';
import { keys } from '#store/keys';
import { dynamo, tableName } from '#store/table';
import { useLocalStack } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();

const item = async (key: { pk: string; sk: string }) =>
  (await dynamo().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

/** The table as a release before the counters left it: the items, without any counter. */
async function forgetCounters(userId: string, profileId: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.accountCounters(userId) }));
  await dynamo().send(new UpdateCommand({ TableName: tableName(), Key: keys.profile(userId, profileId), UpdateExpression: 'REMOVE sources_count, schedules_count' }));
}

describe('npm run admin -- recount', () => {
  it('upgrades a table whose items predate the counters: the counters match what exists, the caps hold, and a rerun changes nothing', async () => {
    const owner = await newAccount();
    const profileId = (await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Before the caps' } })).body.data.id as string;
    for (let i = 0; i < 3; i++) {
      const source = await call('/sources', { method: 'POST', token: owner.key, body: { type: 'rss', url: `https://example.com/feed-${i}.xml`, name: `Feed ${i}`, profile_id: profileId } });
      assert.equal(source.status, 201, JSON.stringify(source.body));
    }
    const schedule = { profile_id: profileId, cron: '0 7 * * 1-5', timezone: 'Europe/Berlin', delivery_method: 'email', destination: 'reader@example.com' };
    const scheduleIds: string[] = [];
    for (let i = 0; i < profileCaps.schedules; i++) {
      const created = await call('/schedules', { method: 'POST', token: owner.key, body: schedule });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      scheduleIds.push(created.body.data.id);
    }
    await forgetCounters(owner.userId, profileId);
    assert.equal(await item(keys.accountCounters(owner.userId)), undefined, 'no counters, as before the upgrade');

    const recounted: string[] = [];
    await recountAllAccounts(({ userId }) => recounted.push(userId));
    assert.ok(recounted.includes(owner.userId));
    const expected = { profiles: 1, sources: 3, schedules: profileCaps.schedules, webhooks: 0, api_keys: 1 };
    const counters = await item(keys.accountCounters(owner.userId));
    for (const kind of Object.keys(accountCaps)) assert.equal(counters?.[kind], expected[kind as keyof typeof expected], kind);
    const profile = await item(keys.profile(owner.userId, profileId));
    assert.equal(profile?.sources_count, 3);
    assert.equal(profile?.schedules_count, profileCaps.schedules);

    const overCap = await call('/schedules', { method: 'POST', token: owner.key, body: schedule });
    assert.equal(overCap.status, 409, 'the profile\'s schedule cap holds again');
    assert.match(overCap.body.message, /at most 10 schedules/);
    assert.equal((await call(`/schedules/${scheduleIds[0]}`, { method: 'DELETE', token: owner.key })).status, 200);
    assert.equal((await call('/schedules', { method: 'POST', token: owner.key, body: schedule })).status, 201, 'a deletion frees its slot');

    await recountAllAccounts();
    await recountAllAccounts();
    assert.deepEqual(await item(keys.accountCounters(owner.userId)), counters, 'idempotent: the same counts, run after run');
    assert.equal((await item(keys.profile(owner.userId, profileId)))?.schedules_count, profileCaps.schedules);
  });
});
