import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { promisify } from 'node:util';
import { endpointsFile } from '#local/stack';

/**
 * Runs `npm run admin -- <args>` as its own process against this file's running local stack:
 * it writes what `npm start` writes for the admin command (the emulators' endpoints) to a data folder.
 */
export async function runAdmin(args: string[], env: Record<string, string> = {}): Promise<{ stdout: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'briefings-admin-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));
  const names = Object.keys(process.env).filter((name) => name.startsWith('AWS_ENDPOINT_URL_') || name.endsWith('_STATE_MACHINE_ARN'));
  writeFileSync(endpointsFile(dataDir), JSON.stringify(Object.fromEntries(names.map((name) => [name, process.env[name]]))));
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], { env: { ...process.env, ...env, DATA_DIR: dataDir } });
}
