import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Runs every benchmark, or those named, each in its own process, one after the other, and prints
 * their figures (`npm run bench -- rush --briefings 50`: the other arguments go to the named ones).
 */
const benches = ['stacks', 'bundles', 'portal', 'reference', 'requests', 'podcast-feed', 'relevance', 'text-quality', 'speech', 'briefing-script', 'duo', 'clustering', 'pipeline', 'dry-run', 'aws-model', 'rush'];
const named = process.argv.slice(2).filter((arg) => benches.includes(arg));
const options = process.argv.slice(2).filter((arg) => !benches.includes(arg));
for (const name of named.length ? named : benches) {
  const file = `scripts/bench/${name}.ts`;
  if (!existsSync(file)) continue;
  console.log(`\n=== ${name}`);
  execFileSync(process.execPath, ['--import', 'tsx', file, ...(named.length ? options : [])], { stdio: 'inherit' });
}
