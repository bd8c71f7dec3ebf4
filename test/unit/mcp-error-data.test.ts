import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withRequestIds } from '../../functions/mcp/error-data.ts';

const REQUEST_ID = 'req_01J9ZQ4M8X6T5V2K3N7P0R1S4W';
const error = (status: number, body: unknown) => JSON.parse(withRequestIds(JSON.stringify(body), status, REQUEST_ID));

describe('MCP error data', () => {
  it('adds the request id and the spec\'s error code to transport errors', () => {
    const notAcceptable = error(406, { jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Not Acceptable' } });
    assert.deepEqual(notAcceptable.error.data, { error: 'validation_error', request_id: REQUEST_ID });
    assert.equal(notAcceptable.error.code, -32000, 'the JSON-RPC code stays');
  });

  it('keeps existing data: an object\'s fields, anything else as detail', () => {
    assert.deepEqual(error(400, { error: { code: -32700, message: 'Parse error', data: 'SyntaxError' } }).error.data,
      { detail: 'SyntaxError', error: 'validation_error', request_id: REQUEST_ID });
    assert.deepEqual(error(200, { id: 1, error: { code: -32602, message: 'x', data: { field: 'name' } } }).error.data,
      { field: 'name', request_id: REQUEST_ID }, 'a JSON-RPC error inside a 200 gets the request id only');
  });

  it('leaves results and non-JSON bodies untouched', () => {
    const result = JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools: [] } });
    assert.equal(withRequestIds(result, 200, REQUEST_ID), result);
    assert.equal(withRequestIds('', 202, REQUEST_ID), '');
  });
});
