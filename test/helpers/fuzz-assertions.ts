import assert from 'node:assert/strict';
import type { ErrorCode } from '#shared/errors';
import type { ApiResult } from './local-stack.ts';

export const ERROR_CODES: ErrorCode[] = [
  'validation_error', 'unauthorized', 'forbidden', 'not_found', 'not_ready', 'nothing_new', 'conflict', 'rate_limited', 'method_not_allowed', 'internal_error',
];

/** The conventions every answer keeps: a request id and the three rate-limit headers, as integers. */
export function assertConventionHeaders(response: ApiResult): void {
  assert.match(response.headers.get('x-request-id') ?? '', /^req_\w+$/, 'X-Request-Id');
  for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
    assert.match(response.headers.get(name) ?? '', /^\d+$/, name);
  }
}

/** The spec's error body: a known code, a message, and the request id of the header. */
export function assertErrorBody(response: ApiResult): void {
  assert.equal(typeof response.body, 'object', `error body is JSON: ${String(response.body)}`);
  assert.ok(ERROR_CODES.includes(response.body.error), `error code ${response.body.error}`);
  assert.equal(typeof response.body.message, 'string');
  assert.ok(response.body.message.length > 0, 'error message is not empty');
  assert.equal(response.body.request_id, response.headers.get('x-request-id'), 'request_id repeats X-Request-Id');
}

/** A validation message starts with the field it is about (quoted when it is not a plain name) or the part of the request. */
export function assertNamesField(message: string, names: string[]): void {
  const plain = ['body', 'query', 'path', 'content-type', 'Idempotency-Key', ...names].filter((name) => /^[\w-]+$/.test(name));
  const named = [...plain, ...names.map((name) => JSON.stringify(name))];
  assert.ok(named.some((name) => message.startsWith(`${name}:`) || message.startsWith(`${name}.`)), `validation message names no field: ${message}`);
}

/** "200×3 400×12 …": what a property run answered, for the test report. */
export function histogram(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses.toSorted()) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status}×${count}`).join(' ');
}
