import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

/**
 * Bundles carry the SDK's shared core once only when every client comes from
 * one release and the lock holds one copy of each @aws-sdk and @smithy package.
 */
const readJson = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const SDK_PACKAGE = /^@(aws-sdk|smithy|aws-crypto)\//;
// Clients and the packages released with them share the client version; the core packages have their own numbering.
const RELEASED_WITH_CLIENTS = /^@aws-sdk\/(client-|lib-dynamodb$)/;

describe('one AWS SDK version', () => {
  it('pins every client of package.json at one exact release', () => {
    const { dependencies, devDependencies } = readJson('package.json') as Record<'dependencies' | 'devDependencies', Record<string, string>>;
    // The tests' clients (the Scheduler's, reading the emulator) too: they share the lock's one SDK core.
    const clients = Object.entries({ ...dependencies, ...devDependencies }).filter(([name]) => RELEASED_WITH_CLIENTS.test(name));
    assert.ok(clients.length >= 4, 'the service and its tests use at least four SDK clients (S3, SES, Secrets Manager, Step Functions, Scheduler and the table are reached with signed requests)');
    for (const [name, version] of clients) assert.match(version, /^\d+\.\d+\.\d+$/, `${name} is pinned exactly, not a range`);
    const versions = new Set(clients.map(([, version]) => version));
    assert.equal(versions.size, 1, `clients at ${[...versions].join(', ')}: ${clients.map(([name, version]) => `${name}@${version}`).join(', ')}`);
  });

  it('holds one copy of each @aws-sdk, @smithy and @aws-crypto package in package-lock.json', () => {
    const { packages } = readJson('package-lock.json') as { packages: Record<string, { version?: string }> };
    const versionsByName = new Map<string, Set<string>>();
    for (const [path, { version }] of Object.entries(packages)) {
      const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
      if (!path.includes('node_modules/') || !SDK_PACKAGE.test(name) || !version) continue;
      versionsByName.set(name, (versionsByName.get(name) ?? new Set()).add(version));
    }
    assert.ok(versionsByName.has('@smithy/core') && versionsByName.has('@aws-sdk/core'));
    const duplicated = [...versionsByName].filter(([, versions]) => versions.size > 1).map(([name, versions]) => `${name}: ${[...versions].join(', ')}`);
    assert.deepEqual(duplicated, [], 'run npm dedupe, or align the pins (package.json overrides) that keep two copies');
  });
});
