import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GetCommand } from '#adapters/table-requests';
import { dynamo } from '#adapters/aws';
import { createProfile } from '#domain/catalogue/profile-edits';
import { listProfiles } from '#domain/catalogue/profiles';
import { putAuditEntry, type AuditEntryRecord } from '#store/audit';
import { withPendingAuditEntry } from '#store/audited-writes';
import { keys } from '#store/keys';
import { tableName } from '#store/table';
import { dynamoCallsDuring } from '../helpers/dynamo-calls.ts';
import { useLocalStack, type TestAccount } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();

/** The DynamoDB operations `work` sends, in order. */
const operationsOf = (work: () => Promise<unknown>): Promise<string[]> =>
  dynamoCallsDuring(work, (commandName) => commandName.replace(/Command$/, ''));

const profileCount = async (userId: string) =>
  (await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.accountCounters(userId), ConsistentRead: true }))).Item?.profiles as number | undefined ?? 0;

async function entries(owner: TestAccount, action: string): Promise<{ resource_id: string; outcome: number; changed_fields: string[] | null }[]> {
  const response = await call(`/audit-log?action=${action}`, { token: owner.session });
  assert.equal(response.status, 200);
  return response.body.data;
}

describe('a change and its audit entry, written together', () => {
  it('writes a profile update and its entry in one transaction, and records it once', async () => {
    const owner = await newAccount();
    const created = await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Morning' } });
    const profileId = created.body.data.id as string;
    let response: { status: number; body: { data: { name: string } } } | undefined;
    const operations = await operationsOf(async () => {
      response = await call(`/profiles/${profileId}`, { method: 'PATCH', token: owner.key, body: { name: 'Evening' } });
    });
    assert.equal(response?.status, 200);
    assert.equal(response?.body.data.name, 'Evening', 'the answer shows the change though the transaction returns no item');
    assert.deepEqual(operations, ['UpdateItem', 'GetItem', 'TransactWriteItems'], 'admission, the read, then the change with its entry');
    assert.deepEqual((await entries(owner, 'profile.update')).map((entry) => [entry.resource_id, entry.outcome, entry.changed_fields]), [[profileId, 200, ['name']]]);
    assert.deepEqual((await entries(owner, 'profile.create')).map((entry) => [entry.resource_id, entry.outcome]), [[profileId, 201]], 'a creation\'s entry names the new id');
  });

  it('records each audited change of sources and webhooks once, the change and its entry in one transaction, with its outcome', async () => {
    const owner = await newAccount();
    const profileId = (await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Tx' } })).body.data.id as string;
    const source = await call('/sources', { method: 'POST', token: owner.key, body: { profile_id: profileId, name: 'Feed', type: 'rss', url: 'https://example.com/feed.xml' } });
    assert.equal(source.status, 201, JSON.stringify(source.body));
    const webhook = await call('/webhooks', { method: 'POST', token: owner.key, body: { url: 'https://example.com/hook', events: ['briefing.generated'] } });
    assert.equal(webhook.status, 201, JSON.stringify(webhook.body));
    assert.equal((await call(`/webhooks/${webhook.body.data.id}`, { method: 'DELETE', token: owner.key })).status, 200);
    assert.equal((await call(`/webhooks/${webhook.body.data.id}`, { method: 'DELETE', token: owner.key })).status, 404);
    const sourceId = source.body.data.id as string;
    const deleteOperations = await operationsOf(async () => {
      assert.equal((await call(`/sources/${sourceId}`, { method: 'DELETE', token: owner.key })).status, 200);
    });
    assert.ok(deleteOperations.includes('TransactWriteItems') && !deleteOperations.includes('PutItem'), `the deletion carries its entry: ${deleteOperations.join(', ')}`);
    assert.equal((await call(`/sources/${sourceId}`, { token: owner.key })).status, 404);
    assert.deepEqual((await entries(owner, 'source.create')).map((entry) => [entry.resource_id, entry.outcome]), [[sourceId, 201]]);
    assert.deepEqual((await entries(owner, 'source.delete')).map((entry) => [entry.resource_id, entry.outcome]), [[sourceId, 200]]);
    assert.deepEqual((await entries(owner, 'webhook.create')).map((entry) => [entry.resource_id, entry.outcome]), [[webhook.body.data.id, 201]]);
    assert.deepEqual((await entries(owner, 'webhook.delete')).map((entry) => entry.outcome), [404, 200], 'the refused second deletion has its own entry');
  });

  it('leaves no change, and gives the claimed slot back, when the entry cannot be written', async () => {
    const owner = await newAccount();
    const taken: AuditEntryRecord = {
      id: 'aud_taken', user_id: owner.userId, at: 1, actor: { type: 'operator', user_id: owner.userId }, action: 'profile.create',
      resource_type: 'profile', resource_id: null, channel: 'admin', request_id: null, source_ip: null, user_agent: null, outcome: 201, ttl: 4_000_000_000,
    };
    await putAuditEntry(taken);
    const before = await profileCount(owner.userId);
    const pending = { written: false, isChangeOf: () => true, entry: (resourceId: string) => ({ ...taken, resource_id: resourceId }) };
    await assert.rejects(withPendingAuditEntry(pending, () => createProfile(owner.userId, { name: 'Never', interests: [], length_minutes: 5, language: 'en-US', max_item_age_days: 7 })));
    assert.equal(pending.written, false);
    assert.deepEqual((await listProfiles(owner.userId, { limit: 50, offset: 0 })).items, [], 'the profile was not written');
    assert.equal(await profileCount(owner.userId), before, 'the profile slot was given back');
  });
});
