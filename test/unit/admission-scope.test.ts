import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Principal } from '#shared/principal';
import { countedState } from '#http/admission/admit';
import { MissingScopeError, requireScopes } from '#http/admission/scope';

const counted = { limit: 60, remaining: 12, reset: 1_800_000_000 };
const key = (scopes: Extract<Principal, { kind: 'api_key' }>['scopes']): Principal => ({
  kind: 'api_key', userId: 'usr_1', keyId: 'key_1', keyHash: 'h', keyPrefix: 'lb_api_abcde', name: 'k', scopes,
});

describe('scope checks', () => {
  it('pass when the key holds every needed scope', () => {
    assert.doesNotThrow(() => requireScopes(key(['read', 'write']), [{ scope: 'read' }, { scope: 'write' }], counted));
    assert.doesNotThrow(() => requireScopes(key([]), [], counted));
  });

  it('refuse with 403 naming the first missing scope and what needs it, keeping the counted rate state', () => {
    assert.throws(() => requireScopes(key(['read']), [{ scope: 'write' }], counted), (error: unknown) => {
      assert.ok(error instanceof MissingScopeError);
      assert.equal(error.status, 403);
      assert.equal(error.message, "This API key lacks the 'write' scope");
      assert.deepEqual(countedState(error), counted);
      return true;
    });
    assert.throws(() => requireScopes(key(['read']), [{ scope: 'read' }, { scope: 'write', neededBy: 'create_profile' }], counted),
      /lacks the 'write' scope that create_profile needs/);
  });

  it('leave sessions alone: they act as the account owner with every scope', () => {
    assert.doesNotThrow(() => requireScopes({ kind: 'session', userId: 'usr_1', sessionHash: 'h', expiresAt: 1 }, [{ scope: 'write' }], counted));
  });
});
