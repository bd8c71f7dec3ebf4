import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { useLocalStack } from '../helpers/local-stack.ts';
import { rawRequest } from '../helpers/raw-http.ts';

const { newAccount, stack } = useLocalStack();

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

/** Plausible values of each header the service reads, one of which may repeat. */
const VALUES: Record<string, fc.Arbitrary<string>> = {
  'content-type': fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'),
  'idempotency-key': fc.stringMatching(/^[A-Za-z0-9-]{1,24}$/),
  'if-modified-since': fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((date) => date.toUTCString()),
  origin: fc.constantFrom('https://evil.example', 'http://127.0.0.1:1'),
  'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none'),
  'if-none-match': fc.stringMatching(/^"[a-z0-9]{1,8}"$/),
  'accept-encoding': fc.constantFrom('gzip', 'br', 'identity'),
  'x-requested-with': fc.constantFrom('fetch', 'XMLHttpRequest'),
};
/** Where each target reads a one-value header, and so refuses differing copies (If-Modified-Since: an unreadable date, ignored). */
const READS: Record<string, string[]> = {
  'create-briefing': ['content-type', 'origin', 'sec-fetch-site', 'idempotency-key'],
  'create-profile': ['content-type', 'origin', 'sec-fetch-site'],
  'read-profiles': [],
  mcp: ['content-type', 'origin', 'sec-fetch-site', 'mcp-protocol-version'],
};

const repeat = fc.constantFrom(...Object.keys(VALUES)).chain((name) => fc.record({
  name: fc.constant(name),
  copies: fc.oneof(VALUES[name]!.map((value) => [value, value]), fc.tuple(VALUES[name]!, VALUES[name]!)),
  target: fc.constantFrom('create-briefing', 'create-profile', 'read-profiles', 'mcp'),
}));

describe('repeated headers through the gateway', () => {
  it('accepts a repeated header whose copies agree, and refuses differing copies of a one-value header where it is read with 400 naming it', async () => {
    const owner = await newAccount();
    await fc.assert(fc.asyncProperty(repeat, async ({ name, copies, target }) => {
      const headers: Record<string, string | string[]> = { authorization: `Bearer ${owner.key}`, [name]: copies };
      if (name !== 'content-type') headers['content-type'] = 'application/json';
      const [url, method, body] = {
        mcp: [`${stack().baseUrl}/mcp`, 'POST', JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' })],
        // An unknown profile: the headers are decided before it is looked up, and no briefing starts.
        'create-briefing': [`${stack().apiUrl}/briefings`, 'POST', '{"profile_id":"prof_01unknown0000000000000000"}'],
        'create-profile': [`${stack().apiUrl}/profiles`, 'POST', '{"name":"Repeated"}'],
        'read-profiles': [`${stack().apiUrl}/profiles`, 'GET', undefined],
      }[target]! as [string, string, string | undefined];
      if (target === 'mcp') headers.accept = 'application/json, text/event-stream';
      const response = await rawRequest(url, { method, headers, body, checkOpenApi: target !== 'mcp' });
      const text = JSON.stringify(response.body);
      assert.ok(response.status < 500, `${name}: ${copies.join(' | ')} -> ${response.status} ${text}`);
      const refusedAsRepeat = text.includes(`${name}: sent more than once`);
      if (copies[0] === copies[1] || !READS[target]!.includes(name)) assert.ok(!refusedAsRepeat, `${name}: ${copies.join(' | ')} -> ${text}`);
      else assert.ok(response.status === 400 && refusedAsRepeat, `${name}: ${copies.join(' | ')} -> ${response.status} ${text}`);
    }), { numRuns: RUNS });
  });
});
