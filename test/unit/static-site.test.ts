import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { audioOrigin, contentSecurityPolicy, createStaticSiteHandler } from '../../functions/web/static-site.ts';
import type { WebManifest } from '../../functions/web/manifest.ts';

function site() {
  const root = mkdtempSync(join(tmpdir(), 'web-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'reference'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(root, 'reference/index.html'), '<!doctype html><title>reference</title>');
  writeFileSync(join(root, 'assets/app-ABC.js'), 'console.log(1)');
  writeFileSync(join(root, 'secret.txt'), 'not served');
  const manifest: WebManifest = {
    source_hash: 'x',
    files: {
      '/': { file: 'index.html', content_type: 'text/html; charset=utf-8', cache: 'no-cache', sha256: 'aa' },
      '/reference': { file: 'reference/index.html', content_type: 'text/html; charset=utf-8', cache: 'no-cache', sha256: 'bb' },
      '/assets/app-ABC.js': { file: 'assets/app-ABC.js', content_type: 'text/javascript; charset=utf-8', cache: 'immutable', sha256: 'cc' },
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

  it('answers HEAD without a body and refuses other methods with 405 and Allow', async () => {
    const head = await handler(event('/', 'HEAD'));
    assert.equal(head.statusCode, 200);
    assert.equal(head.body, '');
    const post = await handler(event('/', 'POST'));
    assert.equal(post.statusCode, 405);
    assert.equal(post.headers?.Allow, 'GET, HEAD');
  });

  it('lets media come from the bucket the audio links redirect to, and nothing else from elsewhere', () => {
    assert.equal(audioOrigin({ s3Endpoint: 'http://127.0.0.1:4569/' }), 'http://127.0.0.1:4569');
    assert.equal(audioOrigin({ bucketName: 'data-1', region: 'eu-west-1' }), 'https://data-1.s3.eu-west-1.amazonaws.com');
    const csp = contentSecurityPolicy('https://data-1.s3.eu-west-1.amazonaws.com');
    assert.match(csp, /media-src 'self' https:\/\/data-1\.s3\.eu-west-1\.amazonaws\.com/);
    assert.deepEqual(csp.split('; ').filter((directive) => /https?:/.test(directive)), ["media-src 'self' https://data-1.s3.eu-west-1.amazonaws.com"]);
  });
});
