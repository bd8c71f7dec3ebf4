import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import * as v from 'valibot';
import { apiHandler } from '#http/api-handler';
import { defineRoute } from '#http/route';
import { ok } from '#http/responses';
import { ValidationError } from '#shared/errors';

const route = defineRoute({
  operationId: 'echo',
  method: 'POST',
  path: '/echo',
  handler: 'echo',
  summary: 'Echo',
  tag: 'Internal',
  auth: { type: 'none' },
  body: v.object({ word: v.string() }),
  responses: {},
});

const handler = apiHandler(route, async ({ requestId, body }) => {
  if (body.word === 'refuse') throw new ValidationError('word: refused');
  await new Promise((resolve) => setTimeout(resolve, 5));
  return ok({ requestId, word: body.word });
});

const event = (body: string) => ({
  rawPath: '/api/v1/echo',
  headers: { 'content-type': 'application/json' },
  body,
  isBase64Encoded: false,
  requestContext: { http: { method: 'POST', sourceIp: '127.0.0.1', userAgent: 'test' }, requestId: 'api-1' },
}) as unknown as APIGatewayProxyEventV2;

const saved = { ...process.env };

describe('request pipeline', () => {
  before(() => {
    Object.assign(process.env, { LOG_LEVEL: 'silent', POWERTOOLS_METRICS_DISABLED: 'true', BRIEFINGS_LOCAL: '1' });
  });
  after(() => {
    process.env = saved;
  });

  it('keeps each invocation\'s state apart, even when they overlap', async () => {
    const results = await Promise.all(['a', 'b', 'c'].map((word) => handler(event(JSON.stringify({ word })), {} as Context)));
    const answers = results.map((result) => ({ header: result.headers?.['X-Request-Id'], data: JSON.parse(result.body!).data }));
    assert.deepEqual(answers.map((answer) => answer.data.word), ['a', 'b', 'c']);
    for (const answer of answers) assert.equal(answer.data.requestId, answer.header);
    assert.equal(new Set(answers.map((answer) => answer.header)).size, 3);
  });

  it('answers a handler\'s error with the error body, under the same request id as its header', async () => {
    const result = await handler(event(JSON.stringify({ word: 'refuse' })), {} as Context);
    const body = JSON.parse(result.body!);
    assert.equal(result.statusCode, 400);
    assert.deepEqual([body.error, body.message], ['validation_error', 'word: refused']);
    assert.equal(body.request_id, result.headers?.['X-Request-Id']);
    assert.match(String(result.headers?.['X-RateLimit-Limit']), /^\d+$/);
  });

  it('refuses a body it cannot parse before the handler runs', async () => {
    const result = await handler(event('{"word":'), {} as Context);
    assert.equal(result.statusCode, 400);
    assert.match(JSON.parse(result.body!).message, /^body: invalid JSON/);
  });
});
