import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { clientAddress, feedClientHash } from '#domain/podcast/sharing';
import { generateFeedToken } from '#shared/secrets';

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


  it('counts an IPv6 client by its /64, so rotating privacy addresses stay one client', () => {
    const phone = { userAgent: 'AppleCoreMedia/1.0.0.22A3354 (iPhone)' };
    assert.equal(
      feedClientHash(token, '2026-11-25', { ...phone, sourceIp: '2001:db8:1:2:a1b2:c3d4:e5f6:1' }),
      feedClientHash(token, '2026-11-25', { ...phone, sourceIp: '2001:db8:1:2:9999::7' }),
    );
    assert.notEqual(
      feedClientHash(token, '2026-11-25', { ...phone, sourceIp: '2001:db8:1:2::1' }),
      feedClientHash(token, '2026-11-25', { ...phone, sourceIp: '2001:db8:1:3::1' }),
    );
    assert.equal(clientAddress('2001:db8:1:2:a1b2:c3d4:e5f6:1'), '2001:db8:1:2::/64');
    assert.equal(clientAddress('::ffff:203.0.113.7'), '203.0.113.7');
    assert.equal(clientAddress('203.0.113.7'), '203.0.113.7');
    assert.equal(clientAddress(undefined), '');
  });

  it('counts every IPv6 address by the same /64, and mapped IPv4 addresses as IPv4, as ipaddr.js writes them', () => {
    const byIpaddr = (text: string) => {
      const address = ipaddr.process(text);
      if (address.kind() === 'ipv4') return address.toString();
      return `${ipaddr.fromByteArray(address.toByteArray().map((byte, index) => (index < 8 ? byte : 0))).toString()}/64`;
    };
    const mapped = fc.ipV4().map((ipv4) => `::ffff:${ipv4}`);
    // ipaddr.js reads the deprecated IPv4-compatible form '::a.b.c.d' as mapped (::ffff:a.b.c.d); RFC 4291 and Node read it as ::a.b:c.d.
    const ipv6 = fc.ipV6().filter((address) => !/^::\d+\.\d+\.\d+\.\d+$/.test(address));
    fc.assert(fc.property(fc.oneof(ipv6, fc.ipV4(), mapped), (address) => {
      assert.equal(clientAddress(address), byIpaddr(address));
    }), { numRuns: 500 });
    assert.equal(clientAddress('::203.0.113.7'), '::/64');
  });
});
