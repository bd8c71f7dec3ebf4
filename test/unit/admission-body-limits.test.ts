import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { ValidationError } from '#shared/errors';
import { limits } from '#shared/limits';
import { checkBodySize, checkJsonDepth, tooDeeplyNested } from '#http/admission/body-limits';

/** Arrays nested `depth` deep (the outer array being level 1), parsed from text so building it cannot overflow. */
const arrays = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

/** Depth by recursion, the obvious definition, for values shallow enough to recurse. */
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

/** Throws a ValidationError whose message matches. */
function refuses(check: () => void, message: RegExp): void {
  assert.throws(check, (error: unknown) => error instanceof ValidationError && message.test(error.message));
}

describe('body limits', () => {
  it('refuse bodies over the byte cap, counted in UTF-8 bytes', () => {
    assert.doesNotThrow(() => checkBodySize('x'.repeat(limits.maxBodyBytes)));
    refuses(() => checkBodySize('x'.repeat(limits.maxBodyBytes + 1)), /^body: larger than the 65536-byte limit/);
    refuses(() => checkBodySize('é'.repeat(limits.maxBodyBytes / 2 + 1)), /^body: larger/);
  });

  it(`allow ${limits.maxJsonDepth} levels of nesting and refuse one more, naming the field`, () => {
    assert.doesNotThrow(() => checkJsonDepth({ interests: arrays(limits.maxJsonDepth - 1) }, 'body'));
    refuses(() => checkJsonDepth({ interests: arrays(limits.maxJsonDepth) }, 'body'), /^interests: nested deeper than the 32-level limit/);
    refuses(() => checkJsonDepth(arrays(limits.maxJsonDepth + 1), 'body'), /^body: nested deeper/);
  });

  it('name nested fields by their keys, a few at most, quoting odd ones', () => {
    const deepObject = JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`);
    refuses(() => checkJsonDepth(deepObject, 'body'), /^a\.a\.a\.a…: nested deeper/);
    refuses(() => checkJsonDepth({ params: { arguments: { 'odd key': arrays(40) } } }, 'body'), /^params\.arguments\."odd key": nested/);
  });

  it('check nesting far past what recursion could walk', () => {
    assert.deepEqual(tooDeeplyNested({ deep: arrays(1_000_000) }, limits.maxJsonDepth), ['deep']);
  });

  it('agree with the recursive definition of depth on random JSON', () => {
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 1, max: 8 }), (value, maxDepth) => {
      const found = tooDeeplyNested(value, maxDepth) !== undefined;
      assert.equal(found, depthOf(value) > maxDepth, JSON.stringify(value));
    }));
  });
});
