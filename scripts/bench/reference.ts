import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REFERENCE_PATH } from '#shared/base-path';
import { ensureWebBuild, WEB_BUILD_DIR } from '../web/build.ts';
import { webPages } from '../../web/pages.ts';

/** Weight of the interactive API reference as a browser first downloads it: its script and stylesheet, minified and gzipped. */
const page = webPages.find((candidate) => candidate.path === REFERENCE_PATH);
if (!page) throw new Error(`no web page at ${REFERENCE_PATH}`);
const manifest = ensureWebBuild();
const assets = Object.entries(manifest.files).filter(([path]) => path.startsWith(`/assets/${page.name}-`));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let total = 0;
for (const [path, entry] of assets) {
  const bytes = readFileSync(join(WEB_BUILD_DIR, entry.file));
  const gzipped = gzipSync(bytes, { level: 9 }).length;
  total += gzipped;
  console.log(`${path.padEnd(44)} ${kb(bytes.length).padStart(10)} minified ${kb(gzipped).padStart(10)} gzipped`);
}
console.log(`API reference (${REFERENCE_PATH}): ${kb(total)} gzipped (JavaScript + CSS, Swagger UI included)`);
