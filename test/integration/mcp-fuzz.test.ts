import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { assertConventionHeaders, assertNamesField, ERROR_CODES, histogram } from '../helpers/fuzz-assertions.ts';
import { createFuzzFixture, type FuzzFixture } from '../helpers/fuzz-fixture.ts';
import { argumentNamesOf, mcpRequestArbitrary, type McpFuzzRequest, TOOL_NAMES } from '../helpers/fuzz-mcp.ts';
import { type ApiResult, useLocalStack } from '../helpers/local-stack.ts';
import { limits } from '#shared/limits';

const localStack = useLocalStack();
const { call, stack } = localStack;
let fixture: FuzzFixture;

/** FUZZ_RUNS raises the runs for a deeper local search. */
const RUNS = 5 * Number(process.env.FUZZ_RUNS ?? 30);
const TOOL_ERROR = /^(validation_error|not_found|not_ready|conflict|forbidden): \S/;
const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
let requestCount = 0;

async function authorization(request: McpFuzzRequest): Promise<string | undefined> {
  const { keys, readKeys, sessions } = fixture;
  switch (request.auth) {
    case 'key': return `Bearer ${await keys.take(true)}`;
    case 'read-key': return `Bearer ${await readKeys.take(true)}`;
    case 'session': return `Bearer ${await sessions.take(false)}`;
    case 'garbage': return `Bearer ${request.noise}`;
    case 'none': return undefined;
    case 'key-twice': {
      const key = await keys.take(true);
      return `Bearer ${key},Bearer ${key}`;
    }
    case 'key-then-garbage': return `Bearer ${await keys.take(true)},${request.noise}`;
    case 'empty': return '';
  }
}

async function send(request: McpFuzzRequest): Promise<ApiResult> {
  const headers: Record<string, string> = {};
  const credential = await authorization(request);
  if (credential !== undefined) headers.authorization = credential;
  if (request.contentType) headers['content-type'] = request.contentType;
  if (request.accept) headers.accept = request.accept;
  const body = request.method === 'GET' ? undefined : request.contentType ? request.body : new TextEncoder().encode(request.body);
  requestCount++;
  return call(`${stack().baseUrl}/mcp`, { method: request.method, headers, rawBody: body });
}

