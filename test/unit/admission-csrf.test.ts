import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ForbiddenError } from '#shared/errors';
import { checkCookieWrite, originOf } from '#http/admission/csrf';

const OWN = 'https://briefings.example.com';

describe('CSRF checks of cookie-authenticated writes', () => {
  it('accept the own origin, or Sec-Fetch-Site: same-origin, with X-Requested-With', () => {
    assert.doesNotThrow(() => checkCookieWrite({ origin: OWN, 'x-requested-with': 'XMLHttpRequest' }, OWN));
    assert.doesNotThrow(() => checkCookieWrite({ 'sec-fetch-site': 'same-origin', 'x-requested-with': '1' }, OWN));
    assert.doesNotThrow(() => checkCookieWrite({ origin: OWN, 'sec-fetch-site': 'same-origin', 'x-requested-with': '1' }, OWN));
  });

  it('refuse naming what is wrong or missing', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ 'x-requested-with': '1' }, /need an Origin header/],
      [{ origin: 'https://evil.example', 'x-requested-with': '1' }, /Origin "https:\/\/evil.example" is not/],
      [{ origin: `${OWN}.evil.example`, 'x-requested-with': '1' }, /is not the service's own origin/],
      [{ origin: 'null', 'x-requested-with': '1' }, /Origin "null"/],
      [{ origin: OWN.replace('https', 'http'), 'x-requested-with': '1' }, /Origin/],
      [{ 'sec-fetch-site': 'cross-site', 'x-requested-with': '1' }, /Sec-Fetch-Site "cross-site"/],
      [{ 'sec-fetch-site': 'same-site', 'x-requested-with': '1' }, /same origin only/],
      [{ origin: OWN, 'sec-fetch-site': 'none', 'x-requested-with': '1' }, /Sec-Fetch-Site "none"/],
      [{ origin: OWN }, /X-Requested-With header/],
      [{ origin: OWN, 'x-requested-with': '  ' }, /X-Requested-With header/],
    ];
    for (const [headers, message] of cases) {
      assert.throws(() => checkCookieWrite(headers, OWN), (error: unknown) => error instanceof ForbiddenError && message.test(error.message), JSON.stringify(headers));
    }
  });

  it('accept no origin at all when the service does not know its own', () => {
    assert.throws(() => checkCookieWrite({ origin: '', 'x-requested-with': '1' }, ''), ForbiddenError);
  });

  it('take the origin of the public base URL', () => {
    assert.equal(originOf('https://briefings.example.com/'), OWN);
    assert.equal(originOf('http://127.0.0.1:3000'), 'http://127.0.0.1:3000');
    assert.equal(originOf(''), '');
  });
});
