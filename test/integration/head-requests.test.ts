import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { routeList } from '#routes';
import { webRoutes } from '../../web/pages.ts';
import { createBriefingProfile, startBriefing, useSampleContent, waitForBriefing } from '../helpers/briefings.ts';
import { useLocalStack, type TestAccount } from '../helpers/local-stack.ts';

const { call, newAccount, stack } = useLocalStack();
const content = useSampleContent();

/** What a HEAD answer must repeat of its GET: the representation's headers, as podcast apps and HTTP caches read them. */
const REPEATED = ['content-length', 'content-type', 'etag', 'last-modified', 'accept-ranges', 'cache-control', 'content-encoding', 'allow'];

interface Fixture {
  owner: TestAccount;
  ids: Record<string, string>;
  /** The signed audio link's query, for the download route. */
  audioQuery: string;
}

async function fixture(): Promise<Fixture> {
  const owner = await newAccount();
  const profileId = await createBriefingProfile(call, owner.key, content());
  const job = await waitForBriefing(call, owner.key, await startBriefing(call, owner.key, profileId));
  assert.equal(job.status, 'done', JSON.stringify(job));
  const source = (await call(`/sources?profile_id=${profileId}`, { token: owner.key })).body.data[0];
  const schedule = await call('/schedules', {
    method: 'POST', token: owner.key,
    body: { profile_id: profileId, cron: '0 7 * * 1-5', timezone: 'Europe/Berlin', delivery_method: 'email', destination: 'reader@example.com' },
  });
  assert.equal(schedule.status, 201, JSON.stringify(schedule.body));
  const feed = await call(`/profiles/${profileId}/feed`, { method: 'POST', token: owner.key });
  const audio = await call(`/briefings/${job.id}/audio`, { token: owner.key });
  return {
    owner,
    ids: { profileId, jobId: job.id, sourceId: source.id, scheduleId: schedule.body.data.id, token: feed.body.data.url.split('/feeds/')[1] },
    audioQuery: new URL(audio.body.data.audio_url).search,
  };
}

/** A GET route's path with the fixture's ids, and the query it needs. */
function pathOf(path: string, { ids, audioQuery }: Fixture): string {
  const idOf: Record<string, string> = { briefings: ids.jobId!, schedules: ids.scheduleId!, sources: ids.sourceId! };
  const filled = path.replace(/\/(\w+)\/\{id\}/, (_, collection: string) => `/${collection}/${idOf[collection]}`)
    .replace(/\{(\w+)\}/g, (_, name: string) => ids[name]!);
  if (path.endsWith('/audio/download')) return `${filled}${audioQuery}`;
  if (path === '/briefings/latest') return `${filled}?profile_id=${ids.profileId}`;
  return filled;
}

async function send(method: 'GET' | 'HEAD', url: string, authorization?: string): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const response = await fetch(url, { method, redirect: 'manual', headers: authorization ? { authorization } : {} });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

/**
 * The length the GET's body would have at the HEAD: `GET /me` counts the requests of the last
 * minute, the HEAD among them, so its count is one more (9 and 10 differ in length).
 */
function lengthAtHead(body: Buffer): number {
  if (!body.includes('"requests_last_minute":')) return body.length;
  const counted = body.toString().replace(/("requests_last_minute":)(\d+)/, (_, key: string, count: string) => `${key}${Number(count) + 1}`);
  return Buffer.byteLength(counted);
}

/** GET, then HEAD: the same status and representation headers, no body; a redirect's HEAD leads to the same file. */
async function assertHeadLikeGet(url: string, authorization?: string): Promise<void> {
  const got = await send('GET', url, authorization);
  const head = await send('HEAD', url, authorization);
  assert.equal(head.status, got.status, url);
  assert.equal(head.body.length, 0, `${url}: no body`);
  for (const name of REPEATED) assert.equal(head.headers.get(name), got.headers.get(name), `${url}: ${name}`);
  if (got.status === 302) {
    const [target, probe] = [new URL(got.headers.get('location')!), new URL(head.headers.get('location')!)];
    assert.equal(probe.origin + probe.pathname, target.origin + target.pathname, `${url}: the same file`);
    const [file, probed] = [await send('GET', target.href), await send('HEAD', probe.href)];
    assert.equal(probed.status, 200, `${url}: the redirect's target answers HEAD`);
    assert.equal(probed.body.length, 0);
    for (const name of ['content-length', 'content-type', 'etag', 'accept-ranges']) assert.equal(probed.headers.get(name), file.headers.get(name), `${url} target: ${name}`);
    assert.equal(probed.headers.get('accept-ranges'), 'bytes');
  } else {
    assert.equal(got.status, 200, `${url}: ${got.body.subarray(0, 200).toString()}`);
    // fetch decodes a compressed body; the length sent is the encoded one, which the GET's header already gave.
    if (!got.headers.has('content-encoding')) assert.equal(head.headers.get('content-length'), String(lengthAtHead(got.body)), `${url}: the GET body's length`);
  }
}

describe('HEAD wherever GET is', () => {
  it('answers HEAD on every GET route with the GET\'s status and headers and no body, the feed\'s links included', async () => {
    const subject = await fixture();
    const credentialFor = { apiKey: `Bearer ${subject.owner.key}`, session: `Bearer ${subject.owner.session}`, none: undefined };
    const walked = routeList.filter((route) => route.method === 'GET');
    for (const route of walked) await assertHeadLikeGet(`${stack().apiUrl}${pathOf(route.path, subject)}`, credentialFor[route.auth.type]);
    for (const route of webRoutes.filter((page) => !page.prefix)) await assertHeadLikeGet(`${stack().baseUrl}${route.path}`);
    assert.ok(walked.some((route) => route.path.startsWith('/feeds/')) && walked.length >= 29, `every GET route walked: ${walked.length}`);
  });

  it('lists HEAD beside GET in a 405\'s Allow, and refuses HEAD where there is no GET', async () => {
    const owner = await newAccount();
    const put = await send('HEAD', `${stack().apiUrl}/me/keys/key_x`, `Bearer ${owner.session}`);
    assert.equal(put.status, 405);
    assert.equal(put.headers.get('allow'), 'DELETE');
    const wrong = await fetch(`${stack().apiUrl}/me`, { method: 'PUT', headers: { authorization: `Bearer ${owner.key}` } });
    assert.equal(wrong.status, 405);
    assert.equal(wrong.headers.get('allow'), 'GET, HEAD');
  });
});
