import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const API_KEY_PREFIX = 'lb_api_';
const API_KEY_RANDOM_LENGTH = 40;
const CHECKSUM_LENGTH = 6;
const SESSION_PREFIX = 'lb_sess_';
const API_KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${API_KEY_RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);
const SESSION_PATTERN = new RegExp(`^${SESSION_PREFIX}[0-9A-Za-z]{43}$`);

/** Characters of a key shown back to its owner as `key_prefix`. */
export const KEY_PREFIX_LENGTH = 12;

/** Uniform base62 string from rejection-sampled random bytes (no modulo bias). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

function checksum(body: string): string {
  let value = crc32(body);
  let out = '';
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out = BASE62[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out;
}

/** A new API key: `lb_api_` + 40 random base62 characters + a 6-character CRC32 checksum. */
export function generateApiKey(): string {
  const body = randomBase62(API_KEY_RANDOM_LENGTH);
  return `${API_KEY_PREFIX}${body}${checksum(body)}`;
}

/** True when the string has the key layout and a matching checksum: no database call needed to reject typos. */
export function isWellFormedApiKey(candidate: string): boolean {
  if (!API_KEY_PATTERN.test(candidate)) return false;
  const body = candidate.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + API_KEY_RANDOM_LENGTH);
  return candidate.endsWith(checksum(body));
}

export function generateSessionToken(): string {
  return `${SESSION_PREFIX}${randomBase62(43)}`;
}

export function isWellFormedSessionToken(candidate: string): boolean {
  return SESSION_PATTERN.test(candidate);
}

/** Secrets are stored only as this digest. High-entropy tokens need no salt or slow hash. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
