import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ResourceNotFoundException } from '@aws-sdk/client-scheduler';
import { nowSeconds } from '#shared/clock';
import { putLock } from '#store/briefings/locks';
import { useLocalStack, type TestAccount } from '../helpers/local-stack.ts';
import { scheduleTwin } from '../helpers/scheduler-twin.ts';

const { call, newAccount } = useLocalStack();

const createProfile = (owner: TestAccount, body: Record<string, unknown>) =>
  call('/profiles', { method: 'POST', token: owner.key, body });

async function expectValidationError(response: { status: number; body: any }, message: RegExp, label: string) {
  assert.equal(response.status, 400, label);
  assert.equal(response.body.error, 'validation_error', label);
  assert.match(response.body.message, message, label);
}

describe('profiles', () => {
  it('creates a profile with the spec defaults and reads it back', async () => {
    const owner = await newAccount();
    const created = await createProfile(owner, { name: 'Morning' });
    assert.equal(created.status, 201);
    const profile = created.body.data;
    assert.match(profile.id, /^prof_[0-9a-z]{26}$/);
    assert.deepEqual({ ...profile, id: undefined, created_at: undefined }, {
      id: undefined,
      user_id: owner.userId,
      name: 'Morning',
      description: null,
      interests: [],
      topics: [],
      voice_id: null,
      format: 'bulletin',
      co_host_voice_id: null,
      length_minutes: 5,
      language: 'en',
      max_item_age_days: 7,
      created_at: undefined,
      feed: null,
    });
    assert.ok(Number.isInteger(profile.created_at) && Math.abs(profile.created_at - nowSeconds()) < 60);
    assert.ok(!('updated_at' in profile));

    const read = await call(`/profiles/${profile.id}`, { token: owner.key });
    assert.equal(read.status, 200);
    assert.deepEqual(read.body.data, profile);
  });

  it('keeps every given field and stores language and voice in canonical form', async () => {
    const owner = await newAccount();
    const created = await createProfile(owner, {
      name: '  Tech weekly  ',
      description: 'Cloud news',
      interests: ['serverless', 'AI agents'],
      voice_id: 'amy',
      length_minutes: 12,
      language: 'EN-gb',
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.data.name, 'Tech weekly');
    assert.equal(created.body.data.language, 'en-GB');
    assert.equal(created.body.data.voice_id, 'Amy');
    assert.deepEqual(created.body.data.interests, ['serverless', 'AI agents']);
    assert.equal(created.body.data.length_minutes, 12);

    const nulls = await createProfile(owner, { name: 'explicit nulls', description: null, voice_id: null });
    assert.equal(nulls.status, 201, 'null is accepted for the nullable fields, as absent');
    assert.equal(nulls.body.data.description, null);

    const american = await createProfile(owner, { name: 'US voice, British profile', language: 'en-GB', voice_id: 'Joanna' });
    assert.equal(american.status, 201, 'a voice of the same language with another region is accepted');
  });

  it('validates every field of the create body and names it', async () => {
    const owner = await newAccount();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{}, /name: is required/],
      [{ name: '' }, /name:/],
      [{ name: '   ' }, /name:/],
      [{ name: 'x'.repeat(101) }, /name:/],
      [{ name: 7 }, /name:/],
      [{ name: 'a', description: 'd'.repeat(501) }, /description:/],
      [{ name: 'a', description: 42 }, /description:/],
      [{ name: 'a', interests: 'ai' }, /interests:/],
      [{ name: 'a', interests: Array.from({ length: 31 }, (_, i) => `topic ${i}`) }, /interests:/],
      [{ name: 'a', interests: ['ok', ''] }, /interests\.1:/],
      [{ name: 'a', interests: ['i'.repeat(101)] }, /interests\.0:/],
      [{ name: 'a', interests: [3] }, /interests\.0:/],
      [{ name: 'a', length_minutes: 0 }, /length_minutes:/],
      [{ name: 'a', length_minutes: 61 }, /length_minutes:/],
      [{ name: 'a', length_minutes: 2.5 }, /length_minutes:/],
      [{ name: 'a', length_minutes: '5' }, /length_minutes:/],
      [{ name: 'a', language: 'e' }, /language:/],
      [{ name: 'a', language: 'en-GB-x' }, /language:/],
      [{ name: 'a', language: 'en_US' }, /language: must be a language tag/],
      [{ name: 'a', language: 'xx' }, /language: no voice speaks 'xx'/],
      [{ name: 'a', voice_id: '' }, /voice_id:/],
      [{ name: 'a', voice_id: 'Nobody' }, /voice_id: 'Nobody' is not a known voice/],
      [{ name: 'a', voice_id: 'Hans' }, /voice_id: Hans speaks de-DE, not the profile language 'en'/],
      [{ name: 'a', language: 'fr', voice_id: 'Joanna' }, /voice_id: Joanna speaks en-US/],
      [{ name: 'a', colour: 'red' }, /colour: unknown field/],
    ];
    for (const [body, message] of cases) await expectValidationError(await createProfile(owner, body), message, JSON.stringify(body));
    const listed = await call('/profiles', { token: owner.key });
    assert.equal(listed.body.pagination.total, 0, 'no rejected request wrote anything');
  });

  it('applies a partial update; null clears description and voice_id', async () => {
    const owner = await newAccount();
    const { body: { data: original } } = await createProfile(owner, {
      name: 'Daily', description: 'about', interests: ['a'], voice_id: 'Matthew', length_minutes: 3,
    });

    const renamed = await call(`/profiles/${original.id}`, { method: 'PATCH', token: owner.key, body: { name: 'Daily news' } });
    assert.equal(renamed.status, 200);
    assert.deepEqual({ ...renamed.body.data, updated_at: undefined }, { ...original, name: 'Daily news', updated_at: undefined });
    assert.ok(Number.isInteger(renamed.body.data.updated_at));

    const cleared = await call(`/profiles/${original.id}`, {
      method: 'PATCH', token: owner.key, body: { description: null, voice_id: null, interests: [] },
    });
    assert.equal(cleared.status, 200);
    assert.equal(cleared.body.data.description, null);
    assert.equal(cleared.body.data.voice_id, null);
    assert.deepEqual(cleared.body.data.interests, []);
    assert.equal(cleared.body.data.length_minutes, 3);

    const read = await call(`/profiles/${original.id}`, { token: owner.key });
    assert.deepEqual(read.body.data, cleared.body.data);
  });

  it('checks the voice against the language the profile has after the update', async () => {
    const owner = await newAccount();
    const { body: { data: profile } } = await createProfile(owner, { name: 'p', voice_id: 'Joanna' });
    const patch = (body: Record<string, unknown>) => call(`/profiles/${profile.id}`, { method: 'PATCH', token: owner.key, body });

    await expectValidationError(await patch({ language: 'de' }), /voice_id: Joanna speaks en-US, not the profile language 'de'/, 'language only');
    await expectValidationError(await patch({ voice_id: 'Hans' }), /voice_id: Hans speaks de-DE, not the profile language 'en'/, 'voice only');

    const german = await patch({ language: 'de-de', voice_id: 'hans' });
    assert.equal(german.status, 200);
    assert.equal(german.body.data.language, 'de-DE');
    assert.equal(german.body.data.voice_id, 'Hans');

    const defaultVoice = await patch({ language: 'fr', voice_id: null });
    assert.equal(defaultVoice.status, 200);
    assert.equal(defaultVoice.body.data.voice_id, null);
  });

  it('rejects an empty or invalid update and names the field', async () => {
    const owner = await newAccount();
    const { body: { data: profile } } = await createProfile(owner, { name: 'p' });
    const cases: Array<[unknown, RegExp]> = [
      [{}, /at least one field/],
      [undefined, /at least one field/],
      [{ name: '' }, /name:/],
      [{ name: null }, /name:/],
      [{ description: 'd'.repeat(501) }, /description:/],
      [{ interests: null }, /interests:/],
      [{ interests: Array.from({ length: 31 }, () => 'x') }, /interests:/],
      [{ length_minutes: 61 }, /length_minutes:/],
      [{ length_minutes: null }, /length_minutes:/],
      [{ language: 'english' }, /language:/],
      [{ language: null }, /language:/],
      [{ voice_id: 'Nobody' }, /voice_id:/],
      [{ id: 'prof_other' }, /id: unknown field/],
      [{ user_id: 'usr_other' }, /user_id: unknown field/],
    ];
    for (const [body, message] of cases) {
      const response = await call(`/profiles/${profile.id}`, { method: 'PATCH', token: owner.key, body });
      await expectValidationError(response, message, JSON.stringify(body));
    }
    const read = await call(`/profiles/${profile.id}`, { token: owner.key });
    assert.deepEqual(read.body.data, profile, 'nothing changed');
  });

  it('lists newest first with stable offset pagination', async () => {
    const owner = await newAccount();
    const ids: string[] = [];
    for (const name of ['first', 'second', 'third']) ids.push((await createProfile(owner, { name })).body.data.id);
    const newestFirst = [...ids].reverse();

    const all = await call('/profiles', { token: owner.key });
    assert.equal(all.status, 200);
    assert.deepEqual(all.body.data.map((p: any) => p.id), newestFirst);
    assert.deepEqual(all.body.pagination, { total: 3, limit: 20, offset: 0 });

    const firstPage = await call('/profiles?limit=2', { token: owner.key });
    const secondPage = await call('/profiles?limit=2&offset=2', { token: owner.key });
    assert.deepEqual([...firstPage.body.data, ...secondPage.body.data].map((p: any) => p.id), newestFirst);
    assert.deepEqual(secondPage.body.pagination, { total: 3, limit: 2, offset: 2 });

    for (const query of ['limit=101', 'limit=0', 'offset=-1', 'limit=ten', 'order=asc']) {
      const response = await call(`/profiles?${query}`, { token: owner.key });
      await expectValidationError(response, new RegExp(`^${query.split('=')[0]}:`), query);
    }
  });

  it("hides other accounts' profiles: 404 on every id route and nothing written", async () => {
    const owner = await newAccount();
    const stranger = await newAccount();
    const { body: { data: profile } } = await createProfile(owner, { name: 'private' });
    const path = `/profiles/${profile.id}`;

    for (const [method, body] of [['GET', undefined], ['PATCH', { name: 'hijacked' }], ['DELETE', undefined]] as const) {
      const response = await call(path, { method, token: stranger.key, body });
      assert.equal(response.status, 404, method);
      assert.equal(response.body.error, 'not_found', method);
      assert.match(response.body.message, new RegExp(profile.id));
    }
    assert.equal((await call('/profiles', { token: stranger.key })).body.pagination.total, 0);
    const read = await call(path, { token: owner.key });
    assert.deepEqual(read.body.data, profile, 'untouched');
    assert.equal((await call('/profiles/prof_missing', { token: owner.key })).status, 404);
  });

  it('needs the write scope to change profiles and the read scope to read them', async () => {
    const owner = await newAccount();
    const reader = await newAccount(['read']);
    const writer = await newAccount(['write']);
    const { body: { data: profile } } = await createProfile(owner, { name: 'p' });

    const denied = await createProfile(reader, { name: 'nope' });
    assert.equal(denied.status, 403);
    assert.equal(denied.body.error, 'forbidden');
    assert.match(denied.body.message, /'write' scope/);
    assert.equal((await call('/profiles/prof_x', { method: 'PATCH', token: reader.key, body: { name: 'n' } })).status, 403);
    assert.equal((await call('/profiles/prof_x', { method: 'DELETE', token: reader.key })).status, 403);
    assert.equal((await call('/profiles', { token: reader.key })).status, 200);
    assert.equal((await call('/profiles', { token: reader.key })).body.pagination.total, 0, 'the read-only account wrote nothing');

    assert.equal((await call('/profiles', { token: writer.key })).status, 403);
    assert.equal((await call(`/profiles/${profile.id}`, { token: writer.key })).status, 403);
    assert.equal((await call('/profiles')).status, 401);
  });

  it('deletes a profile together with its sources, and keeps unattached sources', async () => {
    const owner = await newAccount();
    const { body: { data: profile } } = await createProfile(owner, { name: 'p' });
    const addSource = async (path: string, profileId?: string) => (await call('/sources', {
      method: 'POST', token: owner.key, body: { type: 'rss', url: `https://example.com/${path}`, name: 'Feed', profile_id: profileId },
    })).body.data;
    const attached = [await addSource('a.xml', profile.id), await addSource('b.xml', profile.id)];
    const loose = await addSource('a.xml');

    const deleted = await call(`/profiles/${profile.id}`, { method: 'DELETE', token: owner.key });
    assert.equal(deleted.status, 200);
    assert.deepEqual(deleted.body, { data: { id: profile.id, deleted: true } });

    assert.equal((await call(`/profiles/${profile.id}`, { token: owner.key })).status, 404);
    for (const source of attached) assert.equal((await call(`/sources/${source.id}`, { token: owner.key })).status, 404);
    assert.equal((await call(`/sources/${loose.id}`, { token: owner.key })).status, 200);
    assert.equal((await call(`/profiles/${profile.id}`, { method: 'DELETE', token: owner.key })).status, 404, 'a second delete');
  });

  it('deletes the profile\'s schedules and their EventBridge Scheduler twins with it', async () => {
    const owner = await newAccount();
    const { body: { data: profile } } = await createProfile(owner, { name: 'scheduled' });
    const schedule = (await call('/schedules', {
      method: 'POST', token: owner.key, body: { profile_id: profile.id, cron: '0 7 * * 1-5', delivery_method: 'webhook' },
    })).body.data;
    const twin = () => scheduleTwin(schedule.id);
    assert.equal((await twin()).State, 'ENABLED');

    assert.equal((await call(`/profiles/${profile.id}`, { method: 'DELETE', token: owner.key })).status, 200);
    assert.equal((await call(`/schedules/${schedule.id}`, { token: owner.key })).status, 404);
    await assert.rejects(twin(), ResourceNotFoundException);
  });

  it('refuses to delete a profile while one of its briefings holds the lock', async () => {
    const owner = await newAccount();
    const { body: { data: profile } } = await createProfile(owner, { name: 'busy' });
    // Each claim is dated far ahead, so the second may take over the first lease.
    const holdLock = (expiresAt: number) => putLock(owner.userId, profile.id, 'job_test', nowSeconds() + 10_000, expiresAt);

    assert.ok(await holdLock(nowSeconds() + 900));
    const refused = await call(`/profiles/${profile.id}`, { method: 'DELETE', token: owner.key });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error, 'conflict');
    assert.match(refused.body.message, /queued or running/);
    assert.equal((await call(`/profiles/${profile.id}`, { token: owner.key })).status, 200, 'still there');

    assert.ok(await holdLock(nowSeconds() - 1));
    assert.equal((await call(`/profiles/${profile.id}`, { method: 'DELETE', token: owner.key })).status, 200, 'a lapsed lease does not block');
  });
});

