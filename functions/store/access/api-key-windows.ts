import { QueryCommand, UpdateCommand } from '#adapters/table-requests';
import { apiKeys, getApiKeyByHash, type ApiKeyRecord } from './api-keys.ts';
import { keys } from '../keys.ts';
import type { RequestKind } from './request-counters.ts';
import { dynamo, isConditionFailure, tableName } from '../table.ts';

/** One request to count against a key: its one-minute window, what it is, the window's limit for that kind. */
export interface KeyRequest {
  minute: number;
  kind: RequestKind;
  limit: number;
  /** Unix seconds: the key must not have expired by then; becomes `last_used_at`. */
  now: number;
}

/** A window a key has left behind, whose counts are not yet in the account's daily usage. */
export interface ClosedWindow {
  userId: string;
  minute: number;
  reads: number;
  writes: number;
}

export type KeyCount =
  | { outcome: 'counted'; record: ApiKeyRecord; minute: number; reads: number; writes: number; closed?: ClosedWindow }
  | { outcome: 'unknown' }
  | { outcome: 'expired' }
  | { outcome: 'limited'; record: ApiKeyRecord; minute: number };

const live = 'attribute_exists(pk) AND (attribute_type(expires_at, :null) OR expires_at > :now)';

const request = (keyHash: string, update: string, condition: string, names: Record<string, string>, values: Record<string, unknown>) => new UpdateCommand({
  TableName: tableName(),
  Key: keys.apiKey(keyHash),
  UpdateExpression: update,
  ConditionExpression: `${live} AND ${condition}`,
  ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
  ExpressionAttributeValues: { ':null': 'NULL', ...values },
  ReturnValues: 'ALL_NEW',
});

/** Runs a conditional update of the key; the item after it, or undefined when the condition did not hold. */
async function attempt(command: UpdateCommand): Promise<ApiKeyRecord | undefined> {
  try {
    const { Attributes } = await dynamo().send(command);
    return apiKeys.read(Attributes);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

const counted = (record: ApiKeyRecord, minute: number, closed?: ClosedWindow): KeyCount => ({
  outcome: 'counted', record, minute, reads: record.window_reads ?? 0, writes: record.window_writes ?? 0, ...(closed ? { closed } : {}),
});

/**
 * Authenticates a key, counts one request in its one-minute window and stamps `last_used_at`, all
 * in one conditional UpdateItem that returns the key: a deleted (revoked) or expired key fails the
 * condition at once, and the count and its limit are one atomic operation, so concurrent requests
 * never overshoot. Only when that fails is the key read, to tell why; the first request of a new
 * minute then opens the window with a second conditional update, which only one concurrent request
 * wins (the others count in the window it opened), and hands back the closed window for usage.
 */
export async function countKeyRequest(keyHash: string, ask: KeyRequest): Promise<KeyCount> {
  const kind = ask.kind === 'reads' ? 'window_reads' : 'window_writes';
  const names = { '#count': kind };
  for (let round = 0; round < 4; round++) {
    const inWindow = await attempt(request(
      keyHash,
      'SET last_used_at = :now ADD #count :one',
      'window_minute = :minute AND (attribute_not_exists(#count) OR #count < :limit)',
      names,
      { ':now': ask.now, ':minute': ask.minute, ':one': 1, ':limit': ask.limit },
    ));
    if (inWindow) return counted(inWindow, ask.minute);

    const current = await getApiKeyByHash(keyHash);
    if (!current) return { outcome: 'unknown' };
    if (current.expires_at !== null && current.expires_at <= ask.now) return { outcome: 'expired' };
    const seen = current.window_minute;
    // A window already ahead of this request's minute (another instance's clock) is the one counted in.
    if (seen !== undefined && seen >= ask.minute) {
      if ((current[kind] ?? 0) >= ask.limit) return { outcome: 'limited', record: current, minute: seen };
      ask = { ...ask, minute: seen };
      continue;
    }
    const opened = await attempt(request(
      keyHash,
      'SET last_used_at = :now, window_minute = :minute, window_reads = :reads, window_writes = :writes',
      seen === undefined ? 'attribute_not_exists(window_minute)' : 'window_minute = :seen',
      {},
      {
        ':now': ask.now, ':minute': ask.minute,
        ':reads': ask.kind === 'reads' ? 1 : 0, ':writes': ask.kind === 'writes' ? 1 : 0,
        ...(seen === undefined ? {} : { ':seen': seen }),
      },
    ));
    if (!opened) continue;
    const closed = seen === undefined ? undefined : { userId: current.user_id, minute: seen, reads: current.window_reads ?? 0, writes: current.window_writes ?? 0 };
    return counted(opened, ask.minute, closed);
  }
  throw new Error('API key window kept changing under concurrent requests');
}

/** The windows of an account's keys not yet added to its daily usage (one Query of gsi1). */
export async function openWindowsOfAccount(userId: string): Promise<ClosedWindow[]> {
  const { gsi1pk } = keys.apiKeysOfAccount(userId);
  const windows: ClosedWindow[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await dynamo().send(new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ProjectionExpression: 'window_minute, window_reads, window_writes',
      ExpressionAttributeValues: { ':pk': gsi1pk },
      ExclusiveStartKey: start,
    }));
    for (const item of Items ?? []) {
      if (typeof item.window_minute !== 'number') continue;
      windows.push({ userId, minute: item.window_minute, reads: Number(item.window_reads ?? 0), writes: Number(item.window_writes ?? 0) });
    }
    start = LastEvaluatedKey;
  } while (start);
  return windows;
}
