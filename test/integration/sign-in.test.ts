import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { signInLimits } from '#shared/limits';
import { useLocalStack } from '../helpers/local-stack.ts';
import { latestSignInEmail, sessionCookieOf, signInByEmail } from '../helpers/sign-in.ts';

const { call, newAccount, stack } = useLocalStack();

let addresses = 0;
const freshEmail = () => `person${++addresses}-${Date.now()}@example.test`;
const requestCode = (email: string) => call('/auth/sign-in', { method: 'POST', body: { email } });
const verify = (email: string, code: string) => call('/auth/verify', { method: 'POST', body: { email, code } });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 10 ** signInLimits.codeDigits).padStart(signInLimits.codeDigits, '0');

/** Moves the clock the service reads (Date.now) forward for the rest of the test. */
function moveClock(t: TestContext, seconds: number): void {
  const realNow = Date.now.bind(Date);
  t.mock.method(Date, 'now', () => realNow() + seconds * 1000);
}

/** Stops the service clock at the start of a limit window `days` ahead, so no window ends during the test. */
function freezeAtWindowStart(t: TestContext, days: number): void {
  const window = signInLimits.windowSeconds;
  const frozen = (Math.floor(Date.now() / 1000 / window + (days * 86_400) / window) * window + 1) * 1000;
  t.mock.method(Date, 'now', () => frozen);
}

/** A browser's same-origin write: the cookie, the service's own Origin and the header only its pages add. */
const pageHeaders = (cookie: string) => ({ cookie, origin: stack().baseUrl, 'x-requested-with': 'briefings-portal' });

