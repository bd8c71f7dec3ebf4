import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { addressRefusal, hostNameRefusal, isLoopbackHost } from '#adapters/address-policy';
import { assertPublicHttpUrl, UnsafeUrlError } from '#adapters/guarded-fetch';
import { resolveVettedAddresses } from '#adapters/url-safety';

const strict = { allowLoopback: false };
const local = { allowLoopback: true };

describe('addressRefusal', () => {
  const refused: Array<[string, RegExp]> = [
    ['10.0.0.1', /private network/],
    ['10.255.255.255', /private network/],
    ['172.16.0.1', /private network/],
    ['172.31.255.254', /private network/],
    ['192.168.0.10', /private network/],
    ['127.0.0.1', /loopback/],
    ['127.255.0.9', /loopback/],
    ['169.254.1.1', /link-local/],
    ['169.254.169.254', /cloud metadata/],
    ['0.0.0.0', /unspecified/],
    ['0.1.2.3', /unspecified/],
    ['100.64.0.1', /carrier-grade NAT/],
    ['100.127.255.254', /carrier-grade NAT/],
    ['224.0.0.1', /multicast/],
    ['239.255.255.250', /multicast/],
    ['255.255.255.255', /broadcast/],
    ['240.0.0.1', /reserved/],
    ['192.0.2.1', /reserved/],
    ['198.18.0.1', /reserved/],
    ['::1', /loopback/],
    ['::', /unspecified/],
    ['fe80::1', /link-local/],
    ['fc00::1', /unique local/],
    ['fd12:3456::1', /unique local/],
    ['fd00:ec2::254', /cloud metadata/],
    ['ff02::1', /multicast/],
    ['2001:db8::1', /reserved/],
    ['100::1', /reserved/],
    ['::ffff:10.0.0.1', /embedding a private network address \(10\.0\.0\.1\)/],
    ['::ffff:127.0.0.1', /embedding a loopback address/],
    ['::ffff:169.254.169.254', /embedding the cloud metadata address/],
    ['64:ff9b::a00:1', /embedding a private network address/],
    ['64:ff9b::7f00:1', /embedding a loopback address/],
    ['64:ff9b:1::1', /reserved/],
    ['2002:a9fe:a9fe::1', /embedding the cloud metadata address/],
    ['2001::1', /reserved address \(teredo\)/],
    ['4000::1', /reserved address \(unassigned\)/],
    ['[::1]', /loopback/],
  ];
  for (const [address, reason] of refused) {
    it(`refuses ${address}`, () => {
      assert.match(addressRefusal(address, strict) ?? 'allowed', reason);
    });
  }

  for (const address of ['8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '64:ff9b::808:808', '2002:808:808::1', '::ffff:8.8.8.8']) {
    it(`allows the public address ${address}`, () => {
      assert.equal(addressRefusal(address, strict), null);
    });
  }

  it('allows loopback only when the caller allows it', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '[::1]']) {
      assert.equal(addressRefusal(address, local), null, address);
    }
    for (const address of ['10.0.0.1', '169.254.169.254', '192.168.1.1', 'fd00:ec2::254', '::ffff:10.0.0.1']) {
      assert.notEqual(addressRefusal(address, local), null, address);
    }
  });

  it('says when the input is not an address', () => {
    assert.match(addressRefusal('example.com', strict) ?? '', /not an IP address/);
  });
});

describe('hostNameRefusal', () => {
  const cases: Array<[string, string | null, string | null]> = [
    // host, refusal when strict, refusal in local mode
    ['localhost', 'a loopback host name', null],
    ['api.localhost', 'a loopback host name', null],
    ['LOCALHOST.', 'a loopback host name', null],
    ['metadata.google.internal', 'a private network host name', 'a private network host name'],
    ['printer.local', 'a private network host name', 'a private network host name'],
    ['intranet', 'a private network host name', 'a private network host name'],
    ['example.com', null, null],
    ['localhost.example.com', null, null],
  ];
  for (const [host, strictRefusal, localRefusal] of cases) {
    it(`judges ${host}`, () => {
      assert.equal(hostNameRefusal(host, strict), strictRefusal);
      assert.equal(hostNameRefusal(host, local), localRefusal);
    });
  }

  it('recognises loopback hosts in every spelling', () => {
    for (const host of ['localhost', 'a.localhost', '127.0.0.1', '127.9.9.9', '[::1]', '[::ffff:127.0.0.1]']) assert.ok(isLoopbackHost(host), host);
    for (const host of ['example.com', '10.0.0.1', '[::2]']) assert.ok(!isLoopbackHost(host), host);
  });
});

