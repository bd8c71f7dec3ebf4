import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { browserTest } from '../helpers/browser.ts';
import { useLocalStack } from '../helpers/local-stack.ts';
import { latestSignInEmail } from '../helpers/sign-in.ts';

const { stack } = useLocalStack();

/** A fetch made by the page itself, as the portal's wrapper makes it; returns the status and the JSON body. */
const pageFetch = `async ([path, method, body]) => {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { 'X-Requested-With': 'briefings-portal', ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}`;

describe('sign-in in a browser', () => {
  browserTest('keeps the session cookie on the local http origin, hides it from scripts, and drops it on sign-out', async (page) => {
    await page.goto(`${stack().apiUrl}/openapi.json`);
    const call = async (path: string, method = 'GET', body?: unknown) =>
      page.evaluate(`(${pageFetch})(${JSON.stringify([`/api/v1${path}`, method, body])})`) as Promise<{ status: number; body: any }>;

    const email = `browser-${Date.now()}@example.test`;
    assert.equal((await call('/auth/sign-in', 'POST', { email })).status, 202);
    const { code } = await latestSignInEmail(email);
    assert.equal((await call('/auth/verify', 'POST', { email, code })).status, 200);

    assert.equal(await page.evaluate('document.cookie'), '', 'HttpOnly: scripts cannot read the session');
    const cookies = await page.context().cookies();
    assert.deepEqual(cookies.map((cookie) => [cookie.name, cookie.httpOnly, cookie.secure, cookie.sameSite]), [['briefings_session', true, true, 'Strict']]);

    const session = await call('/auth/session');
    assert.equal(session.status, 200, 'the browser sends the cookie back');
    assert.equal(session.body.data.user.email, email);
    assert.equal((await call('/profiles', 'POST', { name: 'From the page' })).status, 201, 'a same-origin write with the CSRF header passes');

    assert.equal((await call('/auth/sign-out', 'POST')).status, 200);
    assert.deepEqual(await page.context().cookies(), [], 'the cookie is gone');
    assert.equal((await call('/auth/session')).status, 401);
  });
});
