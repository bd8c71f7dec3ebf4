import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useLocalStack } from '../helpers/local-stack.ts';

const { stack } = useLocalStack();

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack().baseUrl}${path}`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('portal serving', () => {
  it('serves the portal at / with no-cache, a strict CSP and the security headers', async () => {
    const page = await get('/');
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    const csp = page.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(page.headers.get('referrer-policy'), 'no-referrer');
    assert.doesNotMatch(page.text, /<script>|<script(?![^>]*\bsrc=)[^>]*>|<style|\son\w+=/i, 'no inline script, style or handler');
  });

  it('serves the hashed assets the page names as immutable, and answers 304 to a matching ETag', async () => {
    const page = await get('/');
    const assets = [...page.text.matchAll(/(?:src|href)="\.\/(assets\/[^"]+)"/g)].map((match) => `/${match[1]}`);
    assert.ok(assets.some((path) => path.endsWith('.js')) && assets.some((path) => path.endsWith('.css')), `assets: ${assets.join(', ')}`);
    for (const path of assets) {
      const asset = await get(path);
      assert.equal(asset.status, 200, path);
      assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal(asset.headers.get('x-content-type-options'), 'nosniff');
    }
    const again = await get('/', { 'if-none-match': page.headers.get('etag') ?? '' });
    assert.equal(again.status, 304);
  });

  it('sends the reference\'s script compressed as the client accepts, the same bytes once decoded, and as it is to a client accepting none', async () => {
    const reference = await get('/reference');
    const script = /src="\.\/(assets\/reference-[^"]+\.js)"/.exec(reference.text)?.[1];
    assert.ok(script, 'the reference names its script');
    const plain = await get(`/${script}`, { 'accept-encoding': 'identity' });
    assert.equal(plain.headers.get('content-encoding'), null);
    assert.equal(plain.headers.get('vary'), 'Accept-Encoding');
    for (const encoding of ['br', 'gzip']) {
      const compressed = await get(`/${script}`, { 'accept-encoding': encoding });
      assert.equal(compressed.headers.get('content-encoding'), encoding);
      assert.equal(compressed.text, plain.text, `${encoding} decodes to the script`);
      assert.notEqual(compressed.headers.get('etag'), plain.headers.get('etag'));
    }
  });

  it('links the licences of the bundled packages from every page', async () => {
    for (const path of ['/', '/reference']) {
      const page = await get(path);
      const link = /<a href="\.\/(assets\/licenses-[^"]+\.txt)">/.exec(page.text)?.[1];
      assert.ok(link, `${path} links the licences`);
      const notices = await get(`/${link}`);
      assert.equal(notices.status, 200);
      assert.match(notices.headers.get('content-type') ?? '', /^text\/plain/);
      assert.match(notices.text, /^preact [\d.]+ \(MIT\)$/m);
      assert.match(notices.text, /^swagger-ui-dist [\d.]+ \(Apache-2\.0\)$/m);
    }
  });

  it('answers an unknown asset with the API error body, and leaves /api/v1 to the API', async () => {
    const missing = await get('/assets/nothing-here.js');
    assert.equal(missing.status, 404);
    const body = JSON.parse(missing.text);
    assert.equal(body.error, 'not_found');
    assert.match(body.message, /\/assets\/nothing-here\.js/);
    assert.equal(body.request_id, missing.headers.get('x-request-id'));
    const api = await get('/api/v1/me');
    assert.equal(api.status, 401);
  });
});