describe('resolveVettedAddresses', () => {
  it('refuses a host when any one of its addresses is internal', async () => {
    const resolver = async () => [{ address: '93.184.216.34', family: 4 }, { address: '10.1.2.3', family: 4 }];
    await assert.rejects(
      resolveVettedAddresses(new URL('https://mixed.example.com/'), resolver),
      (error: unknown) => error instanceof UnsafeUrlError && /mixed\.example\.com resolves to a private network address \(10\.1\.2\.3\)/.test(error.message),
    );
  });

  it('returns every public address for the pinned connection', async () => {
    const resolver = async () => [{ address: '2606:4700::1', family: 6 }, { address: '93.184.216.34', family: 4 }];
    assert.deepEqual(await resolveVettedAddresses(new URL('https://public.example.com/'), resolver), [
      { address: '2606:4700::1', family: 6 },
      { address: '93.184.216.34', family: 4 },
    ]);
  });
});

describe('assertPublicHttpUrl', () => {
  const previousSetting = process.env.ALLOW_LOOPBACK_URLS;
  afterEach(() => {
    if (previousSetting === undefined) delete process.env.ALLOW_LOOPBACK_URLS;
    else process.env.ALLOW_LOOPBACK_URLS = previousSetting;
  });

  const refusal = (url: string, opts?: { requireHttps?: boolean }) =>
    assertPublicHttpUrl(url, opts).then(() => null, (error: unknown) => {
      assert.ok(error instanceof UnsafeUrlError, String(error));
      return error.message;
    });

  it('refuses with a message that says why', async () => {
    delete process.env.ALLOW_LOOPBACK_URLS;
    const cases: Array<[string, RegExp]> = [
      ['not a url', /not a valid absolute URL/],
      ['file:///etc/passwd', /scheme file is not allowed/],
      ['gopher://example.com/', /scheme gopher is not allowed/],
      ['javascript:alert(1)', /scheme javascript is not allowed/],
      ['https://user:pw@example.com/', /credentials/],
      ['http://127.0.0.1/', /127\.0\.0\.1 is a loopback address/],
      ['http://2130706433/', /127\.0\.0\.1 is a loopback address/],
      ['http://0177.0.0.1/', /loopback address/],
      ['http://0x7f.1/', /loopback address/],
      ['http://[::1]/', /loopback address/],
      ['http://localhost:3000/', /loopback host name/],
      ['http://169.254.169.254/latest/meta-data', /cloud metadata/],
      ['http://[::ffff:10.0.0.1]/', /embedding a private network address/],
      ['https://vault.service.internal/', /private network host name/],
      ['https://nas.local/', /private network host name/],
    ];
    for (const [url, reason] of cases) assert.match((await refusal(url)) ?? 'accepted', reason, url);
  });

  it('requires https when asked, except for loopback in local mode', async () => {
    delete process.env.ALLOW_LOOPBACK_URLS;
    assert.match((await refusal('http://hooks.example.com/x', { requireHttps: true })) ?? 'accepted', /https is required/);
    process.env.ALLOW_LOOPBACK_URLS = '1';
    assert.equal(await refusal('http://127.0.0.1:8080/hook', { requireHttps: true }), null);
    assert.equal(await refusal('http://localhost:8080/hook', { requireHttps: true }), null);
    assert.match((await refusal('http://hooks.example.com/x', { requireHttps: true })) ?? 'accepted', /https is required/);
  });

  it('accepts public URLs without needing DNS to answer', async () => {
    delete process.env.ALLOW_LOOPBACK_URLS;
    assert.equal(await refusal('https://feeds.example.com/rss.xml'), null);
    assert.equal(await refusal('http://93.184.216.34/feed'), null);
  });
});
