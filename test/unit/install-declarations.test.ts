import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import semver from 'semver';

interface LockedPackage {
  version?: string;
  engines?: Record<string, string> | string[];
  deprecated?: string;
  hasInstallScript?: boolean;
  optional?: boolean;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as T;
const manifest = readJson<{ engines: { node: string }; allowScripts: Record<string, boolean>; scarfSettings?: { enabled: boolean } }>('package.json');
const lock = readJson<{ packages: Record<string, LockedPackage> }>('package-lock.json');
// What `npm ci` installs: every locked package but the project itself.
const installed = Object.entries(lock.packages).filter(([path]) => path !== '');
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('npm ci on a fresh clone', () => {
  it('installs no package whose Node engine excludes a Node the project declares, or the one running', () => {
    const declared = manifest.engines.node;
    assert.ok(semver.satisfies(process.version, declared), `the running Node ${process.version} is within the declared ${declared}`);
    const unfit = installed.flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (range === undefined) return [];
      const fits = semver.subset(declared, range) && semver.satisfies(process.version, range);
      return fits ? [] : [`${nameOf(path)}@${entry.version} wants node ${range}`];
    });
    assert.deepEqual(unfit, [], `EBADENGINE: the declared ${declared} or ${process.version} is outside these packages' engines`);
  });

  it('installs no deprecated package', () => {
    const deprecated = installed.filter(([, entry]) => entry.deprecated !== undefined).map(([path, entry]) => `${nameOf(path)}: ${entry.deprecated}`);
    assert.deepEqual(deprecated, []);
  });

  it('decides every install script in allowScripts, and never runs the install-time analytics of @scarf/scarf', () => {
    const undecided = installed.filter(([path, entry]) => entry.hasInstallScript && !(nameOf(path) in manifest.allowScripts)).map(([path]) => nameOf(path));
    assert.deepEqual(undecided, [], 'npm lists packages whose install scripts allowScripts does not cover');
    assert.equal(manifest.allowScripts['@scarf/scarf'], false);
    assert.equal(manifest.scarfSettings?.enabled, false, 'and told not to report, should a later npm run it anyway');
  });
});
