import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_PATH } from '#shared/base-path';
import { ensureWebBuild, WEB_BUILD_DIR } from '../web/build.ts';
import { webPages } from '../../web/pages.ts';

/**
 * Weight of the interactive API reference as a browser first downloads it:
 * its script and stylesheet, minified, and as served pre-compressed (gzip, and
 * brotli, which browsers accept over HTTPS and on localhost).
 */
const page = webPages.find((candidate) => candidate.path === REFERENCE_PATH);
if (!page) throw new Error(`no web page at ${REFERENCE_PATH}`);
const manifest = ensureWebBuild();
const assets = Object.entries(manifest.files).filter(([path]) => path.startsWith(`/assets/${page.name}-`));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const size = (file: string | undefined) => (file ? readFileSync(join(WEB_BUILD_DIR, file)).length : Number.NaN);
const totals = { raw: 0, gzip: 0, br: 0 };
for (const [path, entry] of assets) {
  const sizes = { raw: size(entry.file), gzip: size(entry.encodings?.gzip?.file), br: size(entry.encodings?.br?.file) };
  for (const key of ['raw', 'gzip', 'br'] as const) totals[key] += sizes[key];
  console.log(`${path.padEnd(44)} ${kb(sizes.raw).padStart(10)} minified ${kb(sizes.gzip).padStart(10)} gzip ${kb(sizes.br).padStart(10)} br`);
}
console.log(`API reference (${REFERENCE_PATH}), JavaScript + CSS with Swagger UI, transferred: ${kb(totals.br)} br, ${kb(totals.gzip)} gzip (${kb(totals.raw)} uncompressed)`);
