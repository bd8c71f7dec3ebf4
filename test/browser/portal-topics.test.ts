import assert from 'node:assert/strict';
import { browserTest } from '../helpers/browser.ts';
import { useLocalStack } from '../helpers/local-stack.ts';
import { useSessionCookie } from '../helpers/portal.ts';

const { stack, newAccount, call } = useLocalStack();

browserTest('profile page: shows what each interest also matches and saves an edit, which the API then shows', async (page) => {
  const account = await newAccount();
  const profile = await call('/profiles', { method: 'POST', token: account.key, body: { name: 'Rates', interests: ['central banks'] } });
  assert.equal(profile.status, 201, JSON.stringify(profile.body));
  const profileId = profile.body.data.id as string;
  await useSessionCookie(page, stack().baseUrl, account.session);
  await page.goto(`${stack().baseUrl}/#/profiles/${profileId}`);

  const terms = page.getByLabel('central banks', { exact: true });
  await terms.waitFor();
  const shown = (await terms.inputValue()).split('\n');
  assert.ok(shown.includes('ECB') && shown.includes('Federal Reserve'), shown.slice(0, 12).join(', '));

  await terms.fill([...shown.filter((term) => term !== 'Federal Reserve'), 'Sintra'].join('\n'));
  await page.getByRole('button', { name: 'Save what interests match' }).click();
  await page.getByText('You added: Sintra.').waitFor();
  await page.getByText('You removed: Federal Reserve.').waitFor();

  const topic = (await call(`/profiles/${profileId}`, { token: account.key })).body.data.topics[0];
  assert.deepEqual(topic.added, ['Sintra']);
  assert.deepEqual(topic.removed, ['Federal Reserve']);
});
