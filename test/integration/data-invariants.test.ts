import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createApiKey } from '#domain/access/api-keys';
import { accountCaps, profileCaps } from '#shared/limits';
import { createProfile } from '#domain/catalogue/profile-edits';
import { createSource } from '#domain/catalogue/sources';
import { type ApiResult, useLocalStack, type TestAccount } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();

const post = (owner: TestAccount, path: string, body: unknown, token = owner.key) => call(path, { method: 'POST', token, body });
const profileBody = (name: string) => ({ name, interests: ['news'] });
const sourceBody = (profileId: string | undefined, path: string) => ({ type: 'rss', url: `https://example.com/${path}`, name: path, profile_id: profileId });

/** Sends the requests at once; every answer is 201 or the cap's 409, and exactly `room` are 201. */
async function race(room: number, requests: Array<() => Promise<ApiResult>>, label: string): Promise<void> {
  const answers = await Promise.all(requests.map((request) => request()));
  const created = answers.filter((answer) => answer.status === 201);
  const refused = answers.filter((answer) => answer.status === 409);
  assert.equal(created.length + refused.length, answers.length, `${label}: only 201 or 409 (${answers.map((a) => a.status).join(' ')})`);
  assert.equal(created.length, room, `${label}: created exactly up to the cap`);
  for (const answer of refused) {
    assert.equal(answer.body.error, 'conflict', label);
    assert.match(answer.body.message, /at most \d+/, label);
  }
}

describe('caps under concurrent creation', () => {
  it(`creates exactly ${accountCaps.webhooks} webhooks out of 30 parallel requests on an empty account`, async () => {
    const owner = await newAccount();
    await race(accountCaps.webhooks, Array.from({ length: 30 }, (_, i) => () => post(owner, '/webhooks', { url: `https://93.184.215.14/${i}`, events: ['briefing.failed'] })), 'webhooks');
    assert.equal((await call('/webhooks', { token: owner.key })).body.pagination.total, accountCaps.webhooks);
    // Deleting one frees exactly one slot.
    const [first] = (await call('/webhooks', { token: owner.key })).body.data;
    assert.equal((await call(`/webhooks/${first.id}`, { method: 'DELETE', token: owner.key })).status, 200);
    await race(1, Array.from({ length: 4 }, (_, i) => () => post(owner, '/webhooks', { url: `https://93.184.215.14/again${i}`, events: ['briefing.failed'] })), 'webhooks after a delete');
  });

  it(`holds the profile cap (${accountCaps.profiles}) when the last slots are raced for`, async () => {
    const owner = await newAccount();
    for (let i = 0; i < accountCaps.profiles - 3; i++) await createProfile(owner.userId, { ...profileBody(`p${i}`), language: 'en', length_minutes: 5, max_item_age_days: 7 });
    await race(3, Array.from({ length: 12 }, (_, i) => () => post(owner, '/profiles', profileBody(`raced${i}`))), 'profiles');
    assert.equal((await call('/profiles', { token: owner.key })).body.pagination.total, accountCaps.profiles);
  });

  it(`holds the per-profile source cap (${profileCaps.sources}) and the per-profile schedule cap (${profileCaps.schedules})`, async () => {
    const owner = await newAccount();
    const profile = (await post(owner, '/profiles', profileBody('capped'))).body.data;
    for (let i = 0; i < profileCaps.sources - 2; i++) await createSource(owner.userId, { type: 'rss', url: `https://example.com/s${i}`, name: `s${i}`, profile_id: profile.id });
    await race(2, Array.from({ length: 10 }, (_, i) => () => post(owner, '/sources', sourceBody(profile.id, `raced${i}`))), 'sources of a profile');
    assert.equal((await call(`/sources?profile_id=${profile.id}`, { token: owner.key })).body.pagination.total, profileCaps.sources);

    const schedule = (i: number) => () => post(owner, '/schedules', { profile_id: profile.id, cron: `${i} 7 * * *`, delivery_method: 'webhook' });
    await race(profileCaps.schedules, Array.from({ length: profileCaps.schedules + 5 }, (_, i) => schedule(i)), 'schedules of a profile');
  });

  it(`holds the API key cap (${accountCaps.api_keys})`, async () => {
    const owner = await newAccount();
    // newAccount issued one key already.
    for (let i = 1; i < accountCaps.api_keys - 2; i++) await createApiKey(owner.userId, { name: `k${i}` });
    await race(2, Array.from({ length: 8 }, (_, i) => () => post(owner, '/me/keys', { name: `raced${i}` }, owner.session)), 'API keys');
  });
});

