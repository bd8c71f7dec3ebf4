import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listProfileSources } from '#domain/catalogue/sources';
import { useLocalStack, type TestAccount } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();

const FEED = 'https://example.com/feed.xml';

const createSource = (owner: TestAccount, body: Record<string, unknown>) =>
  call('/sources', { method: 'POST', token: owner.key, body });

async function createProfile(owner: TestAccount, name = 'p'): Promise<string> {
  return (await call('/profiles', { method: 'POST', token: owner.key, body: { name } })).body.data.id;
}

async function expectValidationError(response: { status: number; body: any }, message: RegExp, label: string) {
  assert.equal(response.status, 400, label);
  assert.equal(response.body.error, 'validation_error', label);
  assert.match(response.body.message, message, label);
}

describe('sources', () => {
  it('creates a source, returns every Source field and reads it back', async () => {
    const owner = await newAccount();
    const created = await createSource(owner, { type: 'rss', url: FEED, name: ' Example feed ' });
    assert.equal(created.status, 201);
    const source = created.body.data;
    assert.match(source.id, /^src_[0-9a-z]{26}$/);
    assert.deepEqual({ ...source, id: undefined, created_at: undefined }, {
      id: undefined, type: 'rss', url: FEED, name: 'Example feed', profile_id: null, created_at: undefined,
    });
    assert.ok(Number.isInteger(source.created_at));

    const read = await call(`/sources/${source.id}`, { token: owner.key });
    assert.equal(read.status, 200);
    assert.deepEqual(read.body.data, source);
  });

  it('stores the normalised URL: tracking removed, YouTube pages turned into feeds', async () => {
    const owner = await newAccount();
    const cases: Array<[string, string, string]> = [
      ['website', 'https://Blog.Example.COM/post?id=7&utm_source=x&fbclid=y#comments', 'https://blog.example.com/post?id=7'],
      ['youtube', 'https://www.youtube.com/channel/UCsBjURrPoezykLs9EqgamOA/videos', 'https://www.youtube.com/feeds/videos.xml?channel_id=UCsBjURrPoezykLs9EqgamOA'],
      ['youtube', 'https://youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&si=abc', 'https://www.youtube.com/feeds/videos.xml?playlist_id=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG'],
      ['youtube', 'https://m.youtube.com/@Fireship?si=share', 'https://www.youtube.com/@Fireship'],
    ];
    for (const [type, url, expected] of cases) {
      const created = await createSource(owner, { type, url, name: 'n' });
      assert.equal(created.status, 201, url);
      assert.equal(created.body.data.url, expected, url);
    }
  });

  it('validates every field of the create body and names it', async () => {
    const owner = await newAccount();
    const valid = { type: 'rss', url: FEED, name: 'n' };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{}, /type: is required.*url: is required.*name: is required/],
      [{ ...valid, type: 'podcast' }, /type:/],
      [{ ...valid, type: 'RSS' }, /type:/],
      [{ ...valid, url: 'example.com/feed' }, /url: must be an absolute http\(s\) URL/],
      [{ ...valid, url: '/feed.xml' }, /url:/],
      [{ ...valid, url: 'ftp://example.com/feed.xml' }, /url: must be an absolute http\(s\) URL/],
      [{ ...valid, url: 'javascript:alert(1)' }, /url:/],
      [{ ...valid, url: `https://example.com/${'a'.repeat(2048)}` }, /url:/],
      [{ ...valid, url: 42 }, /url:/],
      [{ ...valid, url: 'https://user:secret@example.com/feed' }, /url: URL refused: credentials/],
      [{ ...valid, url: 'http://10.0.0.8/feed' }, /url: URL refused: host 10\.0\.0\.8 is a private network address/],
      [{ ...valid, url: 'http://169.254.169.254/latest/meta-data' }, /url: URL refused: .*metadata/],
      [{ ...valid, url: 'http://intranet/feed' }, /url: URL refused/],
      [{ ...valid, name: '' }, /name:/],
      [{ ...valid, name: 'n'.repeat(201) }, /name:/],
      [{ ...valid, profile_id: '' }, /profile_id:/],
      [{ ...valid, profile_id: 5 }, /profile_id:/],
      [{ ...valid, id: 'src_mine' }, /id: unknown field/],
    ];
    for (const [body, message] of cases) await expectValidationError(await createSource(owner, body), message, JSON.stringify(body).slice(0, 120));
    const okLong = await createSource(owner, { ...valid, url: `https://example.com/${'a'.repeat(2028)}` });
    assert.equal(okLong.status, 201, 'a 2048-character URL is accepted');
    assert.equal((await call('/sources', { token: owner.key })).body.pagination.total, 1, 'only the valid source was written');
  });

  it('attaches a source to a profile and lists by profile', async () => {
    const owner = await newAccount();
    const profileId = await createProfile(owner);
    const otherProfileId = await createProfile(owner, 'other');
    const first = (await createSource(owner, { type: 'rss', url: FEED, name: 'a', profile_id: profileId })).body.data;
    const second = (await createSource(owner, { type: 'company', url: 'https://example.org/news', name: 'b', profile_id: profileId })).body.data;
    await createSource(owner, { type: 'person', url: 'https://example.net/about', name: 'c', profile_id: otherProfileId });
    await createSource(owner, { type: 'newsletter', url: 'https://example.net/archive', name: 'd' });
    assert.equal(first.profile_id, profileId);

    const listed = await call(`/sources?profile_id=${profileId}`, { token: owner.key });
    assert.equal(listed.status, 200);
    assert.deepEqual(listed.body.data.map((s: any) => s.id), [second.id, first.id]);
    assert.deepEqual(listed.body.data[1], first);
    assert.equal(listed.body.pagination.total, 2);

    const paged = await call(`/sources?profile_id=${profileId}&limit=1&offset=1`, { token: owner.key });
    assert.deepEqual(paged.body.data.map((s: any) => s.id), [first.id]);

    assert.deepEqual((await listProfileSources(owner.userId, profileId)).map((s) => s.id), [second.id, first.id]);
    assert.deepEqual(await listProfileSources(owner.userId, 'prof_missing'), []);
    assert.equal((await call('/sources?profile_id=prof_missing', { token: owner.key })).status, 404);
  });

  it('lists newest first with stable offset pagination', async () => {
    const owner = await newAccount();
    const ids: string[] = [];
    for (const name of ['one', 'two', 'three']) ids.push((await createSource(owner, { type: 'rss', url: FEED, name })).body.data.id);
    const newestFirst = [...ids].reverse();

    const firstPage = await call('/sources?limit=2', { token: owner.key });
    const secondPage = await call('/sources?limit=2&offset=2', { token: owner.key });
    assert.deepEqual(firstPage.body.pagination, { total: 3, limit: 2, offset: 0 });
    assert.deepEqual([...firstPage.body.data, ...secondPage.body.data].map((s: any) => s.id), newestFirst);
    assert.deepEqual((await call('/sources?offset=3', { token: owner.key })).body.data, []);

    for (const query of ['limit=101', 'limit=0', 'offset=-1', 'profile_id=', 'type=rss']) {
      await expectValidationError(await call(`/sources?${query}`, { token: owner.key }), new RegExp(`^${query.split('=')[0]}:`), query);
    }
  });

  it('deletes a source: 200 with {id, deleted}, then 404', async () => {
    const owner = await newAccount();
    const profileId = await createProfile(owner);
    const source = (await createSource(owner, { type: 'rss', url: FEED, name: 'n', profile_id: profileId })).body.data;

    const deleted = await call(`/sources/${source.id}`, { method: 'DELETE', token: owner.key });
    assert.equal(deleted.status, 200);
    assert.deepEqual(deleted.body, { data: { id: source.id, deleted: true } });
    assert.equal((await call(`/sources/${source.id}`, { token: owner.key })).status, 404);
    assert.equal((await call(`/sources/${source.id}`, { method: 'DELETE', token: owner.key })).status, 404);
    assert.equal((await call(`/sources?profile_id=${profileId}`, { token: owner.key })).body.pagination.total, 0);
    assert.deepEqual(await listProfileSources(owner.userId, profileId), []);
  });

  it("keeps accounts apart: 404 on another account's source or profile, and nothing written", async () => {
    const owner = await newAccount();
    const stranger = await newAccount();
    const profileId = await createProfile(owner);
    const source = (await createSource(owner, { type: 'rss', url: FEED, name: 'n', profile_id: profileId })).body.data;

    for (const method of ['GET', 'DELETE']) {
      const response = await call(`/sources/${source.id}`, { method, token: stranger.key });
      assert.equal(response.status, 404, method);
      assert.equal(response.body.error, 'not_found');
    }
    const attach = await createSource(stranger, { type: 'rss', url: FEED, name: 'sneaky', profile_id: profileId });
    assert.equal(attach.status, 404);
    assert.equal(attach.body.error, 'not_found');
    assert.match(attach.body.message, new RegExp(`Profile ${profileId} not found`));
    assert.equal((await call(`/sources?profile_id=${profileId}`, { token: stranger.key })).status, 404);
    assert.equal((await call('/sources', { token: stranger.key })).body.pagination.total, 0, 'the stranger has no sources');
    assert.equal((await createSource(owner, { type: 'rss', url: FEED, name: 'n', profile_id: 'prof_missing' })).status, 404);

    const mine = await call(`/sources?profile_id=${profileId}`, { token: owner.key });
    assert.deepEqual(mine.body.data, [source], 'the owner still has exactly the one source');
  });

  it('needs the write scope to add or delete and the read scope to list', async () => {
    const reader = await newAccount(['read']);
    const writer = await newAccount(['write']);
    const denied = await createSource(reader, { type: 'rss', url: FEED, name: 'n' });
    assert.equal(denied.status, 403);
    assert.equal(denied.body.error, 'forbidden');
    assert.equal((await call('/sources/src_x', { method: 'DELETE', token: reader.key })).status, 403);
    assert.equal((await call('/sources', { token: reader.key })).body.pagination.total, 0);
    assert.equal((await call('/sources', { token: writer.key })).status, 403);
    assert.equal((await call('/sources/src_x', { token: writer.key })).status, 403);
  });
});
