import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { esbuildOptions } from '../../lib/bundling.ts';
import { routeList } from '#routes';

/**
 * Bundles every Lambda entry with the CDK stack's esbuild settings and prints
 * its size, cold import time (p50 of fresh Node processes) and largest
 * contributors from esbuild's metafile, beside the targets of its kind.
 */
const TARGET_KB = { route: 250, mcp: 400, task: 450 } as const;
const IMPORT_TARGET_MS = 50;
const IMPORT_RUNS = 5;
const CONTRIBUTORS = 4;
const outDir = join(process.cwd(), 'dist', 'bench-bundles');

type Kind = keyof typeof TARGET_KB;
const entries = new Map<string, { file: string; kind: Kind }>([['fallback', { file: 'functions/api/fallback.ts', kind: 'route' }]]);
for (const route of routeList) entries.set(route.handler, { file: `functions/api/${route.handler}.ts`, kind: 'route' });
entries.set('mcp', { file: 'functions/mcp/handler.ts', kind: 'mcp' });
entries.set('web', { file: 'functions/web/handler.ts', kind: 'route' });
for (const file of readdirSync('functions/tasks')) if (file.endsWith('.ts')) entries.set(`task-${file.slice(0, -3)}`, { file: `functions/tasks/${file}`, kind: 'task' });

function coldImportMs(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(file)}); process.stdout.write(String(performance.now() - t));`;
  const runs = Array.from({ length: IMPORT_RUNS }, () => Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, AWS_REGION: 'us-east-1' } })));
  return runs.sort((a, b) => a - b)[Math.floor(IMPORT_RUNS / 2)]!;
}

/** Output bytes by npm package (or by folder of our own code), largest first. */
function contributors(output: Metafile['outputs'][string]): Array<[string, number]> {
  const bytes = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input.split('/').slice(0, 3).join('/');
    bytes.set(name, (bytes.get(name) ?? 0) + bytesInOutput);
  }
  return [...bytes].sort((a, b) => b[1] - a[1]);
}

rmSync(outDir, { recursive: true, force: true });
const rows: Array<{ name: string; kind: Kind; kb: number; ms: number; gpl: boolean; top: string }> = [];
for (const [name, { file, kind }] of [...entries].sort()) {
  const outfile = join(outDir, `${name}.mjs`);
  const { metafile } = await build({ ...esbuildOptions, entryPoints: [file], outfile, metafile: true, logLevel: 'error' });
  const output = Object.values(metafile.outputs).find((candidate) => candidate.entryPoint)!;
  const gpl = Object.keys(output.inputs).some((input) => input.includes('espeak'));
  const top = contributors(output).slice(0, CONTRIBUTORS).map(([package_, bytes]) => `${package_} ${(bytes / 1024).toFixed(0)}`).join(', ');
  rows.push({ name, kind, kb: statSync(outfile).size / 1024, ms: coldImportMs(outfile), gpl, top });
}

console.log(`\nLambda bundles (minified ESM, AWS SDK included)  targets: routes <= ${TARGET_KB.route} KB, mcp <= ${TARGET_KB.mcp} KB, tasks <= ${TARGET_KB.task} KB; cold import p50 of ${IMPORT_RUNS} processes <= ${IMPORT_TARGET_MS} ms (routes and mcp)`);
console.log('bundle'.padEnd(32), 'size KB'.padStart(8), 'target'.padStart(7), 'import ms'.padStart(10), ' largest contributors (KB)');
for (const row of rows) {
  const over = row.kb > TARGET_KB[row.kind] || (row.kind !== 'task' && row.ms > IMPORT_TARGET_MS) || row.gpl;
  const flag = over ? ` <-- over target${row.gpl ? ' (contains GPL speech code)' : ''}` : '';
  console.log(row.name.padEnd(32), row.kb.toFixed(1).padStart(8), String(TARGET_KB[row.kind]).padStart(7), row.ms.toFixed(1).padStart(10), ` ${row.top}${flag}`);
}
const over = rows.filter((row) => row.kb > TARGET_KB[row.kind]);
const slow = rows.filter((row) => row.kind !== 'task' && row.ms > IMPORT_TARGET_MS);
const largest = rows.reduce((a, b) => (a.kb > b.kb ? a : b));
const slowest = rows.reduce((a, b) => (a.ms > b.ms ? a : b));
console.log(`over the size target: ${over.length} of ${rows.length}; import over ${IMPORT_TARGET_MS} ms: ${slow.length}; largest: ${largest.name} ${largest.kb.toFixed(1)} KB; slowest import: ${slowest.name} ${slowest.ms.toFixed(1)} ms`);
rmSync(outDir, { recursive: true, force: true });
