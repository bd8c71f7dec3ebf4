import assert from 'node:assert/strict';
import { readOutbox } from '#domain/delivery/outbox';
import { browserTest } from '../helpers/browser.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const { stack } = useLocalStack();

/** The newest e-mail to `email` in the local outbox, as text (subject, body, link). */
async function lastMailTo(email: string): Promise<string> {
  const mails = (await readOutbox('email')).filter((entry) => entry.destination === email || JSON.stringify(entry.request).includes(email));
  assert.ok(mails.length > 0, `no e-mail to ${email} in the outbox`);
  return JSON.stringify(mails.at(-1)!.request);
}

browserTest('sign in with the e-mailed code, then sign out', async (page) => {
  const { baseUrl } = stack();
  const email = `portal-${Date.now()}@example.test`;
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByRole('status').filter({ hasText: `We sent a code to ${email}` }).waitFor();

  const code = /\b(\d{8})\b/.exec(await lastMailTo(email))?.[1];
  assert.ok(code, 'the e-mail carries an 8-digit code');
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/#\/briefings$/);
  await page.getByText(email).waitFor();
  const cookies = await page.context().cookies(baseUrl);
  assert.ok(cookies.some((cookie) => cookie.name === 'briefings_session' && cookie.httpOnly));

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/#\/sign-in$/);
  await page.goto(`${baseUrl}/#/keys`);
  await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
  const alert = page.getByRole('alert').first();
  await alert.waitFor();
  assert.match(await alert.textContent() ?? '', /request id/);
});

browserTest('the e-mailed link signs in at once; a wrong code is refused with the API message', async (page) => {
  const { baseUrl } = stack();
  const email = `portal-link-${Date.now()}@example.test`;
  await page.goto(`${baseUrl}/#/sign-in`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel('Code from the e-mail').fill('00000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const refusal = page.locator('form').getByRole('alert');
  await refusal.waitFor();
  assert.match(await refusal.textContent() ?? '', /code.*\(request id req_\w+\)/i);

  // A wrong try does not burn the code (5 do): the link still works.
  const link = /https?:\/\/[^"\s\\]+#\/sign-in\?[^"\s\\]+/.exec(await lastMailTo(email))?.[0];
  assert.ok(link, 'the e-mail carries the sign-in link');
  const url = new URL(link);
  await page.goto(`${baseUrl}/${url.hash}`);
  await page.waitForURL(/#\/briefings$/);
  await page.getByText(email).waitFor();
});
