import assert from 'node:assert/strict';
import { browserTest } from '../helpers/browser.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const { stack } = useLocalStack();

browserTest('the portal opens on the sign-in form when signed out, with nothing refused by its CSP', async (page) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${stack().baseUrl}/`);
  await page.waitForURL(/#\/sign-in$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Sign in' });
  await heading.waitFor();
  assert.equal(await heading.evaluate((element) => element === document.activeElement), true, 'the heading takes the focus');
  const email = page.getByLabel('E-mail address');
  await email.fill('someone@example.test');
  assert.equal(await page.getByRole('button', { name: 'Send me a code' }).isEnabled(), true);
  assert.deepEqual(refused, []);
});

browserTest('at phone width (375 px) the sign-in page does not scroll sideways', async (page) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${stack().baseUrl}/#/sign-in`);
  await page.getByLabel('E-mail address').waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(overflow, 0);
});
