import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const API_KEY_PREFIX = 'lb_api_';
const API_KEY_RANDOM_LENGTH = 40;
const CHECKSUM_LENGTH = 6;
const SESSION_PREFIX = 'lb_sess_';
const API_KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${API_KEY_RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);
const SESSION_PATTERN = new RegExp(`^${SESSION_PREFIX}[0-9A-Za-z]{43}$`);
const FEED_TOKEN_PREFIX = 'lb_feed_';
/** 32 base62 characters: 190 bits of randomness. */
const FEED_TOKEN_RANDOM_LENGTH = 32;
const FEED_TOKEN_PATTERN = new RegExp(`^${FEED_TOKEN_PREFIX}[0-9A-Za-z]{${FEED_TOKEN_RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

/** Characters of a key shown back to its owner as `key_prefix`. */
export const KEY_PREFIX_LENGTH = 12;
/** Characters of a feed token shown back to its owner in the feed's `url_prefix`. */
export const FEED_TOKEN_PREFIX_LENGTH = 12;

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

/** True when the string has the layout and its random body the checksum it ends with. */
function hasValidChecksum(candidate: string, pattern: RegExp, prefix: string, randomLength: number): boolean {
  if (!pattern.test(candidate)) return false;
  return candidate.endsWith(checksum(candidate.slice(prefix.length, prefix.length + randomLength)));
}

/** True when the string has the key layout and a matching checksum: no database call needed to reject typos. */
export const isWellFormedApiKey = (candidate: string): boolean =>
  hasValidChecksum(candidate, API_KEY_PATTERN, API_KEY_PREFIX, API_KEY_RANDOM_LENGTH);

/**
 * A new podcast feed token, the credential in a private feed URL (podcast apps
 * send no headers): `lb_feed_` + 32 random base62 characters + a 6-character
 * CRC32 checksum. URL-safe as it is.
 */
export function generateFeedToken(): string {
  const body = randomBase62(FEED_TOKEN_RANDOM_LENGTH);
  return `${FEED_TOKEN_PREFIX}${body}${checksum(body)}`;
}

export const isWellFormedFeedToken = (candidate: string): boolean =>
  hasValidChecksum(candidate, FEED_TOKEN_PATTERN, FEED_TOKEN_PREFIX, FEED_TOKEN_RANDOM_LENGTH);

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
