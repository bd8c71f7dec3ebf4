import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeMatches, generateSignInCode, hashSignInCode, newCodeSalt, normalisedSignInCode } from '#domain/access/sign-in-codes';

describe('sign-in codes', () => {
  it('are 8 digits, leading zeros kept, spread over the digits', () => {
    const codes = Array.from({ length: 2000 }, generateSignInCode);
    for (const code of codes) assert.match(code, /^\d{8}$/);
    const digits = new Set(codes.join(''));
    assert.equal(digits.size, 10, 'every digit occurs');
    assert.ok(new Set(codes).size > 1990, 'no code repeats more than chance allows');
  });

  it('read as typed or pasted: spaces and dashes dropped, anything else refused', () => {
    assert.equal(normalisedSignInCode(' 0123 4567 '), '01234567');
    assert.equal(normalisedSignInCode('0123-4567'), '01234567');
    for (const bad of ['1234567', '123456789', '1234567a', '', '１２３４５６７８']) assert.equal(normalisedSignInCode(bad), undefined, bad);
  });

  it('are kept as a salted hash that only the same code under the same salt matches', async () => {
    const salt = newCodeSalt();
    const hash = await hashSignInCode('01234567', salt);
    assert.doesNotMatch(hash, /01234567/);
    assert.equal(await codeMatches('01234567', salt, hash), true);
    assert.equal(await codeMatches('01234568', salt, hash), false);
    assert.equal(await codeMatches('01234567', newCodeSalt(), hash), false);
    assert.notEqual(await hashSignInCode('01234567', newCodeSalt()), hash, 'the same code hashes differently under another salt');
  });
});
