import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildOpenApiDocument } from '#openapi/document';
import { tryItDocument } from '../../web/reference/try-it-document.ts';

describe('the OpenAPI document as the API reference shows it', () => {
  const published = buildOpenApiDocument({ publicBaseUrl: 'https://api.example.com' });
  const shown = tryItDocument(published, 'https://briefings.example.org');

  it('sends try-it calls to the page\'s own origin', () => {
    assert.deepEqual(shown.servers, [{ url: 'https://briefings.example.org/api/v1', description: 'This service' }]);
  });

  it('offers under Authorize only the schemes a page can send: the bearer API key and session, not the cookie', () => {
    assert.deepEqual(Object.keys(shown.components.securitySchemes).sort(), ['apiKey', 'session']);
    const requirements = Object.values(shown.paths).flatMap((item) => Object.values(item)).flatMap((operation) => operation.security);
    assert.ok(requirements.length > 0);
    assert.deepEqual(requirements.flatMap(Object.keys).filter((name) => name === 'sessionCookie'), []);
    const keys = shown.paths['/me/keys']?.get?.security;
    assert.deepEqual(keys, [{ session: [] }], 'key management keeps its session requirement');
  });

  it('keeps everything else as published, and leaves the published document alone', () => {
    assert.deepEqual(Object.keys(shown.paths), Object.keys(published.paths));
    assert.deepEqual(shown.components.schemas, published.components.schemas);
    assert.equal(published.servers[0]?.url, 'https://api.example.com/api/v1');
    assert.ok(published.components.securitySchemes.sessionCookie);
  });
});