describe('sign-in', () => {
  it('signs in with the e-mailed code, sets an HttpOnly cookie that works for reads and CSRF-checked writes, and signs out', async () => {
    const email = freshEmail();
    const requested = await requestCode(`  ${email.toUpperCase()} `);
    assert.equal(requested.status, 202);
    assert.deepEqual(requested.body.data, { email, expires_in_seconds: 600 });

    const mail = await latestSignInEmail(email);
    assert.match(mail.text, new RegExp(`${stack().baseUrl}/#/sign-in\\?email=${encodeURIComponent(email)}&code=${mail.code}`));

    const verified = await verify(email, mail.code);
    assert.equal(verified.status, 200);
    const { token, session, user } = verified.body.data;
    assert.match(token, /^lb_sess_[0-9A-Za-z]{43}$/);
    assert.equal(user.email, email);
    assert.match(user.id, /^usr_/);
    assert.match(session.id, /^ses_/);
    const cookie = sessionCookieOf(verified);
    assert.equal(cookie.pair, `briefings_session=${token}`);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/', `Max-Age=${7 * 86_400}`]) {
      assert.ok(cookie.attributes.includes(attribute), `cookie has ${attribute}: ${cookie.attributes.join('; ')}`);
    }
    assert.ok(Math.abs(session.expires_at - (Math.floor(Date.now() / 1000) + 7 * 86_400)) <= 5, 'the session lasts seven days');

    const current = await call('/auth/session', { headers: { cookie: cookie.pair } });
    assert.equal(current.status, 200);
    assert.deepEqual(current.body.data, { user, session });

    const created = await call('/profiles', { method: 'POST', headers: pageHeaders(cookie.pair), body: { name: 'Portal profile' } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { 'x-requested-with': _, ...withoutCsrfHeader } = pageHeaders(cookie.pair);
    const forged = await call('/profiles', { method: 'POST', headers: withoutCsrfHeader, body: { name: 'Forged' } });
    assert.equal(forged.status, 403);
    assert.match(forged.body.message, /X-Requested-With/);
    const listed = await call('/profiles', { headers: { cookie: cookie.pair } });
    assert.deepEqual(listed.body.data.map((profile: { name: string }) => profile.name), ['Portal profile']);

    const signedOut = await call('/auth/sign-out', { method: 'POST', headers: pageHeaders(cookie.pair) });
    assert.equal(signedOut.status, 200);
    assert.deepEqual(signedOut.body.data, { signed_out: true, session_id: session.id });
    const cleared = sessionCookieOf(signedOut);
    assert.equal(cleared.pair, 'briefings_session=');
    assert.ok(cleared.attributes.includes('Max-Age=0'));

    assert.equal((await call('/auth/session', { headers: { cookie: cookie.pair } })).status, 401);
    assert.equal((await call('/profiles', { headers: { cookie: cookie.pair } })).status, 401);
    assert.equal((await call('/me/keys', { token })).status, 401, 'the bearer token is revoked too');
  });

  it('refuses a wrong code with 401 naming the code, and burns the code after 5 wrong tries', async () => {
    const email = freshEmail();
    await requestCode(email);
    const { code } = await latestSignInEmail(email);
    for (let attempt = 1; attempt <= signInLimits.attemptsPerCode; attempt++) {
      const wrong = await verify(email, wrongCodeFor(code));
      assert.equal(wrong.status, 401);
      assert.equal(wrong.body.error, 'unauthorized');
      assert.match(wrong.body.message, /^code: /);
    }
    assert.equal((await verify(email, code)).status, 401, 'the right code no longer works');

    await requestCode(email);
    const fresh = await latestSignInEmail(email);
    assert.equal((await verify(email, fresh.code)).status, 200, 'a new code starts afresh');
  });

  it('accepts a code once, only the newest one, and not after 10 minutes', async (t) => {
    const email = freshEmail();
    await requestCode(email);
    const first = await latestSignInEmail(email);
    await requestCode(email);
    const second = await latestSignInEmail(email);
    if (first.code !== second.code) assert.equal((await verify(email, first.code)).status, 401, 'a replaced code is void');
    assert.equal((await verify(email, second.code)).status, 200);
    assert.equal((await verify(email, second.code)).status, 401, 'a used code is void');

    await requestCode(email);
    const late = await latestSignInEmail(email);
    moveClock(t, signInLimits.codeLifetimeSeconds + 1);
    const expired = await verify(email, late.code);
    assert.equal(expired.status, 401);
    assert.match(expired.body.message, /expired/);
  });

  it('answers the same for an address with and without an account', async () => {
    const owner = await newAccount();
    const unknown = freshEmail();
    const known = await requestCode(owner.email);
    const other = await requestCode(unknown);
    assert.equal(known.status, 202);
    assert.equal(other.status, 202);
    assert.deepEqual(Object.keys(known.body.data), Object.keys(other.body.data));
    assert.equal(known.body.data.expires_in_seconds, other.body.data.expires_in_seconds);
    assert.equal((await latestSignInEmail(owner.email)).subject, (await latestSignInEmail(unknown)).subject);
    // The second verification signs the existing owner in rather than creating an account.
    const signedIn = await signInByEmail(call, owner.email);
    assert.equal(signedIn.userId, owner.userId);
  });

  it('with SIGN_UP=off refuses new addresses with 403 after the code, and still signs existing accounts in', async (t) => {
    const owner = await newAccount();
    const before = process.env.SIGN_UP;
    process.env.SIGN_UP = 'off';
    t.after(() => {
      if (before === undefined) delete process.env.SIGN_UP;
      else process.env.SIGN_UP = before;
    });
    const stranger = freshEmail();
    assert.equal((await requestCode(stranger)).status, 202);
    const { code } = await latestSignInEmail(stranger);
    assert.equal((await verify(stranger, wrongCodeFor(code))).status, 401, 'a wrong code says nothing about sign-up');
    const refused = await verify(stranger, code);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error, 'forbidden');
    assert.match(refused.body.message, /Sign-up is closed/);
    assert.equal((await signInByEmail(call, owner.email)).userId, owner.userId);
  });

  it('limits codes per address and per source IP with 429 and Retry-After', async (t) => {
    freezeAtWindowStart(t, 3);
    const email = freshEmail();
    for (let request = 1; request <= signInLimits.codesPerEmail; request++) assert.equal((await requestCode(email)).status, 202);
    const limited = await requestCode(email);
    assert.equal(limited.status, 429);
    assert.equal(limited.body.error, 'rate_limited');
    const retryAfter = Number(limited.headers.get('retry-after'));
    assert.equal(retryAfter, signInLimits.windowSeconds - 1, 'Retry-After runs to the end of the window');

    t.mock.restoreAll();
    freezeAtWindowStart(t, 4);
    const requests = Array.from({ length: signInLimits.codesPerSourceIp }, () => requestCode(freshEmail()));
    assert.deepEqual(new Set((await Promise.all(requests)).map((response) => response.status)), new Set([202]));
    const fromIp = await requestCode(freshEmail());
    assert.equal(fromIp.status, 429);
    assert.match(fromIp.body.message, /from this address/);
    assert.ok(Number(fromIp.headers.get('retry-after')) >= 1);

    const checks = Array.from({ length: signInLimits.verificationsPerSourceIp }, () => verify(email, 'not-a-code'));
    assert.deepEqual(new Set((await Promise.all(checks)).map((response) => response.status)), new Set([401]));
    assert.equal((await verify(email, 'not-a-code')).status, 429);
  });

  it('takes local addresses such as owner@localhost, and refuses what is no address with 400 naming email', async () => {
    const local = await signInByEmail(call, `local-${Date.now()}@localhost`);
    assert.match(local.userId, /^usr_/);
    const invalid = await requestCode('not an address');
    assert.equal(invalid.status, 400);
    assert.match(invalid.body.message, /^email: /);
    const missing = await call('/auth/verify', { method: 'POST', body: { email: 'a@example.test' } });
    assert.equal(missing.status, 400);
    assert.match(missing.body.message, /code/);
  });

  it('keeps tenants apart: a session of one account cannot see another account\'s profile', async () => {
    const a = await signInByEmail(call, freshEmail());
    const b = await signInByEmail(call, freshEmail());
    const profile = await call('/profiles', { method: 'POST', headers: pageHeaders(b.cookie), body: { name: 'B only' } });
    assert.equal(profile.status, 201);
    const seen = await call(`/profiles/${profile.body.data.id}`, { headers: { cookie: a.cookie } });
    assert.equal(seen.status, 404);
    assert.equal((await call(`/profiles/${profile.body.data.id}`, { headers: { cookie: b.cookie } })).status, 200);
  });

  it('lets the session cookie act as the owner with every scope on API-key routes, but not a bearer session, nor on /mcp', async () => {
    const { token, cookie } = await signInByEmail(call, freshEmail());
    const me = await call('/me', { headers: { cookie } });
    assert.equal(me.status, 200);
    assert.equal(me.body.data.credential, 'session');
    assert.deepEqual(me.body.data.scopes, ['read', 'write', 'webhooks:write', 'usage:read']);
    assert.equal((await call('/usage', { headers: { cookie } })).status, 200);
    assert.equal((await call('/usage', { token })).status, 401, 'a bearer session token is no API key');

    const client = new Client({ name: 'sign-in-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${stack().baseUrl}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } });
    await assert.rejects(client.connect(transport), /401|session token is not accepted/);
  });

  it('records sign-in requests, failures, sign-ins and sign-outs in the owner\'s audit log, never a code or token', async () => {
    const owner = await newAccount();
    await requestCode(owner.email);
    const { code } = await latestSignInEmail(owner.email);
    await verify(owner.email, wrongCodeFor(code));
    const verified = await verify(owner.email, code);
    const { token, session } = verified.body.data;
    await call('/auth/sign-out', { method: 'POST', token });

    const log = await call('/audit-log?limit=100', { token: owner.session });
    assert.equal(log.status, 200);
    const entries = log.body.data as Array<{ action: string; actor: { type: string; session_id?: string }; outcome: number }>;
    const summary = entries.map((entry) => `${entry.action} ${entry.actor.type} ${entry.outcome}`).reverse();
    assert.deepEqual(summary, ['auth.sign_in_requested user 202', 'auth.sign_in_failed user 401', 'auth.sign_in session 200', 'auth.sign_out session 200']);
    assert.ok(entries.filter((entry) => entry.action.startsWith('auth.sign_')).every((entry) => entry.action === 'auth.sign_in_requested'
      || entry.action === 'auth.sign_in_failed' || entry.actor.session_id === session.id));
    const text = JSON.stringify(entries);
    assert.ok(!text.includes(code) && !text.includes(token), 'no code or token in an entry');
  });
});
