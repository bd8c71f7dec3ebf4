import { ValidationError } from '#shared/errors';
import { limits } from '#shared/limits';
import { fieldName } from '../validation.ts';

/** Field names shown at most in a nesting error, so a deep chain of objects still gives a short message. */
const SHOWN_KEYS = 4;

/** Whether a body is within the size cap, counted in bytes of its UTF-8 text. */
export const withinBodySize = (raw: string): boolean => Buffer.byteLength(raw) <= limits.maxBodyBytes;

/** Refuses a body over the size cap. */
export function checkBodySize(raw: string): void {
  if (!withinBodySize(raw)) {
    throw new ValidationError(`body: larger than the ${limits.maxBodyBytes}-byte limit`);
  }
}

/**
 * The object keys leading to the first object or array nested deeper than
 * `maxDepth` (the value itself is level 1), or undefined. Walks with an
 * explicit stack, so no nesting can overflow the call stack.
 */
export function tooDeeplyNested(value: unknown, maxDepth: number): string[] | undefined {
  const pending: Array<{ value: unknown; depth: number; keys: string[] }> = [{ value, depth: 1, keys: [] }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth > maxDepth) return item.keys;
    const isArray = Array.isArray(item.value);
    for (const [key, child] of Object.entries(item.value)) {
      if (typeof child === 'object' && child !== null) {
        pending.push({ value: child, depth: item.depth + 1, keys: isArray ? item.keys : [...item.keys, key] });
      }
    }
  }
  return undefined;
}

/**
 * Refuses parsed JSON nested deeper than the documented limit, naming the
 * field that holds the nesting (`root` when the body itself is the array).
 */
export function checkJsonDepth(value: unknown, root: string): void {
  const keys = tooDeeplyNested(value, limits.maxJsonDepth);
  if (!keys) return;
  const shown = keys.slice(0, SHOWN_KEYS).map(fieldName).join('.');
  const path = shown ? `${shown}${keys.length > SHOWN_KEYS ? '…' : ''}` : root;
  throw new ValidationError(`${path}: nested deeper than the ${limits.maxJsonDepth}-level limit for JSON objects and arrays`);
}
