import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { limits } from '#shared/limits';
import { browserTest } from '../helpers/browser.ts';
import { useLocalStack } from '../helpers/local-stack.ts';
import { horizontalOverflow, PHONE, useSessionCookie } from '../helpers/portal.ts';

const { stack, newAccount, call } = useLocalStack();

/** A signed-in page on the profile page of a new account's new profile. */
async function openProfile(page: Page, name: string) {
  const account = await newAccount();
  const profile = await call('/profiles', { method: 'POST', token: account.key, body: { name } });
  assert.equal(profile.status, 201, JSON.stringify(profile.body));
  const profileId = profile.body.data.id as string;
  await useSessionCookie(page, stack().baseUrl, account.session);
  await page.goto(`${stack().baseUrl}/#/profiles/${profileId}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return { account, profileId };
}

/** The feed URL the page shows once, after it changed from `previous`. */
async function shownFeedUrl(page: Page, previous?: string): Promise<string> {
  const secret = page.locator('[data-secret]');
  if (previous) await secret.filter({ hasNotText: previous }).waitFor();
  const url = await secret.textContent();
  assert.match(url ?? '', /\/api\/v1\/feeds\/lb_feed_\w+$/);
  return url!;
}

browserTest('profile page: create the podcast feed, rotate its URL, revoke it; each URL plays only while current', async (page) => {
  const { account, profileId } = await openProfile(page, 'Commute');

  await page.getByRole('button', { name: 'Create podcast feed' }).click();
  const first = await shownFeedUrl(page);
  await page.getByText('Anyone with the URL can listen').waitFor();
  const feed = await call(first);
  assert.equal(feed.status, 200);
  assert.match(feed.headers.get('content-type') ?? '', /rss\+xml/);
  assert.match(feed.body, /<rss[\s>]/);
  const summary = (await call(`/profiles/${profileId}`, { token: account.key })).body.data.feed;
  await page.getByText(`Current URL: ${summary.url_prefix}…`).waitFor();
  assert.ok(first.startsWith(summary.url_prefix));
  await page.setViewportSize(PHONE);
  assert.equal(await horizontalOverflow(page), 0, 'the whole URL wraps on a phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Rotate URL' }).click();
  await page.getByRole('button', { name: 'Make a new URL: the old one stops working' }).click();
  const second = await shownFeedUrl(page, first);
  await page.getByText('the old one no longer works').waitFor();
  assert.equal((await call(first)).status, 404);
  assert.equal((await call(second)).status, 200);

  await page.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('button', { name: 'Revoke the feed: its URL stops working' }).click();
  await page.getByRole('button', { name: 'Create podcast feed' }).waitFor();
  assert.equal(await page.locator('[data-secret]').count(), 0, 'the revoked URL is no longer shown');
  assert.equal((await call(second)).status, 404);
  assert.equal((await call(`/profiles/${profileId}`, { token: account.key })).body.data.feed, null);
});

browserTest('profile page: a feed revoked elsewhere shows the API\'s message and request id on revoking', async (page) => {
  const { account, profileId } = await openProfile(page, 'Evening');
  assert.equal((await call(`/profiles/${profileId}/feed`, { method: 'POST', token: account.key })).status, 201);
  await page.reload();
  await page.getByText('Current URL:').waitFor();
  assert.equal((await call(`/profiles/${profileId}/feed`, { method: 'DELETE', token: account.key })).status, 200);

  await page.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('button', { name: 'Revoke the feed: its URL stops working' }).click();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.textContent() ?? '', /feed.*\(request id req_\w+\)$/i);
});

browserTest('profile page: a feed that looks shared shows its warning; one click rotates the URL and clears it', async (page) => {
  const { account, profileId } = await openProfile(page, 'Shared');
  const created = await call(`/profiles/${profileId}/feed`, { method: 'POST', token: account.key });
  const polls = Array.from({ length: limits.feedClientsPerDayWarning + 1 }, (_, index) => call(created.body.data.url, { headers: { 'user-agent': `Podcasts/${index}` } }));
  assert.deepEqual([...new Set((await Promise.all(polls)).map((poll) => poll.status))], [200]);
  await page.reload();
  const warning = page.getByRole('group', { name: 'Feed URL may be shared' });
  await warning.getByText(`More than ${limits.feedClientsPerDayWarning} different podcast clients`).waitFor();
  await page.setViewportSize(PHONE);
  assert.equal(await horizontalOverflow(page), 0, 'the warning wraps on a phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  await warning.getByRole('button', { name: 'Rotate URL now' }).click();
  const rotated = await shownFeedUrl(page);
  await page.getByText('the old one no longer works').waitFor();
  assert.equal(await warning.count(), 0, 'the warning is gone with the old URL');
  assert.equal((await call(created.body.data.url)).status, 404);
  assert.equal((await call(rotated)).status, 200);
  assert.equal((await call(`/profiles/${profileId}`, { token: account.key })).body.data.feed.sharing_warning, null);
});

browserTest('the navigation opens the interactive API reference', async (page) => {
  await openProfile(page, 'Links');
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'API reference' }).click();
  await page.waitForURL(`${stack().baseUrl}/reference`);
  assert.equal(await page.title(), 'Briefings API reference');
});
