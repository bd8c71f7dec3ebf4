import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Runs every benchmark in its own process, one after the other, and prints their figures. */
const benches = ['stacks', 'bundles', 'portal', 'reference', 'requests', 'podcast-feed', 'relevance', 'text-quality', 'speech', 'briefing-script', 'pipeline', 'dry-run'];
for (const name of benches) {
  const file = `scripts/bench/${name}.ts`;
  if (!existsSync(file)) continue;
  console.log(`\n=== ${name}`);
  execFileSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
}
