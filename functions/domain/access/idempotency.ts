import { createHash } from 'node:crypto';
import { claimKey, completeRecord, deleteRecord, getRecord, type IdempotencyKeyRef } from '#store/access/idempotency';
import { nowSeconds, SECONDS_PER_DAY } from '#shared/clock';
import { ConflictError, ValidationError } from '#shared/errors';

/** A replay within this window returns the first response. */
export const IDEMPOTENCY_WINDOW_SECONDS = SECONDS_PER_DAY;
/** A claim older than this whose request never finished (crash, timeout) may be taken over. */
const IN_PROGRESS_SECONDS = 60;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotentRequest {
  userId: string;
  /** Scopes keys per operation, e.g. "createBriefing". */
  operation: string;
  /** The client's Idempotency-Key. */
  key: string;
  /** The request body; JSON bodies are compared by content, not by formatting. */
  requestBody: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function bodyHash(body: string): string {
  try {
    return sha256(canonicalJson(JSON.parse(body)));
  } catch {
    return sha256(body);
  }
}

/**
 * Runs `operation` at most once per (account, operation, key) within 24 hours.
 *
 * Timeline of one key:
 * 1. the first request claims the key (conditional put, status in_progress, body hash);
 * 2. it runs; on success the result is stored (completed), on an error the claim is
 *    deleted so that a corrected retry is evaluated afresh;
 * 3. a replay with the same body gets the stored result; with another body, or while
 *    the first request is still in progress, it gets 409 conflict.
 */
export async function runIdempotently<T>(request: IdempotentRequest | undefined, operation: () => Promise<T>): Promise<T> {
  if (!request) return operation();
  if (!KEY_PATTERN.test(request.key)) {
    throw new ValidationError('Idempotency-Key: must be 1..255 printable ASCII characters without spaces');
  }
  const ref: IdempotencyKeyRef = { userId: request.userId, operation: request.operation, keyHash: sha256(request.key) };
  const hash = bodyHash(request.requestBody);
  const now = nowSeconds();
  const claimed = await claimKey(ref, {
    status: 'in_progress',
    body_hash: hash,
    in_progress_until: now + IN_PROGRESS_SECONDS,
    ttl: now + IDEMPOTENCY_WINDOW_SECONDS,
  }, now);
  if (!claimed) return replay<T>(ref, hash);
  let result: T;
  try {
    result = await operation();
  } catch (error) {
    await deleteRecord(ref);
    throw error;
  }
  await completeRecord(ref, result);
  return result;
}

async function replay<T>(ref: IdempotencyKeyRef, hash: string): Promise<T> {
  const record = await getRecord(ref);
  if (!record) throw new ConflictError('A request with this Idempotency-Key was just completed or abandoned; retry it');
  if (record.body_hash !== hash) {
    throw new ConflictError('This Idempotency-Key was already used with a different request body');
  }
  if (record.status !== 'completed') throw new ConflictError('A request with this Idempotency-Key is still in progress');
  return record.response as T;
}
