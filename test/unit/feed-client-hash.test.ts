import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { feedClientHash } from '#domain/podcast-feed-sharing';
import { generateFeedToken } from '#domain/secrets';

const token = generateFeedToken();
const client = { sourceIp: '203.0.113.7', userAgent: 'Overcast/3.0 (+http://overcast.fm/; iOS podcast app)' };

describe('feed client hash', () => {
  it('is the same for one client on one day, whatever the poll', () => {
    assert.equal(feedClientHash(token, '2026-11-25', client), feedClientHash(token, '2026-11-25', { ...client }));
    assert.match(feedClientHash(token, '2026-11-25', client), /^[\w-]{22}$/, '128 bits, base64url');
  });

  it('tells apart clients that differ by address or app, and the same client on another day or feed', () => {
    const seen = new Set([
      feedClientHash(token, '2026-11-25', client),
      feedClientHash(token, '2026-11-25', { ...client, sourceIp: '203.0.113.8' }),
      feedClientHash(token, '2026-11-25', { ...client, userAgent: 'PocketCasts/1.0' }),
      feedClientHash(token, '2026-11-26', client),
      feedClientHash(generateFeedToken(), '2026-11-25', client),
      feedClientHash(token, '2026-11-25', {}),
    ]);
    assert.equal(seen.size, 6);
  });

});
