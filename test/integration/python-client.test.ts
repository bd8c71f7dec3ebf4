import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { useSampleContent } from '../helpers/briefings.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const run = promisify(execFile);
const { newAccount, stack } = useLocalStack();
const content = useSampleContent();
const FLOW_SCRIPT = fileURLToPath(new URL('../python/client_flow.py', import.meta.url));

const python = await run('python3', ['--version']).then(() => true, () => false);

describe('Python client', { skip: python ? false : 'no python3 on PATH' }, () => {
  it('drives the whole flow with the standard library only, and retries 429 as Retry-After says', async () => {
    const owner = await newAccount();
    const { stdout } = await run('python3', ['-X', 'dev', '-W', 'error', FLOW_SCRIPT], {
      env: { ...process.env, BRIEFINGS_API_URL: stack().apiUrl, BRIEFINGS_API_KEY: owner.key, SAMPLE_FEED_URL: content().urlOf('guardian.rss') },
    }).catch((error: { stdout?: string; stderr?: string }) => assert.fail(`${error.stdout ?? ''}${error.stderr ?? ''}`));
    assert.match(stdout, /retries: ok\nflow: ok/);
  });
});
