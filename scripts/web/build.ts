import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { buildSync, type BuildResult } from 'esbuild';
import { MANIFEST_FILE, type ContentEncoding, type ServedFile, type WebManifest } from '../../functions/web/manifest.ts';
import { licenseNotices } from './licenses.ts';
import { ASSETS_PATH, webPages, type WebPage } from '../../web/pages.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The build folder the local gateway serves and the CDK stack copies into the web function. */
export const WEB_BUILD_DIR = join(ROOT, 'dist/web');

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** Below this a compressed answer saves less than its headers cost. */
const COMPRESS_ABOVE_BYTES = 512;
const COMPRESSIBLE = /^(text\/|image\/svg\+xml)/;
const COMPRESSORS: Record<ContentEncoding, { suffix: string; compress: (bytes: Uint8Array) => Buffer }> = {
  br: { suffix: '.br', compress: (bytes) => brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }) },
  gzip: { suffix: '.gz', compress: (bytes) => gzipSync(bytes, { level: 9 }) },
};
/**
 * Lambda's response payload limit is 6 MB, and a file travels base64-encoded
 * (4/3 of its size) inside the JSON result: refuse to build a file that could not be served.
 */
const MAX_SERVED_BYTES = 4 * 1024 * 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]);
}

/** Hash of everything a build depends on: the web sources, the build scripts and the locked package versions. */
function sourceHash(): string {
  const hash = createHash('sha256');
  const inputs = [...filesUnder(join(ROOT, 'web')).sort(), ...filesUnder(join(ROOT, 'scripts/web')).sort(), join(ROOT, 'package-lock.json')];
  for (const file of inputs) hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Written beside the target and renamed over it, so a concurrent reader never sees half a file. */
function writeAtomically(path: string, contents: Uint8Array | string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

/** Each compression of `bytes` written beside `file`, kept only where it is smaller; undefined when none is. */
function compressedCopies(file: string, bytes: Uint8Array): ServedFile['encodings'] {
  const encodings: ServedFile['encodings'] = {};
  for (const [encoding, { suffix, compress }] of Object.entries(COMPRESSORS) as [ContentEncoding, (typeof COMPRESSORS)[ContentEncoding]][]) {
    const compressed = compress(bytes);
    if (compressed.length >= bytes.length) continue;
    writeAtomically(join(WEB_BUILD_DIR, file + suffix), compressed);
    encodings[encoding] = { file: file + suffix };
  }
  return Object.keys(encodings).length ? encodings : undefined;
}

function pageHtml(page: WebPage, assets: { script: string; stylesheet: string | undefined; licenses: string }): string {
  const { script, stylesheet, licenses } = assets;
  // Relative asset URLs work for a page at any depth below a base path.
  const prefix = page.path.split('/').length > 2 ? '../' : './';
  const asset = (path: string) => `${prefix}${path.slice(1)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title}</title>
<link rel="icon" href="data:,">
${stylesheet ? `<link rel="stylesheet" href="${asset(stylesheet)}">\n` : ''}<script type="module" src="${asset(script)}"></script>
</head>
<body>
<div id="app"><p>Loading…</p></div>
<footer class="page-footer"><a href="${asset(licenses)}">Licences of the bundled open-source software</a></footer>
<noscript><p>The ${page.title} needs JavaScript. The API itself is documented at <a href="api/v1/openapi.json">api/v1/openapi.json</a>.</p></noscript>
</body>
</html>
`;
}

function bundlePage(page: WebPage): BuildResult<{ write: false; metafile: true }> {
  return buildSync({
    absWorkingDir: ROOT,
    entryPoints: { [page.name]: page.entry },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    outdir: join(WEB_BUILD_DIR, ASSETS_PATH.slice(1)),
    entryNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    // The bundled packages' licences are collected into one served file (see licenseNotices).
    legalComments: 'none',
    write: false,
    metafile: true,
    logLevel: 'warning',
  });
}

/** Bundles every page of web/pages.ts into WEB_BUILD_DIR with content-hashed asset names and writes the manifest. */
export function buildWeb(): WebManifest {
  const files: Record<string, ServedFile> = {};
  const serve = (urlPath: string, file: string, bytes: Uint8Array, cache: ServedFile['cache']) => {
    if (bytes.length > MAX_SERVED_BYTES) throw new Error(`web build: ${file} is ${bytes.length} bytes, over the ${MAX_SERVED_BYTES} a Lambda answer can carry`);
    writeAtomically(join(WEB_BUILD_DIR, file), bytes);
    const extension = file.slice(file.lastIndexOf('.'));
    const contentType = CONTENT_TYPES[extension] ?? 'application/octet-stream';
    const encodings = bytes.length > COMPRESS_ABOVE_BYTES && COMPRESSIBLE.test(contentType) ? compressedCopies(file, bytes) : undefined;
    files[urlPath] = { file, content_type: contentType, cache, sha256: sha256(bytes), ...(encodings && { encodings }) };
  };
  const bundles = webPages.map((page) => ({ page, result: bundlePage(page) }));
  const notices = Buffer.from(licenseNotices(ROOT, bundles.flatMap(({ result }) => Object.keys(result.metafile.inputs))));
  const noticesFile = `${ASSETS_PATH.slice(1)}/licenses-${sha256(notices).slice(0, 8).toUpperCase()}.txt`;
  serve(`/${noticesFile}`, noticesFile, notices, 'immutable');
  for (const { page, result } of bundles) {
    let script: string | undefined;
    let stylesheet: string | undefined;
    for (const output of result.outputFiles) {
      const file = relative(WEB_BUILD_DIR, output.path);
      const urlPath = `/${file}`;
      serve(urlPath, file, output.contents, 'immutable');
      if (file.endsWith('.js')) script = urlPath;
      if (file.endsWith('.css')) stylesheet = urlPath;
    }
    if (!script) throw new Error(`web build: ${page.entry} produced no script`);
    const htmlFile = page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`;
    serve(page.path, htmlFile, Buffer.from(pageHtml(page, { script, stylesheet, licenses: `/${noticesFile}` })), 'no-cache');
  }
  const manifest: WebManifest = { source_hash: sourceHash(), files };
  writeAtomically(join(WEB_BUILD_DIR, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  const served = new Set([MANIFEST_FILE, ...Object.values(files).flatMap((entry) =>
    [entry.file, ...Object.values(entry.encodings ?? {}).map((variant) => variant.file)])]);
  for (const file of filesUnder(WEB_BUILD_DIR)) {
    if (!served.has(relative(WEB_BUILD_DIR, file)) && !file.endsWith('.tmp')) rmSync(file);
  }
  return manifest;
}

function readManifest(): WebManifest | undefined {
  const path = join(WEB_BUILD_DIR, MANIFEST_FILE);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) as WebManifest : undefined;
}

/** Builds the web pages when dist/web is missing or was built from other sources; otherwise leaves it as it is. */
export function ensureWebBuild(): WebManifest {
  const current = readManifest();
  return current && current.source_hash === sourceHash() ? current : buildWeb();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = process.argv.includes('--if-stale') ? ensureWebBuild() : buildWeb();
  for (const [path, entry] of Object.entries(manifest.files)) console.log(`${path.padEnd(40)} ${entry.file}`);
}
