import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { staleFiles } from '../../scripts/clients/generate.ts';

describe('generated clients', () => {
  it('are up to date with the OpenAPI document the route table builds', async () => {
    assert.deepEqual(await staleFiles(), [], 'run `npm run clients` and commit the result');
  });
});
