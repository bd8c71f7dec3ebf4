import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { XMLParser } from 'fast-xml-parser';
import { parseFeed } from 'podcast-partytime';
import { mp3DurationSeconds } from '#domain/briefings/audio';
import { briefingChapters, podcastChaptersDocument } from '#domain/briefings/chapters';
import { limits } from '#shared/limits';
import { phrasesFor } from '#domain/briefings/script/phrases';
import { generateFeedToken } from '#shared/secrets';
import { startBriefing, useSampleContent, waitForBriefing } from '../helpers/briefings.ts';
import { useLocalStack, type TestAccount } from '../helpers/local-stack.ts';

const { call, newAccount, stack } = useLocalStack();
const content = useSampleContent();

const ITUNES = 'http://www.itunes.com/dtds/podcast-1.0.dtd';
const PODCAST = 'https://podcastindex.org/namespace/1.0';

/** An account whose profile has one briefing with audio, then one that found nothing new, and a feed. */
async function profileWithEpisode() {
  const owner = await newAccount();
  const profile = await call('/profiles', {
    method: 'POST',
    token: owner.key,
    body: { name: 'Library & Co', description: 'Libraries, <daily>', interests: ['libraries'], length_minutes: 2, language: 'en' },
  });
  const profileId = profile.body.data.id as string;
  const source = await call('/sources', { method: 'POST', token: owner.key, body: { type: 'website', url: content().urlOf('solar-library.html'), name: 'Sample Desk', profile_id: profileId } });
  assert.equal(source.status, 201, JSON.stringify(source.body));
  const episode = await waitForBriefing(call, owner.key, await startBriefing(call, owner.key, profileId));
  assert.equal(episode.outcome, 'briefing', JSON.stringify(episode));
  const empty = await waitForBriefing(call, owner.key, await startBriefing(call, owner.key, profileId));
  assert.equal(empty.outcome, 'nothing_new', JSON.stringify(empty));
  const created = await call(`/profiles/${profileId}/feed`, { method: 'POST', token: owner.key });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return { owner, profileId, episode, empty, feed: created.body.data as { url: string; url_prefix: string; created_at: number; replaced_previous: boolean } };
}

/** The feed XML as a namespace-agnostic tree: `itunes:image` keeps its prefix. */
const xmlTree = (xml: string) => new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, isArray: (name) => ['item', 'podcast:transcript'].includes(name) }).parse(xml);

async function feedAccount(owner: TestAccount, profileId: string) {
  const created = await call(`/profiles/${profileId}/feed`, { method: 'POST', token: owner.key });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.data.url as string;
}

