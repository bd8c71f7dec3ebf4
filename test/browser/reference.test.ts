import assert from 'node:assert/strict';
import { SESSION_COOKIE } from '#http/admission/credentials';
import { routeList } from '#routes';
import { browserTest } from '../helpers/browser.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const { newAccount, stack } = useLocalStack();

browserTest('the API reference lists every operation and tries GET /profiles with the key entered under Authorize, without the session cookie, reaching only this service', async (page) => {
  const owner = await newAccount(['read']);
  const origin = new URL(stack().baseUrl).origin;
  const foreign: string[] = [];
  const violations: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return;
    if (url.hostname !== '127.0.0.1') foreign.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  // Signed in to the portal: the session cookie must not ride along with try-it calls.
  await page.context().addCookies([{ name: SESSION_COOKIE, value: owner.session, url: origin }]);
  const script = page.waitForResponse((candidate) => /\/assets\/reference-[^/]+\.js$/.test(candidate.url()));
  const response = await page.goto(`${origin}/reference`);
  assert.equal(response?.status(), 200);
  assert.match(response?.headers()['content-security-policy'] ?? '', /script-src 'self';/, 'served under the strict CSP');
  assert.equal(await page.title(), 'Briefings API reference');
  const scriptHeaders = await (await script).allHeaders();
  assert.match(scriptHeaders['content-encoding'] ?? '', /^(br|gzip)$/, 'the 1.5 MB script travels compressed');
  assert.equal(scriptHeaders.vary, 'Accept-Encoding');
  // The first paint parses Swagger UI's 1.5 MB bundle: allow for a busy machine.
  await page.locator('.opblock').first().waitFor({ timeout: 90_000 });
  assert.equal(await page.locator('.opblock').count(), routeList.length, 'one block per operation of the route table');

  await page.locator('.auth-wrapper .authorize').click();
  const scheme = page.locator('.auth-container').filter({ hasText: 'apiKey (http, Bearer)' });
  await scheme.locator('input').fill(owner.key);
  await scheme.locator('button.authorize').click();
  await scheme.locator('.btn-done').click();

  const operation = page.locator('#operations-Profiles-listProfiles');
  await operation.locator('.opblock-summary').click();
  await operation.locator('.try-out__btn').click();
  const sent = page.waitForRequest((request) => request.url().startsWith(`${stack().apiUrl}/profiles`));
  await operation.locator('.execute').click();
  const headers = await (await sent).allHeaders();
  assert.equal(headers.authorization, `Bearer ${owner.key}`);
  assert.equal(headers.cookie, undefined, 'try-it calls carry the entered key alone');
  const status = operation.locator('.live-responses-table tbody .response-col_status').first();
  await status.waitFor();
  assert.equal((await status.textContent())?.trim(), '200');

  const licences = await page.request.get(await page.getByRole('link', { name: /Licences of the bundled/ }).evaluate((link: HTMLAnchorElement) => link.href));
  assert.equal(licences.status(), 200);
  assert.match(await licences.text(), /^swagger-ui-dist [\d.]+ \(Apache-2\.0\)$/m, 'the footer links the licences of the bundled code');

  await page.getByRole('link', { name: 'Briefings developer portal' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  assert.deepEqual(foreign, [], 'no request leaves the local service');
  assert.deepEqual(violations, [], 'the content security policy lets the reference run');
});