describe('voices', () => {
  it('lists the catalogue in the list envelope, filtered by language', async () => {
    const owner = await newAccount(['read']);
    const all = await call('/voices?limit=100', { token: owner.key });
    assert.equal(all.status, 200);
    assert.ok(all.body.pagination.total >= 40);
    const { pairs_with: pairsWith, ...joanna } = all.body.data[0];
    assert.deepEqual(joanna, { id: 'Joanna', name: 'Joanna', language: 'en-US', gender: 'female', engines: ['generative', 'neural', 'standard'] });
    assert.equal(pairsWith[0], 'Matthew', 'the voices a duo can pair it with, best first');

    const english = await call('/voices?language=en&limit=100', { token: owner.key });
    const languages = new Set(english.body.data.map((voice: any) => voice.language));
    assert.ok(['en-US', 'en-GB', 'en-AU', 'en-IN'].every((code) => languages.has(code)));
    assert.ok([...languages].every((code) => String(code).startsWith('en-')));
    assert.equal(english.body.pagination.total, english.body.data.length);

    const british = await call('/voices?language=en-gb', { token: owner.key });
    assert.deepEqual(british.body.data.map((voice: any) => voice.id), ['Amy', 'Brian', 'Emma', 'Arthur']);

    const paged = await call('/voices?language=en&limit=2&offset=1', { token: owner.key });
    assert.deepEqual(paged.body.data.map((voice: any) => voice.id), english.body.data.slice(1, 3).map((voice: any) => voice.id));

    await expectValidationError(await call('/voices?language=english', { token: owner.key }), /^language:/, 'bad language');
    await expectValidationError(await call('/voices?limit=101', { token: owner.key }), /^limit:/, 'limit');
    assert.equal((await call('/voices')).status, 401);
  });
});
