import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  generateApiKey, generateFeedToken, generateSessionToken, hashSecret, isWellFormedApiKey, isWellFormedFeedToken, isWellFormedSessionToken,
} from '#shared/secrets';

describe('API key format', () => {
  it('generates lb_api_ keys with a checksum that validates', () => {
    for (let i = 0; i < 200; i++) {
      const key = generateApiKey();
      assert.match(key, /^lb_api_[0-9A-Za-z]{46}$/);
      assert.ok(isWellFormedApiKey(key));
    }
  });

  it('rejects any single-character change through the checksum', () => {
    const key = generateApiKey();
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    fc.assert(fc.property(fc.integer({ min: 7, max: key.length - 1 }), fc.constantFrom(...alphabet), (index, char) => {
      fc.pre(key[index] !== char);
      return !isWellFormedApiKey(key.slice(0, index) + char + key.slice(index + 1));
    }));
  });

  it('rejects other prefixes and shapes', () => {
    const body = generateApiKey().slice(7);
    for (const candidate of [`lb_live_${body}`, `lb_test_${body}`, `lb_ro_${body}`, `test_${body}`, body, '', 'lb_api_', `lb_api_${body}x`]) {
      assert.equal(isWellFormedApiKey(candidate), false, candidate);
    }
  });

  it('keeps session tokens and API keys apart', () => {
    const session = generateSessionToken();
    assert.ok(isWellFormedSessionToken(session));
    assert.equal(isWellFormedApiKey(session), false);
    assert.equal(isWellFormedSessionToken(generateApiKey()), false);
  });

  it('hashes to SHA-256 hex', () => {
    assert.equal(hashSecret('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('podcast feed token format', () => {
  it('generates URL-safe lb_feed_ tokens of at least 128 random bits, checked by their checksum', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const token = generateFeedToken();
      assert.match(token, /^lb_feed_[0-9A-Za-z]{38}$/);
      assert.equal(encodeURIComponent(token), token);
      assert.ok(isWellFormedFeedToken(token));
      seen.add(token);
    }
    assert.equal(seen.size, 200);
    assert.ok(32 * Math.log2(62) >= 128, 'the random part alone carries 190 bits');
  });

  it('rejects any single-character change, and API keys or sessions in its place', () => {
    const token = generateFeedToken();
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    fc.assert(fc.property(fc.integer({ min: 8, max: token.length - 1 }), fc.constantFrom(...alphabet), (index, char) => {
      fc.pre(token[index] !== char);
      return !isWellFormedFeedToken(token.slice(0, index) + char + token.slice(index + 1));
    }));
    for (const other of [generateApiKey(), generateSessionToken(), `${token}x`, token.slice(0, -1), '']) assert.equal(isWellFormedFeedToken(other), false, other);
  });
});
