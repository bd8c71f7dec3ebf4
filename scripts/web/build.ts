import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync, type OutputFile } from 'esbuild';
import { MANIFEST_FILE, type ServedFile, type WebManifest } from '../../functions/web/manifest.ts';
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
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]);
}

/** Hash of everything a build depends on: the web sources, this script and the locked package versions. */
function sourceHash(): string {
  const hash = createHash('sha256');
  const inputs = [...filesUnder(join(ROOT, 'web')).sort(), fileURLToPath(import.meta.url), join(ROOT, 'package-lock.json')];
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

function pageHtml(page: WebPage, script: string, stylesheet: string | undefined): string {
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
<noscript><p>The ${page.title} needs JavaScript. The API itself is documented at <a href="api/v1/openapi.json">api/v1/openapi.json</a>.</p></noscript>
</body>
</html>
`;
}

function bundlePage(page: WebPage): OutputFile[] {
  const result = buildSync({
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
    write: false,
    logLevel: 'warning',
  });
  return result.outputFiles;
}

/** Bundles every page of web/pages.ts into WEB_BUILD_DIR with content-hashed asset names and writes the manifest. */
export function buildWeb(): WebManifest {
  const files: Record<string, ServedFile> = {};
  const serve = (urlPath: string, file: string, bytes: Uint8Array, cache: ServedFile['cache']) => {
    writeAtomically(join(WEB_BUILD_DIR, file), bytes);
    const extension = file.slice(file.lastIndexOf('.'));
    files[urlPath] = { file, content_type: CONTENT_TYPES[extension] ?? 'application/octet-stream', cache, sha256: sha256(bytes) };
  };
  for (const page of webPages) {
    let script: string | undefined;
    let stylesheet: string | undefined;
    for (const output of bundlePage(page)) {
      const file = relative(WEB_BUILD_DIR, output.path);
      const urlPath = `/${file}`;
      serve(urlPath, file, output.contents, 'immutable');
      if (file.endsWith('.js')) script = urlPath;
      if (file.endsWith('.css')) stylesheet = urlPath;
    }
    if (!script) throw new Error(`web build: ${page.entry} produced no script`);
    const htmlFile = page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`;
    serve(page.path, htmlFile, Buffer.from(pageHtml(page, script, stylesheet)), 'no-cache');
  }
  const manifest: WebManifest = { source_hash: sourceHash(), files };
  writeAtomically(join(WEB_BUILD_DIR, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  const served = new Set([MANIFEST_FILE, ...Object.values(files).map((entry) => entry.file)]);
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
