import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { esbuildOptions } from '../../lib/bundling.ts';
import { routeList } from '#routes';

/** Bundles every Lambda entry with the CDK stack's esbuild settings and prints size and cold import time. */
const SIZE_TARGET_KB = 300;
const IMPORT_TARGET_MS = 100;
const outDir = join(process.cwd(), 'dist', 'bench-bundles');

const entries = new Map<string, string>([['fallback', 'functions/api/fallback.ts']]);
for (const route of routeList) entries.set(route.handler, `functions/api/${route.handler}.ts`);
entries.set('mcp', 'functions/mcp/handler.ts');
entries.set('web', 'functions/web/handler.ts');
for (const file of readdirSync('functions/tasks')) if (file.endsWith('.ts')) entries.set(`task-${file.slice(0, -3)}`, `functions/tasks/${file}`);

function coldImportMs(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(file)}); process.stdout.write(String(performance.now() - t));`;
  const runs = [0, 1, 2].map(() => Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, AWS_REGION: 'us-east-1' } })));
  return runs.sort((a, b) => a - b)[1]!;
}

rmSync(outDir, { recursive: true, force: true });
const rows: Array<{ name: string; kb: number; ms: number; gpl: boolean }> = [];
for (const [name, entry] of [...entries].sort()) {
  const outfile = join(outDir, `${name}.mjs`);
  const result = await build({ ...esbuildOptions, entryPoints: [entry], outfile, metafile: true, logLevel: 'error' });
  const gpl = Object.keys(result.metafile?.inputs ?? {}).some((input) => input.includes('espeak'));
  rows.push({ name, kb: statSync(outfile).size / 1024, ms: coldImportMs(outfile), gpl });
}

console.log(`\nLambda bundles (minified ESM, AWS SDK included)  targets: <= ${SIZE_TARGET_KB} KB, cold import <= ${IMPORT_TARGET_MS} ms`);
console.log('bundle'.padEnd(36), 'size KB'.padStart(9), 'import ms'.padStart(10));
for (const row of rows) {
  const flag = row.kb > SIZE_TARGET_KB || row.ms > IMPORT_TARGET_MS || row.gpl ? '  <-- over target' + (row.gpl ? ' (contains GPL speech code)' : '') : '';
  console.log(row.name.padEnd(36), row.kb.toFixed(1).padStart(9), row.ms.toFixed(1).padStart(10), flag);
}
const largest = rows.reduce((a, b) => (a.kb > b.kb ? a : b));
const slowest = rows.reduce((a, b) => (a.ms > b.ms ? a : b));
console.log(`largest: ${largest.name} ${largest.kb.toFixed(1)} KB; slowest import: ${slowest.name} ${slowest.ms.toFixed(1)} ms; bundles: ${rows.length}`);
rmSync(outDir, { recursive: true, force: true });
