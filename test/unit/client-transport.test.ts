import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BriefingsApiError, BriefingsClient, BriefingsTimeoutError } from '../../clients/typescript/src/index.ts';
import { retryAfterSeconds } from '../../clients/typescript/src/errors.ts';

const limited = (retryAfter: string) => new Response(JSON.stringify({ error: 'rate_limited', message: 'Rate limit exceeded', request_id: 'req_limited' }), {
  status: 429,
  headers: { 'content-type': 'application/json', 'retry-after': retryAfter },
});
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const me = { key_id: 'key_1', key_prefix: 'lb_api_x', name: 'test', scopes: ['read'], requests_last_minute: 1, credential: 'api_key' };

/** A client whose fetch answers from a script and records the requests. */
function scripted(answers: Array<() => Response>, options: { maxRetries?: number; maxRetryAfterSeconds?: number } = {}) {
  const requests: Request[] = [];
  const client = new BriefingsClient({
    baseUrl: 'https://api.example.test/api/v1/',
    token: 'lb_api_x',
    ...options,
    fetch: async (input, init) => {
      requests.push(new Request(input, init));
      const answer = answers[Math.min(requests.length, answers.length) - 1]!;
      return answer();
    },
  });
  return { client, requests };
}

describe('TypeScript client transport', () => {
  it('retries a 429 after Retry-After and resends the same request', async () => {
    const { client, requests } = scripted([() => limited('0'), () => limited('0'), () => json({ data: { job_id: 'job_1', status: 'queued' } })]);
    const created = await client.createBriefing({ profile_id: 'prof_1' });
    assert.deepEqual(created, { job_id: 'job_1', status: 'queued' });
    assert.equal(requests.length, 3);
    for (const request of requests) {
      assert.equal(request.url, 'https://api.example.test/api/v1/briefings');
      assert.equal(request.headers.get('authorization'), 'Bearer lb_api_x');
      assert.deepEqual(await request.json(), { profile_id: 'prof_1' });
    }
  });

  it('gives up after maxRetries, and at once when Retry-After is longer than allowed', async () => {
    const bounded = scripted([() => limited('0')], { maxRetries: 2 });
    const error = await bounded.client.getMe().catch((failure: unknown) => failure);
    assert.ok(error instanceof BriefingsApiError);
    assert.deepEqual([error.status, error.code, error.requestId, error.retryAfterSeconds], [429, 'rate_limited', 'req_limited', 0]);
    assert.equal(bounded.requests.length, 3);

    const hour = scripted([() => limited('3600')], { maxRetryAfterSeconds: 60 });
    await assert.rejects(hour.client.getMe(), (failure: unknown) => failure instanceof BriefingsApiError && failure.retryAfterSeconds === 3600);
    assert.equal(hour.requests.length, 1);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    assert.equal(retryAfterSeconds(new Headers({ 'retry-after': '7' }), now), 7);
    assert.equal(retryAfterSeconds(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:30 GMT' }), now), 30);
    assert.equal(retryAfterSeconds(new Headers({ 'retry-after': 'soon' }), now), undefined);
  });

  it('encodes path and query parameters, and answers pages whole', async () => {
    const page = { data: [me], pagination: { total: 1, limit: 5, offset: 0 } };
    const { client, requests } = scripted([() => json(page)]);
    assert.deepEqual(await client.listApiKeys({ limit: 5 }), page);
    assert.equal(requests[0]!.url, 'https://api.example.test/api/v1/me/keys?limit=5');
    await client.getBriefing('job/../1').catch(() => undefined);
    assert.equal(requests[1]!.url, 'https://api.example.test/api/v1/briefings/job%2F..%2F1');
  });

  it('stops waiting for a briefing after maxPolls status reads', async () => {
    const running = { id: 'job_1', status: 'running', outcome: null, podcast: null };
    const { client, requests } = scripted([() => json({ data: running })]);
    await assert.rejects(client.waitForBriefing('job_1', { intervalMs: 0, maxPolls: 3 }), BriefingsTimeoutError);
    assert.equal(requests.length, 3);
  });
});