describe('private podcast feed', () => {
  let subject: Awaited<ReturnType<typeof profileWithEpisode>> | undefined;
  const generated = async () => (subject ??= await profileWithEpisode());

  it('shows the whole feed URL once; the profile and the list show only its prefix', async () => {
    const { owner, profileId, feed } = await generated();
    assert.match(feed.url, /\/api\/v1\/feeds\/lb_feed_[0-9A-Za-z]{38}$/);
    assert.equal(feed.replaced_previous, false);
    assert.ok(feed.url.startsWith(feed.url_prefix) && feed.url_prefix.endsWith(feed.url.split('/feeds/')[1]!.slice(0, 12)));
    const token = feed.url.split('/feeds/')[1]!;
    const read = await call(`/profiles/${profileId}`, { token: owner.key });
    assert.deepEqual(read.body.data.feed, { url_prefix: feed.url_prefix, created_at: feed.created_at, sharing_warning: null });
    const listed = await call('/profiles', { token: owner.key });
    assert.deepEqual(listed.body.data.find((profile: { id: string }) => profile.id === profileId).feed, read.body.data.feed);
    for (const response of [read, listed]) assert.ok(!JSON.stringify(response.body).includes(token), 'the whole token is never shown again');
  });

  it('lets an agent create, read and revoke the feed with the tools mirroring the REST routes', async () => {
    const owner = await newAccount();
    const profileId = (await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Agent' } })).body.data.id;
    const client = new Client({ name: 'feed-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${stack().baseUrl}/mcp`), { requestInit: { headers: { authorization: `Bearer ${owner.key}` } } }));
    const tool = async (name: string, args: Record<string, unknown>) => {
      const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
      assert.ok(!result.isError, JSON.stringify(result.content));
      return result.structuredContent as any;
    };
    try {
      const created = await tool('create_podcast_feed', { profile_id: profileId });
      assert.match(created.url, /\/feeds\/lb_feed_/);
      assert.equal((await call(created.url)).status, 200);
      const profile = await tool('get_profile', { profile_id: profileId });
      assert.deepEqual(profile.feed, { url_prefix: created.url_prefix, created_at: created.created_at, sharing_warning: null });
      assert.ok(!JSON.stringify(profile).includes(created.url.split('/feeds/')[1]));
      assert.deepEqual(await tool('revoke_podcast_feed', { profile_id: profileId }), { profile_id: profileId, revoked: true });
      assert.equal((await call(created.url)).status, 404);
      const entries = (await call('/audit-log', { token: owner.session })).body.data;
      assert.deepEqual(entries.filter((entry: { channel: string }) => entry.channel === 'mcp').map((entry: { action: string }) => entry.action), ['feed.revoke', 'feed.create']);
    } finally {
      await client.close();
    }
  });

  it('serves RSS 2.0 that a podcast parser reads, with the itunes: and podcast: tags, one item per briefing that made audio', async () => {
    const { feed, episode, empty } = await generated();
    const response = await call(feed.url);
    assert.equal(response.status, 200, response.body);
    assert.equal(response.headers.get('content-type'), 'application/rss+xml; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'private, no-cache');
    assert.match(response.headers.get('x-request-id') ?? '', /^req_/);
    assert.equal(response.headers.get('x-ratelimit-limit'), String(limits.feedRequestsPerMinute));

    const parsed = parseFeed(response.body);
    assert.ok(parsed, 'podcast-partytime parses the feed');
    assert.equal(parsed.title, 'Library & Co');
    assert.equal(parsed.description, 'Libraries, <daily>');
    assert.equal(parsed.language, 'en');
    assert.equal(parsed.itunesBlock, true);
    assert.equal(parsed.explicit, false);
    assert.equal(parsed.itunesType, 'episodic');
    assert.match(parsed.guid ?? '', /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, 'podcast:guid, a UUIDv5');
    assert.equal(parsed.locked, true, 'podcast:locked yes: no other platform may import it');
    assert.equal(parsed.podcastOwner, 'briefings@localhost', 'the lock\'s owner is the service\'s own address');
    assert.equal(parsed.itunesImage, `${feed.url}/cover.png`);
    assert.equal(parsed.items.length, 1, 'the nothing_new briefing is not an episode');
    const [item] = parsed.items;
    assert.equal(item!.guid, episode.id);
    assert.notEqual(item!.guid, empty.id);
    assert.match(item!.title ?? '', /^[A-Z][a-z]+ \d{1,2}, \d{4}: /);
    assert.equal(item!.pubDate?.getTime(), episode.finished_at * 1000);
    assert.equal(item!.enclosure.type, 'audio/mpeg');
    assert.deepEqual(item!.podcastTranscripts?.map(({ type }) => type), ['text/vtt', 'application/json']);
    assert.equal(item!.podcastChapters?.type, 'application/json+chapters');

    const tree = xmlTree(response.body);
    assert.equal(tree.rss['@_version'], '2.0');
    assert.equal(tree.rss['@_xmlns:itunes'], ITUNES);
    assert.equal(tree.rss['@_xmlns:podcast'], PODCAST);
    const { channel } = tree.rss;
    assert.ok(channel.link.startsWith('http'));
    assert.equal(channel['itunes:author'], 'Briefings');
    assert.equal(channel['itunes:explicit'], 'false');
    assert.equal(channel['itunes:block'], 'yes');
    assert.equal(channel['itunes:type'], 'episodic');
    const [xmlItem] = channel.item;
    assert.equal(xmlItem.guid['@_isPermaLink'], 'false');
    assert.match(xmlItem.description, /^<p>.+<\/p><ul><li>.+<a href="http[^"]+">/, 'the summary with its article links, as escaped HTML');
  });

  it('gives the exact byte length and duration of the MP3, which the audio link serves through a redirect that honours Range', async () => {
    const { feed, episode } = await generated();
    const [item] = xmlTree((await call(feed.url)).body).rss.channel.item;
    const audioUrl = item.enclosure['@_url'] as string;
    assert.equal(audioUrl, `${feed.url}/episodes/${episode.id}/audio.mp3`);

    const redirect = await call(audioUrl);
    assert.equal(redirect.status, 302);
    assert.equal(redirect.headers.get('x-ratelimit-limit'), String(limits.feedRequestsPerMinute));
    const whole = await fetch(redirect.headers.get('location')!);
    assert.equal(whole.status, 200);
    assert.equal(whole.headers.get('content-type'), 'audio/mpeg');
    const mp3 = Buffer.from(await whole.arrayBuffer());
    assert.equal(Number(item.enclosure['@_length']), mp3.length, 'enclosure length is the stored object\'s size');
    assert.equal(Number(item['itunes:duration']), Math.round(mp3DurationSeconds(mp3)));

    const ranged = await fetch(audioUrl, { headers: { range: 'bytes=100-1123' } });
    assert.equal(ranged.status, 206, 'the redirect target answers a Range request');
    assert.equal(ranged.headers.get('content-range'), `bytes 100-1123/${mp3.length}`);
    assert.deepEqual(Buffer.from(await ranged.arrayBuffer()), mp3.subarray(100, 1124));
  });

  it('links captions, a JSON transcript and chapters that resolve with their content types', async () => {
    const { owner, feed, episode } = await generated();
    const [item] = xmlTree((await call(feed.url)).body).rss.channel.item;
    const [vttLink, jsonLink] = item['podcast:transcript'];
    const transcript = (await call(`/briefings/${episode.id}/transcript`, { token: owner.key })).body.data;

    const vtt = await call(vttLink['@_url']);
    assert.equal(vtt.status, 200);
    assert.equal(vtt.headers.get('content-type'), 'text/vtt; charset=utf-8');
    assert.equal(vtt.body, (await call(`/briefings/${episode.id}/transcript?format=vtt`, { token: owner.key })).body);

    const json = await call(jsonLink['@_url']);
    assert.equal(json.status, 200);
    assert.equal(json.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(json.body.version, '1.0.0');
    assert.equal(json.body.segments[0].startTime, 0);
    assert.equal(json.body.segments.at(-1).endTime, transcript.segments.at(-1).end_seconds);
    assert.equal(json.body.segments.map((segment: { body: string }) => segment.body).join(' ').replace(/\s+/g, ' '), transcript.segments.map((segment: { text: string }) => segment.text).join(' ').replace(/\s+/g, ' '));

    const chapters = await call(item['podcast:chapters']['@_url']);
    assert.equal(chapters.status, 200);
    assert.equal(chapters.headers.get('content-type'), 'application/json+chapters');
    assert.deepEqual(chapters.body, podcastChaptersDocument(briefingChapters(transcript, phrasesFor('en').chapters)));
  });

  it('serves a square cover PNG of at least 1400 pixels', async () => {
    const { feed } = await generated();
    const cover = await fetch(`${feed.url}/cover.png`);
    assert.equal(cover.status, 200);
    assert.equal(cover.headers.get('content-type'), 'image/png');
    const png = Buffer.from(await cover.arrayBuffer());
    assert.deepEqual(png.subarray(1, 4).toString('ascii'), 'PNG');
    assert.ok(png.readUInt32BE(16) >= 1400 && png.readUInt32BE(16) === png.readUInt32BE(20));
    const again = await fetch(`${feed.url}/cover.png`, { headers: { 'if-none-match': cover.headers.get('etag')! } });
    assert.equal(again.status, 304);
  });

  it('answers conditional requests with 304, keeping the request id and rate-limit headers', async () => {
    const { feed, episode } = await generated();
    const first = await call(feed.url);
    const etag = first.headers.get('etag')!;
    assert.match(etag, /^"[\w-]+"$/, 'a strong ETag');
    assert.equal(first.headers.get('last-modified'), new Date(Math.max(episode.finished_at, feed.created_at) * 1000).toUTCString());
    const byTag = await call(feed.url, { headers: { 'if-none-match': etag } });
    assert.equal(byTag.status, 304);
    assert.equal(byTag.body, '');
    assert.equal(byTag.headers.get('etag'), etag);
    assert.match(byTag.headers.get('x-request-id') ?? '', /^req_/);
    assert.ok(Number(byTag.headers.get('x-ratelimit-remaining')) < limits.feedRequestsPerMinute);
    assert.equal((await call(feed.url, { headers: { 'if-modified-since': first.headers.get('last-modified')! } })).status, 304);
    assert.equal((await call(feed.url, { headers: { 'if-none-match': '"other"' } })).status, 200);
    assert.equal((await call(feed.url, { headers: { 'if-modified-since': new Date((episode.finished_at - 3600) * 1000).toUTCString() } })).status, 200);
  });

  it('records reads through the feed URL in the audit log with the actor feed', async () => {
    const { owner, profileId, feed, episode } = await generated();
    await call(feed.url, { headers: { 'user-agent': 'Overcast/3.0' } });
    await call(`${feed.url}/episodes/${episode.id}/audio.mp3`);
    const entries = (await call('/audit-log?limit=100', { token: owner.session })).body.data;
    const read = entries.find((entry: { action: string; user_agent: string }) => entry.action === 'feed.read' && entry.user_agent === 'Overcast/3.0');
    assert.ok(read, JSON.stringify(entries.map((entry: { action: string }) => entry.action)));
    assert.deepEqual(read.actor, { type: 'feed', user_id: owner.userId, feed_prefix: feed.url.split('/feeds/')[1]!.slice(0, 12) });
    assert.deepEqual([read.resource_type, read.resource_id, read.outcome, read.channel], ['profile', profileId, 200, 'rest']);
    const download = entries.find((entry: { action: string }) => entry.action === 'feed.download');
    assert.deepEqual([download.resource_type, download.resource_id, download.outcome], ['briefing', episode.id, 302]);
    const create = entries.find((entry: { action: string }) => entry.action === 'feed.create');
    assert.deepEqual([create.actor.type, create.resource_id, create.outcome], ['api_key', profileId, 201]);
  });

  it('never serves another profile\'s or another tenant\'s episodes, nor a briefing that found nothing new', async () => {
    const { feed, episode, empty } = await generated();
    const stranger = await newAccount();
    const strangerProfile = await call('/profiles', { method: 'POST', token: stranger.key, body: { name: 'Other' } });
    const strangerFeed = await feedAccount(stranger, strangerProfile.body.data.id);
    const strangerItems = parseFeed((await call(strangerFeed)).body)!.items;
    assert.equal(strangerItems.length, 0);
    for (const file of ['audio.mp3', 'transcript.vtt', 'transcript.json', 'chapters.json']) {
      const foreign = await call(`${strangerFeed}/episodes/${episode.id}/${file}`);
      assert.equal(foreign.status, 404, file);
      assert.equal(foreign.body.error, 'not_found');
      assert.equal((await call(`${feed.url}/episodes/${empty.id}/${file}`)).status, 404, `nothing_new ${file}`);
    }
  });

  it('rotating makes the old URL answer 404 at once, revoking the new one, like a token that never existed', async () => {
    const owner = await newAccount();
    const profileId = (await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Rotating' } })).body.data.id;
    const first = await feedAccount(owner, profileId);
    const firstFeed = await call(first);
    assert.equal(firstFeed.status, 200);
    const rotated = await call(`/profiles/${profileId}/feed`, { method: 'POST', token: owner.key });
    assert.equal(rotated.body.data.replaced_previous, true);
    const second = rotated.body.data.url as string;
    assert.notEqual(second, first);
    const never = `${first.split('/feeds/')[0]}/feeds/${generateFeedToken()}`;
    const gone = await call(first);
    const unknown = await call(never);
    const malformed = await call(`${first.split('/feeds/')[0]}/feeds/lb_feed_guess`);
    for (const response of [gone, unknown, malformed, await call(`${first}/cover.png`)]) {
      assert.equal(response.status, 404);
      assert.equal(response.body.error, 'not_found');
      assert.equal(response.headers.get('x-ratelimit-limit'), String(limits.feedRequestsPerMinute));
    }
    assert.equal(gone.body.message, unknown.body.message);
    const secondFeed = await call(second);
    assert.equal(secondFeed.status, 200);
    assert.equal(parseFeed(secondFeed.body)!.guid, parseFeed(firstFeed.body)!.guid, 'podcast:guid names the profile\'s feed, whatever its URL');

    const stranger = await newAccount();
    assert.equal((await call(`/profiles/${profileId}/feed`, { method: 'DELETE', token: stranger.key })).status, 404, 'another account cannot revoke it');
    const revoked = await call(`/profiles/${profileId}/feed`, { method: 'DELETE', token: owner.key });
    assert.deepEqual(revoked.body.data, { profile_id: profileId, revoked: true });
    assert.equal((await call(second)).status, 404);
    assert.equal((await call(`/profiles/${profileId}`, { token: owner.key })).body.data.feed, null);
    const again = await call(`/profiles/${profileId}/feed`, { method: 'DELETE', token: owner.key });
    assert.equal(again.status, 404);
    assert.match(again.body.message, /feed/i);
  });

  it('needs the write scope to create or revoke a feed', async () => {
    const owner = await newAccount(['read']);
    const profile = await call('/profiles', { method: 'POST', token: (await newAccount()).key, body: { name: 'x' } });
    const refused = await call(`/profiles/${profile.body.data.id}/feed`, { method: 'POST', token: owner.key });
    assert.equal(refused.status, 403);
  });

  it('revokes the feed when its profile is deleted', async () => {
    const owner = await newAccount();
    const profileId = (await call('/profiles', { method: 'POST', token: owner.key, body: { name: 'Short-lived' } })).body.data.id;
    const url = await feedAccount(owner, profileId);
    assert.equal((await call(`/profiles/${profileId}`, { method: 'DELETE', token: owner.key })).status, 200);
    assert.equal((await call(url)).status, 404);
  });

  it('limits each feed to its own allowance a minute, with 429 and Retry-After', async () => {
    const url = `${(await generated()).feed.url.split('/feeds/')[0]}/feeds/${generateFeedToken()}`;
    // A minute may turn during the loop, so up to two windows' worth.
    let last;
    for (let request = 0; request <= 2 * limits.feedRequestsPerMinute && last?.status !== 429; request++) last = await call(url);
    assert.equal(last!.status, 429);
    assert.equal(last!.body.error, 'rate_limited');
    assert.ok(Number(last!.headers.get('retry-after')) >= 1);
    assert.equal(last!.headers.get('x-ratelimit-remaining'), '0');
  });
});
