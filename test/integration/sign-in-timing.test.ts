import assert from 'node:assert/strict';
import { request } from 'node:http';
import { describe, it } from 'node:test';
import { createAccount } from '#domain/access/accounts';
import { dynamoCallsDuring } from '../helpers/dynamo-calls.ts';
import { useLocalStack } from '../helpers/local-stack.ts';

const { stack } = useLocalStack();

const PAIRS = 50;
const WARM_UP = 4;

/** Milliseconds until the answer to `POST /auth/<step>`, sent from its own loopback address so no per-IP window fills. */
function timedPost(step: 'sign-in' | 'verify', payload: object, sourceAddress: string, expected: number): Promise<number> {
  const { hostname, port } = new URL(stack().apiUrl);
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const sent = request({
      host: hostname, port, localAddress: sourceAddress, method: 'POST', path: `/api/v1/auth/${step}`,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode !== expected) reject(new Error(`${step} answered ${response.statusCode}`));
        else resolve(Number(process.hrtime.bigint() - started) / 1e6);
      });
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

const timedSignIn = (email: string, sourceAddress: string) => timedPost('sign-in', { email }, sourceAddress, 202);

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const quantile = (values: number[], q: number) => {
  const ordered = sorted(values);
  return ordered[Math.min(ordered.length - 1, Math.floor(q * ordered.length))]!;
};

/** The DynamoDB calls (command and table key's entity) made while `work` runs. */
const tableCallsDuring = (work: () => Promise<unknown>): Promise<string[]> => dynamoCallsDuring(work, (commandName, input) => {
  const { Key, Item } = input as { Key?: { pk?: string }; Item?: { pk?: string } };
  return `${commandName} ${(Key?.pk ?? Item?.pk ?? '').split('#')[0]}`;
});

describe('sign-in timing', () => {
  it('does the same table work before answering known and unknown addresses: the 202 of a request, the 401 of a wrong code', async () => {
    const stamp = Date.now();
    const [known, knownWithoutCode] = await Promise.all(['same-work', 'no-code'].map(async (name) => (await createAccount(`${name}-${stamp}@example.test`)).email));
    const forKnown = await tableCallsDuring(() => timedSignIn(known!, '127.0.3.2'));
    const forUnknown = await tableCallsDuring(() => timedSignIn(`nobody-same-work-${stamp}@example.test`, '127.0.3.3'));
    assert.ok(forKnown.includes('PutItemCommand ACCT'), `the owner's audit entry is written: ${JSON.stringify(forKnown)}`);
    assert.deepEqual(forUnknown, forKnown);

    const wrongCode = (email: string, sourceAddress: string) => tableCallsDuring(() => timedPost('verify', { email, code: '00000000' }, sourceAddress, 401));
    const failedKnown = await wrongCode(knownWithoutCode!, '127.0.3.4');
    assert.ok(failedKnown.includes('PutItemCommand ACCT'), `the owner's audit entry is written: ${JSON.stringify(failedKnown)}`);
    assert.deepEqual(await wrongCode(`nobody-no-code-${stamp}@example.test`, '127.0.3.5'), failedKnown);
  });

  it('answers known and unknown addresses alike: the medians differ by no more than the noise', async (t) => {
    const stamp = Date.now();
    const known = await Promise.all(Array.from({ length: PAIRS + WARM_UP }, async (_, i) => (await createAccount(`known${i}-${stamp}@example.test`)).email));
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < PAIRS + WARM_UP; i++) {
      // Interleaved, in an order that alternates, so load on the machine falls on both kinds alike.
      const pair: ['known' | 'unknown', string][] = [['known', known[i]!], ['unknown', `nobody${i}-${stamp}@example.test`]];
      if (i % 2) pair.reverse();
      for (const [kind, email] of pair) {
        const elapsed = await timedSignIn(email, `127.0.${1 + (i >> 7)}.${2 + 2 * (i & 127) + (kind === 'known' ? 0 : 1)}`);
        if (i >= WARM_UP) timings[kind].push(elapsed);
      }
    }
    const medianGap = Math.abs(quantile(timings.known, 0.5) - quantile(timings.unknown, 0.5));
    // Half the interquartile range: several standard errors of a median of 50 on a loaded machine (one write more is
    // well within it: the test above compares the work itself).
    const all = [...timings.known, ...timings.unknown];
    const spread = quantile(all, 0.75) - quantile(all, 0.25);
    const summary = `medians ${quantile(timings.known, 0.5).toFixed(2)} ms (known) and ${quantile(timings.unknown, 0.5).toFixed(2)} ms (unknown), `
      + `interquartile range ${spread.toFixed(2)} ms`;
    t.diagnostic(summary);
    assert.ok(medianGap <= 0.5 * spread, `the medians differ by more than half the spread: ${summary}`);
  });
});