function parsedOrUndefined(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

const isBatch = (body: string): boolean => Array.isArray(parsedOrUndefined(body));
const toolNameOf = (body: string): string => String((parsedOrUndefined(body) as { params?: { name?: unknown } } | undefined)?.params?.name);

/** Levels of objects and arrays, by recursion: for the fuzz's ordinary bodies, which nest a few dozen levels at most. */
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

/** A single tools/call of a known tool with object arguments: what the SDK hands on to the tool. */
function wellFormedToolCall(request: McpFuzzRequest): { name: string; args: Record<string, unknown> } | undefined {
  if (request.auth !== 'key' || request.contentType !== MCP_HEADERS['content-type'] || request.accept !== MCP_HEADERS.accept) return undefined;
  let message: any;
  try {
    message = JSON.parse(request.body);
  } catch {
    return undefined;
  }
  const args = message?.params?.arguments;
  const wellFormed = message?.jsonrpc === '2.0' && message.method === 'tools/call' && ['string', 'number'].includes(typeof message.id)
    && TOOL_NAMES.includes(message.params?.name) && args !== null && typeof args === 'object' && !Array.isArray(args);
  return wellFormed ? { name: message.params.name, args } : undefined;
}

/**
 * The property for /mcp: never a server error nor a JSON-RPC internal error;
 * the conventional headers; refusals carry the request id; a tool call gets a
 * tool result, and argument errors in it name the argument.
 */
async function checkRequest(request: McpFuzzRequest): Promise<number> {
  const response = await send(request);
  const label = `${request.method} /mcp ${request.body.slice(0, 300)} -> ${response.status} ${JSON.stringify(response.body).slice(0, 600)}`;
  assert.ok(response.status < 500, label);
  assertConventionHeaders(response);
  for (const message of [response.body].flat()) {
    if (!message?.error) continue;
    assert.notEqual(message.error.code, -32603, `internal JSON-RPC error: ${label}`);
    assert.equal(message.error.data?.request_id, response.headers.get('x-request-id'), `every error carries the request id: ${label}`);
    if (response.status >= 400) assert.ok(ERROR_CODES.includes(message.error.data.error), label);
  }
  if (request.method !== 'POST') assert.equal(response.status, 405, label);
  else if (request.auth !== 'key' && request.auth !== 'read-key') assert.equal(response.status, 401, label);

  const authorised = request.method === 'POST' && (request.auth === 'key' || request.auth === 'read-key');
  if (authorised && Buffer.byteLength(request.body) > limits.maxBodyBytes) {
    assert.equal(response.status, 400, label);
    assert.equal(response.body.error.data.error, 'validation_error', label);
    assert.equal(response.body.error.data.request_id, response.headers.get('x-request-id'), label);
    return response.status;
  }
  if (request.method === 'POST' && request.auth === 'key') {
    if (isBatch(request.body)) {
      assert.equal(response.status, 400, `a batch is refused: ${label}`);
      assert.equal(response.body.error.code, -32600, label);
      return response.status;
    }
    if ((request.nested?.nesting ?? depthOf(parsedOrUndefined(request.body))) > limits.maxJsonDepth) {
      assert.equal(response.status, 400, `nested past the limit: ${label}`);
      assert.equal(response.body.error.code, -32602, label);
      assertNamesField(response.body.error.message.replace(/^params\.arguments\./, ''), [request.nested?.argument ?? '', ...argumentNamesOf(toolNameOf(request.body))]);
      return response.status;
    }
  }

  const toolCall = wellFormedToolCall(request);
  if (request.method !== 'POST' || !toolCall) return response.status;
  assert.equal(response.status, 200, label);
  const result = response.body.result;
  assert.ok(result, `a tool call gets a tool result: ${label}`);
  if (result.isError) {
    const text: string = result.content[0].text;
    assert.match(text, TOOL_ERROR, label);
    if (text.startsWith('validation_error: ')) {
      assertNamesField(text.slice('validation_error: '.length), ['arguments', ...argumentNamesOf(toolCall.name), ...Object.keys(toolCall.args)]);
    }
  }
  return response.status;
}

describe('Agent endpoint /mcp under random input', () => {
  const startedAt = Date.now();
  before(async () => {
    fixture = await createFuzzFixture(localStack);
  });
  after(() => console.log(`# MCP fuzz: ${requestCount} requests in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`));

  it('answers every JSON-RPC request without a server error, and tool argument errors as tool results', async (t) => {
    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(mcpRequestArbitrary(fixture.foreign), async (request) => {
        statuses.push(await checkRequest(request));
      }),
      { numRuns: RUNS },
    );
    t.diagnostic(histogram(statuses));
  });

  describe('shrunk counterexamples, kept as regressions', () => {
    const rpc = async (message: unknown) => {
      const headers = { ...MCP_HEADERS, authorization: `Bearer ${await fixture.keys.take(true)}` };
      const response = await call(`${stack().baseUrl}/mcp`, { method: 'POST', headers, rawBody: JSON.stringify(message) });
      assert.equal(response.status, 200, JSON.stringify(response.body));
      return response.body;
    };

    it('an empty argument name is a tool error that names it', async () => {
      const { result } = await rpc({ jsonrpc: '2.0', id: '', method: 'tools/call', params: { name: 'get_profile', arguments: { '': 'ä', profile_id: '\u0000' } } });
      assert.equal(result.isError, true);
      assert.equal(result.content[0].text, 'validation_error: "": unknown field');
    });

    it('a body over the size cap is refused unread, even when it calls a tool the key may not call', async () => {
      const headers = { ...MCP_HEADERS, authorization: `Bearer ${await fixture.readKeys.take(true)}` };
      const write = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'reset_profile_feedback', arguments: { profile_id: 'x'.repeat(limits.maxBodyBytes) } } };
      const response = await call(`${stack().baseUrl}/mcp`, { method: 'POST', headers, rawBody: JSON.stringify(write) });
      assert.equal(response.status, 400, JSON.stringify(response.body));
      assert.equal(response.body.error.data.error, 'validation_error');
      assert.match(response.body.error.message, /^body: larger than/);
    });

    it('schema-invalid params are -32602 invalid params, not -32603 internal errors', async () => {
      const messages = [
        { jsonrpc: '2.0', id: '', method: 'tools/call' },
        { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_profile', arguments: null } },
        { jsonrpc: '2.0', id: 3, method: 'tools/list', params: { cursor: 5 } },
        { jsonrpc: '2.0', id: 4, method: 'initialize', params: {} },
      ];
      for (const message of messages) {
        const { error } = await rpc(message);
        assert.equal(error?.code, -32602, JSON.stringify(message));
      }
    });
  });
});
