import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { GetCommand } from '#adapters/table-requests';
import { dynamo } from '#adapters/aws';
import { limits } from '#shared/limits';
import { hashSecret } from '#shared/secrets';
import { keys } from '#store/keys';
import { whenIdle } from '#local/step-functions';
import { useLocalStack, type TestAccount } from '../helpers/local-stack.ts';
import { startReceiver } from '../helpers/webhook-receiver.ts';

const { call, newAccount, stack } = useLocalStack();
const EVENT = 'podcast_feed.shared_suspected';
const THRESHOLD = limits.feedClientsPerDayWarning;

/** An account with a webhook subscribed to the sharing event and a profile with a feed. */
async function ownerWithFeed() {
  const owner = await newAccount();
  const receiver = await startReceiver();
  assert.equal((await call('/webhooks', { method: 'POST', token: owner.key, body: { url: receiver.url, events: [EVENT] } })).status, 201);
  const profileId = (await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Household' } })).body.data.id as string;
  const created = await call(`/profiles/${profileId}/feed`, { method: 'POST', token: owner.key });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return { owner, receiver, profileId, url: created.body.data.url as string, urlPrefix: created.body.data.url_prefix as string };
}

/** Each client (a podcast app's user agent) polls the feed `times` times, all at once. */
async function poll(url: string, clients: string[], times: number) {
  const answers = await Promise.all(clients.flatMap((client) => Array.from({ length: times }, () => call(url, { headers: { 'user-agent': client } }))));
  assert.deepEqual([...new Set(answers.map((answer) => answer.status))], [200]);
  await whenIdle();
}

const apps = (count: number, name: string) => Array.from({ length: count }, (_, index) => `${name}/${index + 1}.0 (device ${index})`);
const feedOf = async (owner: TestAccount, profileId: string) => (await call(`/profiles/${profileId}`, { token: owner.key })).body.data.feed;
const sharingEvents = async (owner: TestAccount) => (await call(`/webhook-events?type=${EVENT}`, { token: owner.key })).body.data as { type: string; data: Record<string, unknown> }[];

describe('shared podcast feed links', () => {
  it('warns once the feed is polled by more distinct clients in a day than the threshold, with exactly one event', async () => {
    const { owner, receiver, profileId, url, urlPrefix } = await ownerWithFeed();
    await poll(url, apps(THRESHOLD, 'Overcast'), 2);
    assert.equal((await feedOf(owner, profileId)).sharing_warning, null, `${THRESHOLD} distinct clients are not past the threshold`);
    assert.deepEqual(await sharingEvents(owner), []);

    await poll(url, apps(THRESHOLD + 5, 'Overcast').slice(THRESHOLD - 2).concat(apps(3, 'PocketCasts')), 3);
    const warning = (await feedOf(owner, profileId)).sharing_warning;
    const today = new Date().toISOString().slice(0, 10);
    assert.equal(warning.date, today);
    assert.equal(warning.threshold, THRESHOLD);
    assert.match(warning.message, new RegExp(`More than ${THRESHOLD} different podcast clients.*rotate the URL`));
    const events = await sharingEvents(owner);
    assert.equal(events.length, 1, 'one event a day per feed, however many polls race past the threshold');
    assert.deepEqual(events[0]!.data, { profile_id: profileId, url_prefix: urlPrefix, date: today, threshold: THRESHOLD, detected_at: warning.detected_at });
    assert.deepEqual(receiver.received.map((request) => JSON.parse(request.body).type), [EVENT]);

    const { Item: counted } = await dynamo().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.podcastFeedClients(hashSecret(url.split('/feeds/')[1]!), today) }));
    assert.equal((counted?.clients as Set<string>).size, THRESHOLD + 1, 'the set stops one past the threshold');
    assert.ok(!/Overcast|PocketCasts|127\.0\.0\.1/.test(JSON.stringify([...counted!.clients])), 'no address or user agent is stored');
    assert.ok(counted!.ttl > Date.now() / 1000 + 86_400 - 60 && counted!.ttl <= Date.now() / 1000 + 2 * 86_400, 'kept about a day after the day');

    await poll(url, apps(5, 'Castro'), 1);
    assert.equal((await sharingEvents(owner)).length, 1, 'more clients the same day emit nothing more');
    assert.equal((await call(url)).status, 200, 'nothing is blocked');

    const client = new Client({ name: 'feed-sharing-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${stack().baseUrl}/mcp`), { requestInit: { headers: { authorization: `Bearer ${owner.key}` } } }));
    try {
      const result = (await client.callTool({ name: 'get_profile', arguments: { profile_id: profileId } })) as CallToolResult;
      assert.deepEqual((result.structuredContent as { feed: { sharing_warning: unknown } }).feed.sharing_warning, warning);
    } finally {
      await client.close();
    }
  });

  it('does not warn for one client polling many times', async () => {
    const { owner, receiver, profileId, url } = await ownerWithFeed();
    await poll(url, ['AppleCoreMedia/1.0.0.22A3354 (iPhone; U; CPU OS 18_0 like Mac OS X; en_us)'], THRESHOLD * 4);
    assert.equal((await feedOf(owner, profileId)).sharing_warning, null);
    assert.deepEqual(await sharingEvents(owner), []);
    assert.equal(receiver.received.length, 0);
  });

  it('clears the warning when the URL is rotated; the new URL starts from no clients', async () => {
    const { owner, profileId, url } = await ownerWithFeed();
    await poll(url, apps(THRESHOLD + 1, 'Podcast Addict'), 1);
    assert.ok((await feedOf(owner, profileId)).sharing_warning);

    const rotated = await call(`/profiles/${profileId}/feed`, { method: 'POST', token: owner.key });
    assert.equal(rotated.status, 201);
    assert.equal((await feedOf(owner, profileId)).sharing_warning, null);
    await poll(rotated.body.data.url, apps(THRESHOLD, 'Podcast Addict'), 1);
    assert.equal((await feedOf(owner, profileId)).sharing_warning, null);
    assert.equal((await sharingEvents(owner)).length, 1);
  });

  it('shows another tenant nothing of the warning or its event', async () => {
    const { owner, profileId, url } = await ownerWithFeed();
    await poll(url, apps(THRESHOLD + 1, 'AntennaPod'), 1);
    assert.ok((await feedOf(owner, profileId)).sharing_warning);

    const stranger = await newAccount();
    assert.equal((await call(`/profiles/${profileId}`, { token: stranger.key })).status, 404);
    assert.equal((await call(`/profiles/${profileId}/feed`, { method: 'POST', token: stranger.key })).status, 404);
    assert.deepEqual(await sharingEvents(stranger), []);
    assert.ok((await feedOf(owner, profileId)).sharing_warning, 'the stranger\'s attempt rotated nothing');
  });
});
