import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { build } from 'esbuild';
import { esbuildOptions } from '../../lib/bundling.ts';
import { describeRoutes } from '#openapi/document';
import type { RouteDescription } from '#openapi/types';

describe('OpenAPI document in the bundle', () => {
  it('is the one the route table builds, and the function carries no schema converter to build it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-bundle-'));
    try {
      const outfile = join(dir, 'bundled.mjs');
      await build({ ...esbuildOptions, entryPoints: ['functions/openapi/bundled.ts'], outfile, logLevel: 'error' });
      const bundled = await import(pathToFileURL(outfile).href) as { routeDescription(): RouteDescription };
      assert.deepEqual(bundled.routeDescription(), describeRoutes());

      const handler = await build({ ...esbuildOptions, entryPoints: ['functions/api/meta/openapi-get.ts'], write: false, outfile: join(dir, 'index.mjs'), metafile: true, logLevel: 'error' });
      const inputs = Object.keys(Object.values(handler.metafile.outputs)[0]!.inputs);
      assert.deepEqual(inputs.filter((input) => /openapi\/(document|json-schema)\.ts$|@valibot\/to-json-schema/.test(input)), []);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
