import assert from 'node:assert/strict';
import { SAMPLE_FEEDS } from '#local/sample-content';
import { browserTest } from '../helpers/browser.ts';
import { useSampleContent } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';
import { horizontalOverflow, PHONE, useSessionCookie } from '../helpers/portal.ts';

const { stack, newAccount, call } = useLocalStack();
const samples = useSampleContent();

/** Offline speech makes a one-minute briefing in well under this. */
const BRIEFING_TIMEOUT_MS = 300_000;

browserTest('profiles and briefings: create a profile and a source, generate a briefing, watch it, play it', async (page) => {
  const account = await newAccount();
  const { baseUrl } = stack();
  await useSessionCookie(page, baseUrl, account.session);

  await page.goto(`${baseUrl}/#/profiles`);
  await page.getByRole('heading', { level: 1, name: 'Profiles and sources' }).waitFor();
  await page.getByLabel('Name').fill('Morning');
  await page.getByLabel('Length (minutes, 1–60)').fill('1');
  await page.getByRole('button', { name: 'Create profile' }).click();
  await page.waitForURL(/#\/profiles\/prof_/);
  await page.getByRole('heading', { level: 1, name: 'Morning' }).waitFor();

  const feed = SAMPLE_FEEDS[0];
  await page.getByLabel('Kind').selectOption(feed.type);
  await page.getByLabel('URL').fill(samples().urlOf(feed.file));
  await page.locator('#source-name').fill(feed.name);
  await page.getByRole('button', { name: 'Add source' }).click();
  await page.getByRole('heading', { level: 4, name: new RegExp(feed.name) }).waitFor();

  await page.setViewportSize(PHONE);
  assert.equal(await horizontalOverflow(page), 0, 'the profile page fits a phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Generate a briefing now' }).click();
  await page.waitForURL(/#\/briefings\/job_|#\/briefings\/[a-z]+_/);
  const jobId = page.url().split('/').pop()!;
  const status = page.locator('.briefing-status');
  await status.filter({ hasText: /Status: (queued|running)/ }).waitFor();
  await status.filter({ hasText: /Status: ready/ }).waitFor({ timeout: BRIEFING_TIMEOUT_MS });

  const job = await call(`/briefings/${jobId}`, { token: account.key });
  assert.equal(job.body.data.status, 'done');
  const audio = page.locator('audio');
  await audio.waitFor();
  await page.waitForFunction(() => Number.isFinite(document.querySelector('audio')?.duration), undefined, { timeout: 30_000 });
  const duration = await audio.evaluate((element: HTMLAudioElement) => element.duration);
  assert.ok(Math.abs(duration - job.body.data.duration_seconds) <= 1, `audio ${duration} s, job ${job.body.data.duration_seconds} s`);

  // The transcript follows playback: the highlighted segment is the one whose times hold the current time.
  const segments = page.locator('.transcript > li');
  assert.ok(await segments.count() >= 2);
  await segments.nth(1).getByRole('button', { name: /^Play from / }).click();
  const current = page.locator('.transcript > li.current');
  await current.waitFor();
  const [start, end, time] = await current.evaluate((element) => [
    Number(element.getAttribute('data-start')), Number(element.getAttribute('data-end')), document.querySelector('audio')!.currentTime,
  ]);
  assert.ok(start <= time && time < end + 0.5, `segment ${start}..${end}, playing at ${time}`);
  assert.ok(await page.locator('.citations a[href^="http"]').count() >= 1, 'stories cite their articles');
  assert.ok(await page.getByRole('link', { name: 'Download the MP3' }).getAttribute('href'));

  await page.goto(`${baseUrl}/#/briefings`);
  // The list names each briefing's profile once the profiles have loaded beside it.
  await page.locator('.card', { has: page.locator(`a[href="#/briefings/${jobId}"]`), hasText: /Morning · ready/ }).waitFor();
});
