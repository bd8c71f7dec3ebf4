import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useLocalStack, type ApiResult } from '../helpers/local-stack.ts';

const { call, newAccount } = useLocalStack();

const header = (response: ApiResult, name: string) => Number(response.headers.get(name));

/**
 * Runs `scenario` until its requests all fall in one rate-limit window: a
 * minute boundary in the middle would legitimately reset the counters.
 */
async function inOneWindow(scenario: () => Promise<ApiResult[]>): Promise<ApiResult[]> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const responses = await scenario();
    const resets = new Set(responses.map((response) => header(response, 'x-ratelimit-reset')));
    if (resets.size === 1) return responses;
  }
  throw new Error('could not keep the scenario inside one minute');
}

describe('rate limits', () => {
  it('refuses the 61st write in a minute with 429 and Retry-After while reads still pass', async () => {
    const responses = await inOneWindow(async () => {
      const owner = await newAccount();
      const writes: ApiResult[] = [];
      for (let i = 0; i < 61; i++) writes.push(await call('/me/keys', { method: 'POST', token: owner.session, body: { name: `k${i}` } }));
      const read = await call('/me/keys', { token: owner.session, headers: {} });
      return [...writes, read];
    });
    const writes = responses.slice(0, 61);
    const read = responses[61]!;
    assert.deepEqual(writes.slice(0, 60).map((r) => r.status), Array(60).fill(201));
    assert.equal(header(writes[0]!, 'x-ratelimit-limit'), 60);
    assert.equal(header(writes[0]!, 'x-ratelimit-remaining'), 59);
    assert.equal(header(writes[59]!, 'x-ratelimit-remaining'), 0);

    const refused = writes[60]!;
    assert.equal(refused.status, 429);
    assert.equal(refused.body.error, 'rate_limited');
    assert.equal(header(refused, 'x-ratelimit-limit'), 60);
    assert.equal(header(refused, 'x-ratelimit-remaining'), 0);
    const retryAfter = header(refused, 'retry-after');
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
    assert.ok(header(refused, 'x-ratelimit-reset') % 60 === 0, 'reset is the start of the next minute');

    assert.equal(read.status, 200, 'reads have their own allowance');
    assert.equal(header(read, 'x-ratelimit-limit'), 600);
  });

  it('counts concurrent requests exactly, never overshooting the limit', async () => {
    const responses = await inOneWindow(async () => {
      const owner = await newAccount();
      return Promise.all(Array.from({ length: 70 }, (_, i) =>
        call('/me/keys', { method: 'POST', token: owner.session, body: { name: `c${i}` } })));
    });
    const statuses = responses.map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 201).length, 60);
    assert.equal(statuses.filter((s) => s === 429).length, 10);
  });

  it('limits each API key separately', async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const first = await call('/me', { token: owner.key });
    const second = await call('/me', { token: other.key });
    assert.equal(header(first, 'x-ratelimit-remaining'), header(second, 'x-ratelimit-remaining'));
  });
});

describe('GET /usage', () => {
  it('reports the requests and writes made today, over 30 days', async () => {
    const owner = await newAccount();
    for (let i = 0; i < 3; i++) await call('/me', { token: owner.key });
    await call('/me/keys', { method: 'POST', token: owner.session, body: { name: 'w1' } });
    await call('/me/keys', { method: 'POST', token: owner.session, body: { name: 'w2' } });
    await call('/me', { token: 'lb_api_unknown' });

    const usage = await call('/usage', { token: owner.key });
    assert.equal(usage.status, 200);
    const { period_days: days, total_requests: total, by_day: byDay } = usage.body.data;
    assert.equal(days, 30);
    assert.equal(byDay.length, 30);
    const today = new Date().toISOString().slice(0, 10);
    const last = byDay[29];
    assert.equal(last.date, today);
    assert.equal(last.requests, 6, '3 reads + 2 writes + this /usage request; unauthenticated ones do not count');
    assert.equal(last.write_requests, 2);
    assert.equal(total, 6);
    assert.ok(byDay.slice(0, 29).every((day: { requests: number }) => day.requests === 0));
  });
});
