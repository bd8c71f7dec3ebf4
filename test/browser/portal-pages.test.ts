import assert from 'node:assert/strict';
import { publishEvent } from '#domain/delivery/events';
import { whenIdle } from '#local/step-functions';
import type { Page } from 'playwright-core';
import { browserTest } from '../helpers/browser.ts';
import { useLocalStack } from '../helpers/local-stack.ts';
import { horizontalOverflow, PHONE, useSessionCookie } from '../helpers/portal.ts';
import { startReceiver } from '../helpers/webhook-receiver.ts';

// Failed deliveries run out of attempts in moments instead of minutes.
process.env.DELIVERY_RETRY_INTERVAL_SCALE = '0.001';

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
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    assert.deepEqual(await labelsOutsideChart(page), [], `every axis label inside the chart at ${viewport.width} px`);
  }
  await page.setViewportSize(PHONE);
  await page.getByText('Every day as a table').click();
  assert.equal(await page.locator('details tbody tr').count(), 30);
  assert.equal(await horizontalOverflow(page), 0);
});

/** The chart's labels that reach past its left or right edge, with their text and overhang. */
function labelsOutsideChart(page: Page): Promise<string[]> {
  return page.locator('svg.chart').evaluate((chart) => {
    const bounds = chart.getBoundingClientRect();
    return [...chart.querySelectorAll('text')].flatMap((label) => {
      const box = label.getBoundingClientRect();
      const overhang = Math.max(bounds.left - box.left, box.right - bounds.right);
      return overhang > 0.5 ? [`${label.textContent}: ${overhang.toFixed(1)} px outside`] : [];
    });
  });
}

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

browserTest('webhooks page: a missed event is listed with its failure and delivered again on request', async (page) => {
  const account = await newAccount();
  const { baseUrl } = stack();
  const failing = await startReceiver(() => 500);
  const webhook = await call('/webhooks', { method: 'POST', token: account.key, body: { url: failing.url, events: ['subscription.upgraded'] } });
  assert.equal(webhook.status, 201);
  await publishEvent({ userId: account.userId, type: 'subscription.upgraded', data: { plan: 'pro', previous_plan: 'free' } });
  await whenIdle();

  await useSessionCookie(page, baseUrl, account.session);
  await page.goto(`${baseUrl}/#/webhooks`);
  const missed = page.locator('.card', { hasText: 'subscription.upgraded' }).filter({ hasText: 'last answer HTTP 500' });
  await missed.waitFor();
  failing.answerWith(() => 204);
  const before = failing.received.length;
  await missed.getByRole('button', { name: 'Redeliver' }).click();
  await page.getByRole('status').filter({ hasText: 'is being delivered again' }).waitFor();
  await whenIdle();
  assert.equal(failing.received.length, before + 1);
  await page.reload();
  await page.getByText('No missed events').waitFor();
});
