import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { createBriefingProfile, startBriefing, useSampleContent, waitForBriefing } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';
import { latestSignInEmail, signInByEmail } from '../helpers/sign-in.ts';
import { startReceiver } from '../helpers/webhook-receiver.ts';

const { call, newAccount } = useLocalStack();
const content = useSampleContent();

/** Everything the service logs (stdout and stderr) while `work` runs, at debug level. */
async function logsOf(work: () => Promise<void>): Promise<string> {
  const written: string[] = [];
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'debug';
  for (const stream of [process.stdout, process.stderr]) mock.method(stream, 'write', (chunk: string | Uint8Array) => written.push(String(chunk)) > 0);
  try {
    await work();
  } finally {
    mock.restoreAll();
    process.env.LOG_LEVEL = level;
  }
  return written.join('');
}

describe('logs', () => {
  it('never hold an API key, a session token or cookie, a sign-in code, a webhook secret or a feed token, through sign-in, writes, failures, a briefing and its delivery', async () => {
    const owner = await newAccount();
    const receiver = await startReceiver(() => 200);
    const secrets: string[] = [owner.key, owner.session];

    const logs = await logsOf(async () => {
      const created = await call('/me/keys', { method: 'POST', token: owner.session, body: { name: 'ci', scopes: ['read'] } });
      assert.equal(created.status, 201);
      secrets.push(created.body.data.key);
      const webhook = await call('/webhooks', { method: 'POST', token: owner.key, body: { url: receiver.url, events: ['briefing.generated'] } });
      assert.equal(webhook.status, 201);
      secrets.push(webhook.body.data.secret);
      // Refused credentials and bodies: the key sits next to garbage, or is sent where a session belongs.
      await call('/profiles', { method: 'POST', headers: { authorization: `Bearer ${owner.key}, Bearer nonsense` }, body: {} });
      await call('/me/keys', { token: owner.key });
      await call('/profiles', { method: 'POST', token: owner.key, body: { name: owner.key } });

      // Sign-in: a wrong code, the right one, the cookie on a read and on sign-out.
      await call('/auth/sign-in', { method: 'POST', body: { email: owner.email } });
      const { code } = await latestSignInEmail(owner.email);
      secrets.push(code);
      await call('/auth/verify', { method: 'POST', body: { email: owner.email, code: code.split('').reverse().join('') } });
      await call('/auth/verify', { method: 'POST', body: { email: owner.email, code } });
      const signedIn = await signInByEmail(call, owner.email);
      secrets.push(signedIn.token, signedIn.cookie);
      await call('/profiles', { headers: { cookie: signedIn.cookie } });
      await call('/auth/sign-out', { method: 'POST', headers: { cookie: signedIn.cookie, origin: 'https://elsewhere.example' } });

      const profileId = await createBriefingProfile(call, owner.key, content(), { sourceUrls: [content().urlOf('guardian.rss')] });
      const done = await waitForBriefing(call, owner.key, await startBriefing(call, owner.key, profileId));
      assert.equal(done.status, 'done', done.error);
      for (let wait = 0; receiver.received.length === 0 && wait < 200; wait++) await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(receiver.received.length, 1, 'the event was delivered, signed with the secret');

      // A podcast feed's token travels in URL paths: its feed, an episode's files, a rotation, a revoked URL.
      const feed = await call(`/profiles/${profileId}/feed`, { method: 'POST', token: owner.key });
      assert.equal(feed.status, 201);
      const feedUrl = feed.body.data.url as string;
      secrets.push(feedUrl.split('/feeds/')[1]!);
      assert.equal((await call(feedUrl)).status, 200);
      for (const file of ['audio.mp3', 'chapters.json', 'transcript.vtt']) await call(`${feedUrl}/episodes/${done.id}/${file}`);
      await call(`/profiles/${profileId}/feed`, { method: 'POST', token: owner.key });
      assert.equal((await call(feedUrl)).status, 404);
    });

    assert.match(logs, /request/, 'requests were logged');
    assert.match(logs, /delivery attempt/, 'the delivery was logged');
    for (const secret of secrets) assert.ok(!logs.includes(secret), `a secret starting ${secret.slice(0, 4)} is in the logs`);
  });
});
