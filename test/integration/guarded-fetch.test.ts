import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { FetchError, guardedFetch, UnsafeUrlError } from '#adapters/guarded-fetch';

/** A loopback server with one route per behaviour under test. */
function startServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/ok') return void response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('hello');
    if (path === '/feed') return void response.writeHead(200, { 'content-type': 'application/rss+xml' }).end('<rss/>');
    if (path === '/echo') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ method: request.method, body, headers: request.headers }));
      });
      return;
    }
    if (path === '/big') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      for (let i = 0; i < 32; i++) response.write(chunk);
      return void response.end();
    }
    if (path === '/big-declared') {
      return void response.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(10_000_000) }).end();
    }
    if (path === '/gzip-bomb') {
      const body = gzipSync(Buffer.alloc(4 * 1024 * 1024));
      return void response.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' }).end(body);
    }
    if (path === '/gzip') {
      return void response.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' }).end(gzipSync('compressed hello'));
    }
    if (path === '/hang') return; // never answers
    if (path === '/stall-body') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      return void response.write('first bytes, then silence');
    }
    if (path === '/to-metadata') {
      return void response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    }
    if (path === '/to-private') return void response.writeHead(301, { location: 'http://10.0.0.1/' }).end();
    if (path === '/to-file') return void response.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (path === '/see-other') return void response.writeHead(303, { location: '/echo' }).end();
    if (path === '/temporary') return void response.writeHead(307, { location: '/echo' }).end();
    const chain = /^\/chain\/(\d+)$/.exec(path);
    if (chain) {
      const left = Number(chain[1]);
      if (left === 0) return void response.writeHead(200, { 'content-type': 'text/plain' }).end('end of chain');
      return void response.writeHead(302, { location: `/chain/${left - 1}` }).end();
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function rejectsWith<T extends Error>(work: Promise<unknown>, type: new (...args: any[]) => T, pattern: RegExp): Promise<T> {
  const error = await work.then(
    () => assert.fail('expected the fetch to be refused'),
    (caught: unknown) => caught,
  );
  assert.ok(error instanceof type, `expected ${type.name}, got ${String(error)}`);
  assert.match(error.message, pattern);
  return error;
}

describe('guardedFetch', () => {
  let server: Server;
  let base: string;
  const previousSetting = process.env.ALLOW_LOOPBACK_URLS;

  before(async () => {
    server = await startServer();
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => {
    server.closeAllConnections();
    server.close();
  });
  beforeEach(() => {
    process.env.ALLOW_LOOPBACK_URLS = '1';
  });
  afterEach(() => {
    if (previousSetting === undefined) delete process.env.ALLOW_LOOPBACK_URLS;
    else process.env.ALLOW_LOOPBACK_URLS = previousSetting;
  });

  describe('refused targets', () => {
    it('refuses loopback when loopback URLs are not allowed', async () => {
      delete process.env.ALLOW_LOOPBACK_URLS;
      await rejectsWith(guardedFetch(`${base}/ok`), UnsafeUrlError, /127\.0\.0\.1 is a loopback address/);
    });

    it('refuses localhost by name when loopback URLs are not allowed', async () => {
      delete process.env.ALLOW_LOOPBACK_URLS;
      const port = (server.address() as AddressInfo).port;
      await rejectsWith(guardedFetch(`http://localhost:${port}/ok`), UnsafeUrlError, /loopback host name/);
    });

    const refused: Array<[string, RegExp]> = [
      ['http://169.254.169.254/latest/meta-data', /cloud metadata/],
      ['http://10.0.0.1/', /private network/],
      ['http://192.168.1.1/', /private network/],
      ['http://[fd00:ec2::254]/', /cloud metadata/],
      ['http://[::ffff:10.0.0.1]/', /embedding a private network address/],
      ['http://0.0.0.0/', /unspecified/],
      ['http://metadata.google.internal/', /private network host name/],
    ];
    for (const [url, reason] of refused) {
      it(`refuses ${url} even with loopback allowed`, async () => {
        await rejectsWith(guardedFetch(url), UnsafeUrlError, reason);
      });
    }

    const loopbackForms = ['http://[::1]/', 'http://2130706433/', 'http://0177.0.0.1/', 'http://0x7f.1/', 'http://127.1/'];
    for (const url of loopbackForms) {
      it(`refuses the loopback form ${url} when loopback URLs are not allowed`, async () => {
        delete process.env.ALLOW_LOOPBACK_URLS;
        await rejectsWith(guardedFetch(url), UnsafeUrlError, /loopback address/);
      });
    }

    for (const url of ['file:///etc/passwd', 'gopher://127.0.0.1:70/_x', 'ftp://example.com/feed.xml', 'data:text/plain,hi']) {
      it(`refuses the scheme of ${url}`, async () => {
        await rejectsWith(guardedFetch(url), UnsafeUrlError, /scheme .* is not allowed/);
      });
    }

    it('refuses URLs carrying credentials', async () => {
      await rejectsWith(guardedFetch('http://user:secret@127.0.0.1/'), UnsafeUrlError, /credentials/);
    });

    it('re-checks a redirect from the allowed server to the metadata address', async () => {
      await rejectsWith(guardedFetch(`${base}/to-metadata`), UnsafeUrlError, /169\.254\.169\.254 is the cloud metadata address/);
    });

    it('re-checks a redirect to a private address', async () => {
      await rejectsWith(guardedFetch(`${base}/to-private`), UnsafeUrlError, /10\.0\.0\.1 is a private network address/);
    });

    it('refuses a redirect to a file: URL', async () => {
      await rejectsWith(guardedFetch(`${base}/to-file`), UnsafeUrlError, /scheme file/);
    });
  });

  describe('allowed loopback server', () => {
    it('fetches a body with status, headers and final URL', async () => {
      const response = await guardedFetch(`${base}/ok`);
      assert.equal(response.status, 200);
      assert.equal(response.body.toString(), 'hello');
      assert.equal(response.headers.get('content-type'), 'text/plain; charset=utf-8');
      assert.equal(response.finalUrl, `${base}/ok`);
    });

    it('sends the bot user agent', async () => {
      const response = await guardedFetch(`${base}/echo`);
      const echoed = JSON.parse(response.body.toString());
      assert.equal(echoed.headers['user-agent'], 'BriefingsBot/1.0 (+https://briefings.example/bot)');
    });

    it('posts a body with the caller\'s headers', async () => {
      const response = await guardedFetch(`${base}/echo`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Signature': 'sig' },
        body: '{"a":1}',
        maxRedirects: 0,
      });
      const echoed = JSON.parse(response.body.toString());
      assert.deepEqual([echoed.method, echoed.body, echoed.headers['x-signature']], ['POST', '{"a":1}', 'sig']);
    });

    it('returns a 3xx as is when redirects are off', async () => {
      const response = await guardedFetch(`${base}/to-metadata`, { method: 'POST', body: '{}', maxRedirects: 0 });
      assert.equal(response.status, 302);
      assert.equal(response.headers.get('location'), 'http://169.254.169.254/latest/meta-data');
    });

    it('turns a POST into a GET on 303 and keeps it on 307', async () => {
      const seeOther = JSON.parse((await guardedFetch(`${base}/see-other`, { method: 'POST', body: 'x' })).body.toString());
      assert.deepEqual([seeOther.method, seeOther.body], ['GET', '']);
      const temporary = JSON.parse((await guardedFetch(`${base}/temporary`, { method: 'POST', body: 'x' })).body.toString());
      assert.deepEqual([temporary.method, temporary.body], ['POST', 'x']);
    });

    it('follows redirects up to the limit and reports the final URL', async () => {
      const response = await guardedFetch(`${base}/chain/3`, { maxRedirects: 3 });
      assert.equal(response.body.toString(), 'end of chain');
      assert.equal(response.finalUrl, `${base}/chain/0`);
    });

    it('fails past the redirect limit', async () => {
      const error = await rejectsWith(guardedFetch(`${base}/chain/4`, { maxRedirects: 3 }), FetchError, /More than 3 redirects/);
      assert.equal(error.reason, 'redirects');
    });

    it('decodes gzip bodies', async () => {
      const response = await guardedFetch(`${base}/gzip`);
      assert.equal(response.body.toString(), 'compressed hello');
    });

    it('aborts a streamed body past maxBytes', async () => {
      const error = await rejectsWith(guardedFetch(`${base}/big`, { maxBytes: 100_000 }), FetchError, /larger than 100000 bytes/);
      assert.equal(error.reason, 'too_large');
    });

    it('refuses a declared length past maxBytes', async () => {
      const error = await rejectsWith(guardedFetch(`${base}/big-declared`, { maxBytes: 1000 }), FetchError, /larger than/);
      assert.equal(error.reason, 'too_large');
    });

    it('caps the decompressed size, not the compressed one', async () => {
      const error = await rejectsWith(guardedFetch(`${base}/gzip-bomb`, { maxBytes: 1024 * 1024 }), FetchError, /larger than/);
      assert.equal(error.reason, 'too_large');
    });

    it('times out a server that never answers', async () => {
      const error = await rejectsWith(guardedFetch(`${base}/hang`, { timeoutMs: 150 }), FetchError, /within 150 ms/);
      assert.equal(error.reason, 'timeout');
    });

    it('times out a body that stops arriving', async () => {
      const error = await rejectsWith(guardedFetch(`${base}/stall-body`, { timeoutMs: 150 }), FetchError, /within 150 ms/);
      assert.equal(error.reason, 'timeout');
    });

    it('connects to the vetted address of a host name and keeps the name in the Host header', async () => {
      const port = (server.address() as AddressInfo).port;
      const response = await guardedFetch(`http://localhost:${port}/echo`);
      assert.equal(JSON.parse(response.body.toString()).headers.host, `localhost:${port}`);
    });

    it('enforces the accepted content types', async () => {
      const feed = await guardedFetch(`${base}/feed`, { acceptContentTypes: ['application/rss+xml', 'text/html'] });
      assert.equal(feed.body.toString(), '<rss/>');
      const error = await rejectsWith(
        guardedFetch(`${base}/ok`, { acceptContentTypes: ['application/rss+xml', 'application/*'] }),
        FetchError,
        /answered with text\/plain/,
      );
      assert.equal(error.reason, 'content_type');
    });

    it('returns error statuses without judging their content type', async () => {
      const response = await guardedFetch(`${base}/missing`, { acceptContentTypes: ['application/rss+xml'] });
      assert.equal(response.status, 404);
    });

    it('reports a refused connection as a network failure', async () => {
      const closed = await startServer();
      const port = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      const error = await rejectsWith(guardedFetch(`http://127.0.0.1:${port}/`), FetchError, /failed/);
      assert.equal(error.reason, 'network');
    });
  });
});
