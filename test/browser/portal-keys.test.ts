import assert from 'node:assert/strict';
import { browserTest } from '../helpers/browser.ts';
import { useLocalStack } from '../helpers/local-stack.ts';
import { horizontalOverflow, PHONE, useSessionCookie } from '../helpers/portal.ts';

const { stack, newAccount, call } = useLocalStack();

browserTest('keys page: create a key, copy it once, use it, revoke it and see the next call refused', async (page) => {
  const account = await newAccount();
  const { baseUrl } = stack();
  await useSessionCookie(page, baseUrl, account.session);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await page.goto(`${baseUrl}/#/keys`);
  await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();

  await page.getByLabel('Name').fill('portal key');
  await page.getByLabel('usage:read').uncheck();
  await page.getByLabel('Expires after (days, 1–365)').fill('30');
  await page.getByRole('button', { name: 'Create key' }).click();
  const shown = await page.locator('[data-secret]').textContent();
  assert.match(shown ?? '', /^lb_api_/);
  await page.getByRole('button', { name: 'Copy' }).click();
  await page.getByText('Copied to the clipboard.').waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, shown);
  const tryIt = page.getByRole('main').getByRole('link', { name: 'API reference' });
  assert.equal(await tryIt.evaluate((link: HTMLAnchorElement) => link.href), `${baseUrl}/reference`, 'the new key can be tried in the reference');
  assert.equal(await tryIt.getAttribute('target'), '_blank', 'in a new tab, so the key shown once stays on screen');

  const me = await call('/me', { token: copied });
  assert.equal(me.status, 200);
  assert.deepEqual(me.body.data.scopes, ['read', 'write', 'webhooks:write']);
  const row = page.getByRole('row', { name: /portal key/ });
  await row.waitFor();
  assert.match(await row.textContent() ?? '', /read, write, webhooks:write/);

  await row.getByRole('button', { name: 'Revoke' }).click();
  await row.getByRole('button', { name: 'Revoke portal key' }).click();
  await page.getByText('Key portal key revoked').waitFor();
  await page.getByRole('row', { name: /portal key/ }).waitFor({ state: 'detached' });
  const refused = await call('/me', { token: copied });
  assert.equal(refused.status, 401);
});

browserTest('keys page: an API error is shown with its message and request id', async (page) => {
  const account = await newAccount();
  const { baseUrl } = stack();
  await useSessionCookie(page, baseUrl, account.session);
  await page.goto(`${baseUrl}/#/keys`);
  await page.getByLabel('Name').fill('no scopes');
  for (const scope of ['read', 'write', 'webhooks:write', 'usage:read']) await page.getByLabel(scope, { exact: true }).uncheck();
  await page.getByRole('button', { name: 'Create key' }).click();
  const alert = page.locator('form').getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.textContent() ?? '', /^scopes: .+ \(request id req_\w+\)$/);
});

browserTest('keys page at phone width (375 px) has no horizontal scroll', async (page) => {
  const account = await newAccount();
  const { baseUrl } = stack();
  await useSessionCookie(page, baseUrl, account.session);
  await page.setViewportSize(PHONE);
  await page.goto(`${baseUrl}/#/keys`);
  await page.getByRole('row', { name: /test/ }).waitFor();
  assert.equal(await horizontalOverflow(page), 0);
});
