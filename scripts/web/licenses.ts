import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The package an esbuild input path belongs to: its last node_modules/<name> (or <@scope/name>) segment. */
function packageDirectory(input: string): string | undefined {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
  return match?.[1];
}

const LICENSE_FILE = /^(licen[cs]e|copying|notice)(\.(md|txt))?$/i;

function packageNotice(root: string, directory: string, inputs: string[]): string {
  const manifest = JSON.parse(readFileSync(join(root, directory, 'package.json'), 'utf8')) as { name: string; version: string; license?: string };
  const texts = readdirSync(join(root, directory)).filter((file) => LICENSE_FILE.test(file)).sort()
    .map((file) => readFileSync(join(root, directory, file), 'utf8').trim());
  // A prebuilt bundle inside a package (swagger-ui-dist's) lists the notices of what it bundled beside it.
  const bundled = inputs.filter((input) => existsSync(join(root, `${input}.LICENSE.txt`)))
    .map((input) => `Notices of the code bundled in ${input}:\n${readFileSync(join(root, `${input}.LICENSE.txt`), 'utf8').trim()}`);
  if (texts.length === 0 && bundled.length === 0) throw new Error(`web build: ${manifest.name} has no licence file`);
  return [`${manifest.name} ${manifest.version} (${manifest.license ?? 'see below'})`, ...texts, ...bundled].join('\n\n');
}

/**
 * The licence texts of every npm package among esbuild's inputs (paths
 * relative to `root`, as the metafile lists them), one section per package,
 * sorted by name: the notice the bundles' licences ask to ship with them.
 */
export function licenseNotices(root: string, inputs: Iterable<string>): string {
  const byPackage = new Map<string, string[]>();
  for (const input of inputs) {
    const directory = packageDirectory(input);
    if (directory) byPackage.set(directory, [...(byPackage.get(directory) ?? []), input]);
  }
  const sections = [...byPackage].map(([directory, files]) => packageNotice(root, directory, files)).sort();
  const rule = `\n\n${'='.repeat(72)}\n\n`;
  return `Third-party software bundled into the Briefings web pages, with its licences.${rule}${sections.join(rule)}\n`;
}
