import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { Context } from 'aws-lambda';
import { addLambdaContext, log, withInvocationContext, withLogContext } from '#shared/logger';
import { outputOf } from '../helpers/output.ts';

const saved = { level: process.env.LOG_LEVEL, local: process.env.BRIEFINGS_LOCAL };

describe('logger', () => {
  beforeEach(() => {
    process.env.LOG_LEVEL = 'info';
    delete process.env.BRIEFINGS_LOCAL;
  });
  afterEach(() => {
    for (const [name, value] of [['LOG_LEVEL', saved.level], ['BRIEFINGS_LOCAL', saved.local]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('writes one JSON line with level, message, service, timestamp and the fields', () => {
    const [line, ...rest] = outputOf(() => log('info', 'request', { request_id: 'req_1', status: 201 }));
    assert.equal(rest.length, 0);
    const entry = JSON.parse(line!);
    assert.equal(entry.level, 'INFO');
    assert.equal(entry.message, 'request');
    assert.equal(entry.service, 'briefings');
    assert.ok(Date.parse(entry.timestamp) > 0);
    assert.equal(entry.request_id, 'req_1');
    assert.equal(entry.status, 201);
  });

  it('adds the Lambda context of the invocation to the lines that follow', () => {
    addLambdaContext({
      functionName: 'briefings-me-get', functionVersion: '$LATEST', memoryLimitInMB: '512',
      invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:briefings-me-get', awsRequestId: 'c6af9ac6-7b61-11e6-9a41-93e8deadbeef',
    } as Context);
    const entry = JSON.parse(outputOf(() => log('info', 'request'))[0]!);
    assert.equal(entry.function_name, 'briefings-me-get');
    assert.equal(entry.function_request_id, 'c6af9ac6-7b61-11e6-9a41-93e8deadbeef');
    assert.equal(typeof entry.cold_start, 'boolean');
  });

  it('adds the ids of the enclosing context to every line inside it, across awaits and nested contexts', async () => {
    let lines: string[] = [];
    await withLogContext({ job_id: 'job_1' }, async () => {
      await Promise.resolve();
      lines = outputOf(() => withLogContext({ stage: 'fetching' }, () => log('warn', 'source skipped', { source_id: 'src_1' })));
    });
    const entry = JSON.parse(lines[0]!);
    assert.deepEqual([entry.job_id, entry.stage, entry.source_id], ['job_1', 'fetching', 'src_1']);
    assert.equal(JSON.parse(outputOf(() => log('info', 'outside'))[0]!).job_id, undefined);
  });

  it('puts an invocation\'s Lambda context and correlation ids on the lines logged inside it', () => {
    const lambdaContext = { functionName: 'briefings-schedule-target', functionVersion: '$LATEST', memoryLimitInMB: '512',
      invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:briefings-schedule-target', awsRequestId: 'b2f0e4a8-1' } as Context;
    const [line] = outputOf(() => withInvocationContext(lambdaContext, { schedule_id: 'sch_1' }, () => log('info', 'scheduled run skipped')));
    const entry = JSON.parse(line!);
    assert.deepEqual([entry.function_name, entry.function_request_id, entry.schedule_id], ['briefings-schedule-target', 'b2f0e4a8-1', 'sch_1']);
    assert.equal(JSON.parse(outputOf(() => log('info', 'outside'))[0]!).schedule_id, undefined);
  });

  it('keeps an error\'s message, stack and cause', () => {
    const error = new Error('stitching failed', { cause: new Error('no frames') });
    const entry = JSON.parse(outputOf(() => log('error', 'briefing step failed', { error }))[0]!);
    assert.equal(entry.error.message, 'stitching failed');
    assert.match(entry.error.stack, /logger\.test\.ts/);
    assert.equal(entry.error.cause.message, 'no frames');
    assert.match(entry.error.location, /logger\.test\.ts:\d+$/);
  });

  it('carries the root of the invocation\'s X-Ray trace, and logs values JSON cannot hold as text', () => {
    const savedTrace = process.env._X_AMZN_TRACE_ID;
    process.env._X_AMZN_TRACE_ID = 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1';
    const looped: Record<string, unknown> = { name: 'loop' };
    looped.self = looped;
    try {
      const entry = JSON.parse(outputOf(() => log('info', 'odd values', { looped, size: 2n ** 70n }))[0]!);
      assert.equal(entry.xray_trace_id, '1-5759e988-bd862e3fe1be46a994272793');
      assert.deepEqual(entry.looped, { name: 'loop', self: '[Circular]' });
      assert.equal(entry.size, '1180591620717411303424');
    } finally {
      if (savedTrace === undefined) delete process.env._X_AMZN_TRACE_ID;
      else process.env._X_AMZN_TRACE_ID = savedTrace;
    }
  });

  it('prints nothing below the configured level, and nothing at all when silent', () => {
    process.env.LOG_LEVEL = 'warn';
    assert.deepEqual(outputOf(() => log('info', 'request')), []);
    process.env.LOG_LEVEL = 'silent';
    assert.deepEqual(outputOf(() => log('error', 'unhandled error')), []);
  });

  it('writes a readable line locally, with a stack only for errors', () => {
    process.env.BRIEFINGS_LOCAL = '1';
    const [request] = outputOf(() => log('info', 'request', { route: 'createProfile', status: 400, request_id: 'req_2' }));
    assert.match(request!, /^\d\d:\d\d:\d\d\.\d{3} INFO {2}request route=createProfile status=400 request_id=req_2$/);
    const failure = outputOf(() => log('error', 'unhandled error', { error: new TypeError('boom') }));
    assert.match(failure[0]!, /ERROR unhandled error error=TypeError: boom$/);
    assert.match(failure[1]!, /^ {2}\s*at /);
  });
});
