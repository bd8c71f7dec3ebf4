import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Resource id prefixes: the ones the spec names plus our own. */
export type IdPrefix =
  | 'usr' | 'key' | 'prof' | 'src' | 'job' | 'sch' | 'wh' | 'evt' | 'req' | 'pod' | 'aud' | 'sic';

function encodeTime(ms: number): string {
  let out = '';
  for (let i = 0; i < 10; i++) {
    out = CROCKFORD[ms % 32] + out;
    ms = Math.floor(ms / 32);
  }
  return out;
}

function randomChars(count: number): string {
  const bytes = randomBytes(count);
  let out = '';
  for (const byte of bytes) out += CROCKFORD[byte % 32];
  return out;
}

/**
 * Opaque, prefixed identifiers that sort by creation time (ULID layout: 10 time
 * characters then 16 random ones). Sorting by id therefore lists newest first
 * without a separate timestamp index, and the order is stable across pages.
 */
export function newId(prefix: IdPrefix, at: number = Date.now()): string {
  return `${prefix}_${encodeTime(at)}${randomChars(16)}`.toLowerCase();
}

/** The leading characters every id of the prefix made at `at` (ms) starts with: a bound for time-range queries on id-sorted keys. */
export function idTimePrefix(prefix: IdPrefix, at: number): string {
  return `${prefix}_${encodeTime(Math.max(0, Math.floor(at)))}`.toLowerCase();
}
