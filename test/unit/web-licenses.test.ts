import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { licenseNotices } from '../../scripts/web/licenses.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('licence notices of the bundled packages', () => {
  // The inputs as esbuild's metafile lists them for the portal and the reference.
  const notices = licenseNotices(ROOT, [
    'web/portal/main.tsx',
    'node_modules/preact/dist/preact.module.js',
    'node_modules/preact/hooks/dist/hooks.module.js',
    'node_modules/swagger-ui-dist/swagger-ui-bundle.js',
    'node_modules/swagger-ui-dist/swagger-ui.css',
  ]);

  it('names each package once, with its version, licence and the text of its LICENSE file', () => {
    for (const name of ['preact', 'swagger-ui-dist']) {
      const { version, license } = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string; license: string };
      assert.equal(notices.split(`\n${name} ${version} (${license})\n`).length, 2, `${name} named once`);
      assert.ok(notices.includes(readFileSync(join(ROOT, 'node_modules', name, 'LICENSE'), 'utf8').trim()), `${name}'s licence text`);
    }
    assert.match(notices, /Apache License\s+Version 2\.0/);
    assert.match(notices, /The MIT License/);
  });

  it('carries the notices a prebuilt bundle ships beside itself, and nothing for the project\'s own sources', () => {
    assert.ok(notices.includes(readFileSync(join(ROOT, 'node_modules/swagger-ui-dist/swagger-ui-bundle.js.LICENSE.txt'), 'utf8').trim()));
    assert.doesNotMatch(notices, /web\/portal/);
  });
});
