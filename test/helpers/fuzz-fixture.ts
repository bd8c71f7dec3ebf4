import assert from 'node:assert/strict';
import { createSession } from '#domain/access/accounts';
import { createApiKey, revokeApiKey } from '#domain/access/api-keys';
import { publishEvent } from '#domain/delivery/events';
import { newId } from '#shared/ids';
import { putJob } from '#store/briefings/jobs';
import { apiKeyPool, type CredentialPool, sessionPool } from './credential-pool.ts';
import type { AuthChoice } from './fuzz-requests.ts';
import type { ForeignIds } from './fuzz-values.ts';
import type { TestAccount, useLocalStack } from './local-stack.ts';

type Stack = Pick<ReturnType<typeof useLocalStack>, 'call' | 'newAccount' | 'stack'>;

/** The accounts, ids and credentials a fuzz run works with. */
export interface FuzzFixture {
  owner: TestAccount;
  other: TestAccount;
  foreign: ForeignIds;
  /** The owner's own profiles and sources by collection path: the fuzz may change or delete them (never briefings or schedules, which would run). */
  own: Record<string, string[]>;
  revokedKey: string;
  keys: CredentialPool;
  readKeys: CredentialPool;
  sessions: CredentialPool;
  /** Sign-out ends the session it is sent with, so it gets a new one every time. */
  signOutSessions: CredentialPool;
  /** The service's own origin, which cookie-authenticated writes come from. */
  origin: string;
}

/** Resources of the other account, made through its own key: their ids are the "foreign" ids of the fuzz. */
async function createForeignResources({ call }: Stack, account: TestAccount): Promise<ForeignIds> {
  const made = async (path: string, body: unknown) => {
    const response = await call(path, { method: 'POST', token: account.key, body });
    assert.equal(response.status, 201, `${path}: ${JSON.stringify(response.body)}`);
    return response.body.data.id as string;
  };
  const profile = await made('/profiles', { name: 'Foreign profile', interests: ['energy'] });
  const source = await made('/sources', { type: 'rss', url: 'https://93.184.216.34/feed.xml', name: 'Foreign feed', profile_id: profile });
  const schedule = await made('/schedules', { profile_id: profile, cron: '0 7 * * *', delivery_method: 'webhook' });
  const webhook = await made('/webhooks', { url: 'https://93.184.216.34/hook', events: ['briefing.generated'] });
  // A finished job and an event without deliveries: real ids, and nothing runs.
  const job = newId('job');
  const now = Math.floor(Date.now() / 1000);
  await putJob({
    id: job, user_id: account.userId, profile_id: profile, status: 'failed', error: 'seeded', created_at: now, finished_at: now,
    trigger: { type: 'api' }, stage: null, stage_started_ms: {}, podcast: null,
  });
  const event = (await publishEvent({ userId: account.userId, type: 'subscription.upgraded', data: { plan: 'pro' } })).id;
  return { profile, source, schedule, webhook, job, event, key: account.keyId };
}

async function createOwnResources({ call }: Stack, owner: TestAccount): Promise<Record<string, string[]>> {
  const own: Record<string, string[]> = { '/profiles': [], '/sources': [] };
  for (let index = 0; index < 3; index++) {
    const profile = await call('/profiles', { method: 'POST', token: owner.key, body: { name: `Own ${index}`, language: 'de', voice_id: 'Hans' } });
    own['/profiles']!.push(profile.body.data.id);
    const source = await call('/sources', { method: 'POST', token: owner.key, body: { type: 'rss', url: 'https://93.184.216.34/own.xml', name: `Own ${index}` } });
    own['/sources']!.push(source.body.data.id);
  }
  return own;
}

/** An owner with rotating credentials and another account whose ids the fuzz aims at. */
export async function createFuzzFixture(stack: Stack): Promise<FuzzFixture> {
  const owner = await stack.newAccount();
  const other = await stack.newAccount();
  const revoked = await createApiKey(owner.userId, { name: 'revoked' });
  await revokeApiKey(owner.userId, revoked.id);
  return {
    owner,
    other,
    foreign: await createForeignResources(stack, other),
    own: await createOwnResources(stack, owner),
    revokedKey: revoked.key,
    keys: apiKeyPool(owner.userId),
    readKeys: apiKeyPool(owner.userId, ['read']),
    sessions: sessionPool(owner.email),
    signOutSessions: sessionPool(owner.email, true),
    origin: stack.stack().baseUrl,
  };
}

/** Headers for a credential variant; real credentials come from the rotating pools. */
export async function credentialHeaders(fixture: FuzzFixture, auth: AuthChoice, isWrite: boolean): Promise<Record<string, string>> {
  const { keys, readKeys, sessions } = fixture;
  // What a page of the service's own origin sends with a cookie write.
  const sameOrigin = { origin: fixture.origin, 'x-requested-with': 'XMLHttpRequest' };
  switch (auth.variant) {
    case 'key': return { authorization: `Bearer ${await keys.take(isWrite)}` };
    case 'key-lowercase-scheme': return { authorization: `bearer ${await keys.take(isWrite)}` };
    case 'read-key': return { authorization: `Bearer ${await readKeys.take(isWrite)}` };
    case 'session': return { authorization: `Bearer ${await sessions.take(isWrite)}` };
    case 'session-cookie': return { cookie: `briefings_session=${await sessions.take(isWrite)}`, ...sameOrigin };
    case 'session-cookie-among-others': return { cookie: `theme=dark; briefings_session=${await sessions.take(isWrite)}; lang=en`, ...sameOrigin };
    case 'none': return {};
    case 'garbage-bearer': return { authorization: `Bearer ${auth.noise}` };
    case 'garbage-header': return { authorization: auth.noise };
    case 'tampered-key': {
      const key = await keys.take(isWrite);
      return { authorization: `Bearer ${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}` };
    }
    case 'revoked-key': return { authorization: `Bearer ${fixture.revokedKey}` };
    case 'empty-bearer': return { authorization: 'Bearer ' };
    case 'garbage-cookie': return { cookie: `briefings_session=${auth.noise}` };
    case 'key-in-cookie': return { cookie: `briefings_session=${await keys.take(isWrite)}`, ...sameOrigin };
    case 'key-twice': {
      const key = await keys.take(isWrite);
      return { authorization: `Bearer ${key},Bearer ${key}` };
    }
    case 'key-then-garbage': return { authorization: `Bearer ${await keys.take(isWrite)},${auth.noise}` };
    case 'key-then-empty': return { authorization: `Bearer ${await keys.take(isWrite)},` };
    case 'empty-header': return { authorization: '' };
    case 'session-then-key': return { authorization: `Bearer ${await sessions.take(isWrite)}, Bearer ${await keys.take(isWrite)}` };
    case 'session-cookies-disagreeing': {
      const [first, second] = [await sessions.take(isWrite), (await createSession(fixture.owner.email)).token];
      return { cookie: `briefings_session=${first}; briefings_session=${second}`, ...sameOrigin };
    }
    case 'session-cookie-without-csrf-header': return { cookie: `briefings_session=${await sessions.take(isWrite)}`, origin: fixture.origin };
    case 'session-cookie-foreign-origin': return { cookie: `briefings_session=${await sessions.take(isWrite)}`, ...sameOrigin, origin: 'https://evil.example' };
  }
}
