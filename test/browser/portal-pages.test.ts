import assert from 'node:assert/strict';
import { browserTest } from '../helpers/browser.ts';
import { useLocalStack } from '../helpers/local-stack.ts';
import { horizontalOverflow, PHONE, useSessionCookie } from '../helpers/portal.ts';
import { startReceiver } from '../helpers/webhook-receiver.ts';

const { stack, newAccount, call } = useLocalStack();

browserTest('usage page: the 30-day report as a labelled chart and as a table', async (page) => {
  const account = await newAccount();
  await call('/me', { token: account.key });
  const { baseUrl } = stack();
  await useSessionCookie(page, baseUrl, account.session);
  await page.setViewportSize(PHONE);
  await page.goto(`${baseUrl}/#/usage`);
  const chart = page.getByRole('img', { name: /Requests per day over the last 30 days: \d+ in total/ });
  await chart.waitFor();
  assert.equal(await page.locator('svg.chart rect.bar').count(), 30);
  await page.getByText('Every day as a table').click();
  assert.equal(await page.locator('details tbody tr').count(), 30);
  assert.equal(await horizontalOverflow(page), 0);
});

const receiver = await startReceiver();

browserTest('webhooks page: add a webhook with its secret shown once, see it listed, delete it', async (page) => {
  const account = await newAccount();
  const { baseUrl } = stack();
  await useSessionCookie(page, baseUrl, account.session);
  await page.goto(`${baseUrl}/#/webhooks`);
  await page.getByText('No missed events').waitFor();
  await page.getByLabel('URL').fill(receiver.url);
  await page.getByLabel('subscription.upgraded').check();
  await page.getByRole('button', { name: 'Add webhook' }).click();
  const secret = await page.locator('[data-secret]').textContent();
  assert.ok(secret && secret.length >= 16);
  const card = page.locator('.card', { hasText: receiver.url });
  await card.waitFor();
  assert.match(await card.textContent() ?? '', /briefing\.generated, briefing\.failed, subscription\.upgraded/);
  const listed = await call('/webhooks', { token: account.key });
  assert.deepEqual(listed.body.data.map((webhook: any) => webhook.url), [receiver.url]);

  await card.getByRole('button', { name: 'Delete' }).click();
  await card.getByRole('button', { name: `Delete webhook ${receiver.url}` }).click();
  await page.getByText(`Webhook ${receiver.url} deleted.`).waitFor();
  await card.waitFor({ state: 'detached' });
  assert.equal((await call('/webhooks', { token: account.key })).body.data.length, 0);
});