describe('duplicate sources', () => {
  it('refuses a URL the profile already has, once normalised, naming the existing source; other profiles may have it', async () => {
    const owner = await newAccount();
    const profile = (await post(owner, '/profiles', profileBody('dupes'))).body.data;
    const other = (await post(owner, '/profiles', profileBody('other'))).body.data;
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(owner, '/sources', sourceBody(profile.id, 'feed.xml'))));
    const created = answers.filter((answer) => answer.status === 201);
    assert.equal(created.length, 1, 'one of five identical parallel creates wins');
    const existing = created[0]!.body.data.id;
    for (const answer of answers.filter((a) => a.status !== 201)) {
      assert.equal(answer.status, 409);
      assert.equal(answer.body.error, 'conflict');
      assert.match(answer.body.message, new RegExp(existing));
    }
    const spelledOtherwise = await post(owner, '/sources', { type: 'rss', url: 'HTTPS://EXAMPLE.COM/feed.xml#top', name: 'again', profile_id: profile.id });
    assert.equal(spelledOtherwise.status, 409, 'the same URL once normalised');
    assert.match(spelledOtherwise.body.message, new RegExp(existing));
    assert.equal((await post(owner, '/sources', sourceBody(other.id, 'feed.xml'))).status, 201, 'another profile');

    assert.equal((await call(`/sources/${existing}`, { method: 'DELETE', token: owner.key })).status, 200);
    assert.equal((await post(owner, '/sources', sourceBody(profile.id, 'feed.xml'))).status, 201, 'free again once the source is deleted');
  });
});

describe('creations racing a profile deletion', () => {
  const ROUNDS = 6;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it(`leaves nothing attached to a deleted profile, and never lets a delete and a briefing both win (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const owner = await newAccount();
      const profile = (await post(owner, '/profiles', profileBody(`round${round}`))).body.data;
      const creations = [
        ...Array.from({ length: 5 }, (_, i) => () => post(owner, '/sources', sourceBody(profile.id, `r${round}s${i}`))),
        ...Array.from({ length: 2 }, (_, i) => () => post(owner, '/schedules', { profile_id: profile.id, cron: `${i} 8 * * *`, delivery_method: 'webhook' })),
        () => post(owner, '/briefings', { profile_id: profile.id }),
      ];
      // The delete starts at a different point of the creations each round.
      const [deleted, ...answers] = await Promise.all([
        pause(round * 3).then(() => call(`/profiles/${profile.id}`, { method: 'DELETE', token: owner.key })),
        ...creations.map((create, i) => pause((i * 2) % 7).then(create)),
      ]);
      const briefing = answers.at(-1)!;
      for (const answer of answers) assert.ok([201, 202, 404, 409].includes(answer.status), `round ${round}: ${answer.status} ${JSON.stringify(answer.body)}`);

      if (deleted.status === 200) {
        const sources = (await call('/sources?limit=100', { token: owner.key })).body.data;
        assert.deepEqual(sources.filter((source: any) => source.profile_id === profile.id), [], `round ${round}: no source of the deleted profile`);
        const schedules = (await call(`/schedules?limit=100`, { token: owner.key })).body.data;
        assert.deepEqual(schedules.filter((schedule: any) => schedule.profile_id === profile.id), [], `round ${round}: no schedule of the deleted profile`);
        assert.equal((await call(`/profiles/${profile.id}`, { token: owner.key })).status, 404);
      } else {
        assert.equal(deleted.status, 409, `round ${round}: the delete either wins or meets the running briefing`);
        assert.equal(briefing.status, 202, `round ${round}: only a running briefing blocks the delete`);
      }
      if (briefing.status === 202) {
        const job = await waitForEnd(owner, briefing.body.data.job_id);
        assert.doesNotMatch(String(job.error), /Profile \S+ not found/, `round ${round}: the job never meets a deleted profile`);
      }
    }
  });

  async function waitForEnd(owner: TestAccount, jobId: string): Promise<any> {
    for (;;) {
      const job = (await call(`/briefings/${jobId}`, { token: owner.key })).body.data;
      if (job.status === 'done' || job.status === 'failed') return job;
      await pause(100);
    }
  }
});
