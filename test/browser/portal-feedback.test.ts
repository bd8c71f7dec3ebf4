import assert from 'node:assert/strict';
import { browserTest } from '../helpers/browser.ts';
import { createBriefingProfile, startBriefing, useSampleContent, waitForBriefing } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';
import { horizontalOverflow, PHONE, useSessionCookie } from '../helpers/portal.ts';

const { stack, newAccount, call } = useLocalStack();
const samples = useSampleContent();

browserTest('player and profile page: rate stories more or less, see the ratings on the profile, reset them', async (page) => {
  const account = await newAccount();
  const profileId = await createBriefingProfile(call, account.key, samples(), { sourceUrls: [samples().urlOf('guardian.rss')] });
  const jobId = await startBriefing(call, account.key, profileId);
  assert.equal((await waitForBriefing(call, account.key, jobId)).status, 'done');
  const transcript = (await call(`/briefings/${jobId}/transcript`, { token: account.key })).body.data;
  const firstTitle = transcript.segments[1].articles[0].title as string;
  await useSessionCookie(page, stack().baseUrl, account.session);

  await page.goto(`${stack().baseUrl}/#/briefings/${jobId}`);
  const stories = page.locator('.transcript > li');
  await stories.first().waitFor();
  assert.equal(await stories.nth(0).getByRole('button', { name: 'Less like this' }).count(), 0, 'the intro has no rating buttons');
  const first = stories.nth(1).getByRole('group', { name: `Rate “${firstTitle}”` });
  await first.getByRole('button', { name: 'Less like this' }).click();
  await first.getByText('Noted: fewer stories like this one.').waitFor();
  assert.equal(await first.getByRole('button', { name: 'Less like this' }).getAttribute('aria-pressed'), 'true');
  assert.equal(await first.getByRole('button', { name: 'More like this' }).getAttribute('aria-pressed'), 'false');
  await page.setViewportSize(PHONE);
  assert.equal(await horizontalOverflow(page), 0, 'the rating buttons fit a phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  const stored = (await call(`/profiles/${profileId}/feedback`, { token: account.key })).body.data;
  assert.deepEqual(stored.ratings.map((rating: { job_id: string; story: number; rating: string }) => [rating.job_id, rating.story, rating.rating]), [[jobId, 1, 'less']]);
  await page.reload();
  await page.locator('.transcript > li').nth(1).getByRole('button', { name: 'Less like this', pressed: true }).waitFor();

  await page.goto(`${stack().baseUrl}/#/profiles/${profileId}`);
  await page.getByRole('heading', { level: 2, name: 'Listener feedback' }).waitFor();
  await page.locator('.feedback-counts').filter({ hasText: '0 more, 1 less.' }).waitFor();
  await page.locator('.rated-stories').getByRole('link', { name: firstTitle }).waitFor();
  await page.getByRole('button', { name: 'Reset feedback' }).click();
  await page.getByRole('button', { name: 'Forget every rating of this profile' }).click();
  await page.getByText('Feedback reset: 1 rating forgotten.').waitFor();
  await page.locator('.feedback-counts').filter({ hasText: 'No stories rated yet.' }).waitFor();
  assert.deepEqual((await call(`/profiles/${profileId}/feedback`, { token: account.key })).body.data.ratings, []);
});

browserTest('player: a refused rating shows the API\'s message and request id', async (page) => {
  const account = await newAccount();
  const profileId = await createBriefingProfile(call, account.key, samples(), { sourceUrls: [samples().urlOf('guardian.rss')] });
  const jobId = await startBriefing(call, account.key, profileId);
  assert.equal((await waitForBriefing(call, account.key, jobId)).status, 'done');
  await useSessionCookie(page, stack().baseUrl, account.session);
  await page.goto(`${stack().baseUrl}/#/briefings/${jobId}`);
  const story = page.locator('.transcript > li').nth(1);
  await story.getByRole('button', { name: 'More like this' }).waitFor();

  assert.equal((await call(`/profiles/${profileId}`, { method: 'DELETE', token: account.key })).status, 200);
  await story.getByRole('button', { name: 'More like this' }).click();

  await story.getByText(/which was deleted: there is no ranking left to teach \(request id req_/).waitFor();
  assert.equal(await story.getByRole('button', { name: 'More like this' }).getAttribute('aria-pressed'), 'false');
});
