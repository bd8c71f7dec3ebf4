import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { audioOrigin, chooseEncoding, contentSecurityPolicy, createStaticSiteHandler } from '../../functions/web/static-site.ts';
import type { WebManifest } from '../../functions/web/manifest.ts';

const BIG_SCRIPT = Buffer.from(Array.from({ length: 500 }, (_, line) => `console.log('line ${line}');`).join('\n'));

function site() {
  const root = mkdtempSync(join(tmpdir(), 'web-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'reference'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(root, 'reference/index.html'), '<!doctype html><title>reference</title>');
  writeFileSync(join(root, 'assets/app-ABC.js'), 'console.log(1)');
  writeFileSync(join(root, 'secret.txt'), 'not served');
  writeFileSync(join(root, 'assets/big-DEF.js'), BIG_SCRIPT);
  writeFileSync(join(root, 'assets/big-DEF.js.gz'), gzipSync(BIG_SCRIPT));
  writeFileSync(join(root, 'assets/big-DEF.js.br'), brotliCompressSync(BIG_SCRIPT));
  const manifest: WebManifest = {
    source_hash: 'x',
    files: {
      '/': { file: 'index.html', content_type: 'text/html; charset=utf-8', cache: 'no-cache', sha256: 'aa' },
      '/reference': { file: 'reference/index.html', content_type: 'text/html; charset=utf-8', cache: 'no-cache', sha256: 'bb' },
      '/assets/app-ABC.js': { file: 'assets/app-ABC.js', content_type: 'text/javascript; charset=utf-8', cache: 'immutable', sha256: 'cc' },
      '/assets/big-DEF.js': {
        file: 'assets/big-DEF.js', content_type: 'text/javascript; charset=utf-8', cache: 'immutable', sha256: 'dd',
        encodings: { br: { file: 'assets/big-DEF.js.br' }, gzip: { file: 'assets/big-DEF.js.gz' } },
      },
    },
  };
  writeFileSync(join(root, 'manifest.json'), JSON.stringify(manifest));
  return createStaticSiteHandler(root);
}

const event = (path: string, method = 'GET', headers: Record<string, string> = {}) => ({
  rawPath: path,
  headers,
  requestContext: { requestId: 'req_1', http: { method } },
}) as unknown as APIGatewayProxyEventV2;

const text = (result: { body?: string; isBase64Encoded?: boolean }) => Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8').toString();

describe('static site handler', () => {
  const handler = site();

  it('serves exactly the manifest\'s paths: a page with or without its trailing slash, never another file of the folder', async () => {
    assert.match(text(await handler(event('/'))), /portal/);
    assert.match(text(await handler(event('/reference/'))), /reference/);
    for (const path of ['/secret.txt', '/manifest.json', '/assets/../secret.txt', '/index.html', '/constructor', '/__proto__']) {
      const result = await handler(event(path));
      assert.equal(result.statusCode, 404, path);
      assert.equal(JSON.parse(result.body ?? '').error, 'not_found');
    }
  });

  it('caches assets for good and pages never without asking, answers a matching ETag with 304', async () => {
    assert.equal((await handler(event('/assets/app-ABC.js'))).headers?.['Cache-Control'], 'public, max-age=31536000, immutable');
    assert.equal((await handler(event('/'))).headers?.['Cache-Control'], 'no-cache');
    const revalidated = await handler(event('/', 'GET', { 'if-none-match': '"aa"' }));
    assert.equal(revalidated.statusCode, 304);
    assert.equal(revalidated.body, undefined);
  });

  it('answers HEAD as GET (the HTTP layer drops the body, keeping its length) and refuses other methods with 405 and Allow', async () => {
    const head = await handler(event('/', 'HEAD'));
    assert.deepEqual(head, await handler(event('/', 'GET')));
    const post = await handler(event('/', 'POST'));
    assert.equal(post.statusCode, 405);
    assert.equal(post.headers?.Allow, 'GET, HEAD');
  });

  it('answers in the best encoding Accept-Encoding allows, q=0 refusing one, and as it is when none is allowed', async () => {
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0.5, gzip;q=0.8', 'gzip'],
      ['*', 'br'],
      ['*;q=0, gzip', 'gzip'],
      ['gzip;q=0, br;q=0', undefined],
      ['identity', undefined],
      ['deflate', undefined],
      [undefined, undefined],
    ];
    for (const [accept, expected] of cases) {
      const result = await handler(event('/assets/big-DEF.js', 'GET', accept === undefined ? {} : { 'accept-encoding': accept }));
      assert.equal(result.statusCode, 200, accept);
      assert.equal(result.headers?.['Content-Encoding'], expected, accept);
      assert.equal(result.headers?.Vary, 'Accept-Encoding', accept);
      assert.equal(result.isBase64Encoded, true);
      const bytes = Buffer.from(result.body ?? '', 'base64');
      const decoded = expected === 'br' ? brotliDecompressSync(bytes) : expected === 'gzip' ? gunzipSync(bytes) : bytes;
      assert.deepEqual(decoded, BIG_SCRIPT, `${accept}: the bytes decode to the file`);
      if (expected) assert.ok(bytes.length < BIG_SCRIPT.length / 2, `${accept}: compressed`);
    }
  });

  it('gives each encoding its own ETag, so a revalidation never swaps one for another', async () => {
    const brotli = await handler(event('/assets/big-DEF.js', 'GET', { 'accept-encoding': 'br' }));
    const plain = await handler(event('/assets/big-DEF.js'));
    assert.notEqual(brotli.headers?.ETag, plain.headers?.ETag);
    assert.equal((await handler(event('/assets/big-DEF.js', 'GET', { 'accept-encoding': 'br', 'if-none-match': String(brotli.headers?.ETag) }))).statusCode, 304);
    assert.equal((await handler(event('/assets/big-DEF.js', 'GET', { 'accept-encoding': 'gzip', 'if-none-match': String(brotli.headers?.ETag) }))).statusCode, 200);
    const small = await handler(event('/assets/app-ABC.js', 'GET', { 'accept-encoding': 'br, gzip' }));
    assert.equal(small.headers?.['Content-Encoding'], undefined, 'a file without compressed copies is sent as it is');
    assert.equal(small.headers?.Vary, undefined);
  });

  it('picks the weightier encoding, the server\'s order breaking ties', () => {
    assert.equal(chooseEncoding('gzip;q=1, br;q=0.9', ['br', 'gzip']), 'gzip');
    assert.equal(chooseEncoding('gzip, br', ['br', 'gzip']), 'br');
    assert.equal(chooseEncoding('GZIP ; Q=0.3', ['gzip']), 'gzip');
    assert.equal(chooseEncoding('br;q=nonsense', ['br']), undefined);
    assert.equal(chooseEncoding('br', ['gzip']), undefined);
  });

  it('lets media come from the bucket the audio links redirect to, and nothing else from elsewhere', () => {
    assert.equal(audioOrigin({ s3Endpoint: 'http://127.0.0.1:4569/' }), 'http://127.0.0.1:4569');
    assert.equal(audioOrigin({ bucketName: 'data-1', region: 'eu-west-1' }), 'https://data-1.s3.eu-west-1.amazonaws.com');
    const csp = contentSecurityPolicy('https://data-1.s3.eu-west-1.amazonaws.com');
    assert.match(csp, /media-src 'self' https:\/\/data-1\.s3\.eu-west-1\.amazonaws\.com/);
    assert.deepEqual(csp.split('; ').filter((directive) => /https?:/.test(directive)), ["media-src 'self' https://data-1.s3.eu-west-1.amazonaws.com"]);
  });
});
