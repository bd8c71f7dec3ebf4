import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { UnauthorizedError } from '#shared/errors';
import { generateApiKey, generateSessionToken } from '#shared/secrets';
import { bearerToken, presentedCredential, sessionCookie } from '#http/admission/credentials';

const withAuthorization = (authorization: string) => ({ headers: { authorization } });
const withCookies = (...cookies: string[]) => ({ headers: {}, cookies });

describe('credentials', () => {
  const key = generateApiKey();

  it('reads exactly one bearer credential, whatever the scheme\'s case and the spaces around it', () => {
    for (const header of [`Bearer ${key}`, `bearer ${key}`, `BEARER  ${key}`, ` Bearer ${key} `, `Bearer\t${key}`]) {
      assert.equal(bearerToken(withAuthorization(header)), key, header);
    }
    assert.equal(bearerToken({ headers: {} }), undefined, 'no header is no credential');
  });

  it('refuses what API Gateway makes of repeated headers, empty values and other schemes', () => {
    const refused = [
      `Bearer ${key},Bearer garbage`, `Bearer ${key}, garbage`, `Bearer ${key},`, `Bearer ${key},Bearer ${key}`, `,Bearer ${key}`,
      '', ' ', 'Bearer', 'Bearer ', key, `Basic ${key}`, `Bearer ${key} extra`, `Bearer${key}`,
    ];
    for (const header of refused) {
      assert.throws(() => bearerToken(withAuthorization(header)), UnauthorizedError, JSON.stringify(header));
    }
  });

  it('never reads a credential out of a comma-joined pair of headers', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (second) => {
      try {
        return bearerToken(withAuthorization(`Bearer ${key},${second}`)) === undefined;
      } catch (error) {
        return error instanceof UnauthorizedError;
      }
    }));
  });

  it('reads the session cookie among others, once or repeated with the same value', () => {
    const session = generateSessionToken();
    assert.equal(sessionCookie(withCookies('theme=dark', `briefings_session=${session}`)), session);
    assert.equal(sessionCookie(withCookies(`briefings_session=${session}`, `briefings_session=${session}`)), session);
    assert.equal(sessionCookie({ headers: { cookie: `a=1; briefings_session=${session}; b=2` } }), session);
    assert.equal(sessionCookie(withCookies('theme=dark')), undefined);
  });

  it('refuses session cookies that disagree', () => {
    const cookies = [`briefings_session=${generateSessionToken()}`, `briefings_session=${generateSessionToken()}`];
    assert.throws(() => sessionCookie(withCookies(...cookies)), /Conflicting briefings_session cookies/);
    assert.throws(() => sessionCookie({ headers: { cookie: cookies.join('; ') } }), UnauthorizedError);
  });

  it('prefers the Authorization header, and reads the cookie only where sessions are accepted', () => {
    const session = generateSessionToken();
    const both = { headers: { authorization: `Bearer ${key}` }, cookies: [`briefings_session=${session}`] };
    assert.deepEqual(presentedCredential(both, true), { token: key, via: 'bearer' });
    assert.deepEqual(presentedCredential({ headers: {}, cookies: both.cookies }, true), { token: session, via: 'cookie' });
    assert.deepEqual(presentedCredential({ headers: {}, cookies: both.cookies }, false), { token: undefined, via: 'none' });
  });
});
