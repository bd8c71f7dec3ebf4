import { QueryCommand, UpdateCommand } from '#adapters/table-requests';
import { SECONDS_PER_DAY } from '#shared/clock';
import { keys } from '../keys.ts';
import { dynamo, isConditionFailure, tableName } from '../table.ts';

export type RequestKind = 'reads' | 'writes';

export interface MinuteCounts {
  reads: number;
  writes: number;
}

export type CountResult = { allowed: true; counts: MinuteCounts } | { allowed: false };

/**
 * Counts one request in the credential's current one-minute window with a
 * single atomic conditional update. Concurrent requests can never overshoot
 * the limit: the condition and the increment are one operation.
 */
export async function countRequestInWindow(
  subject: string,
  minute: number,
  kind: RequestKind,
  limit: number,
): Promise<CountResult> {
  try {
    const { Attributes } = await dynamo().send(new UpdateCommand({
      TableName: tableName(),
      Key: keys.rateCounter(subject, minute),
      UpdateExpression: 'ADD #kind :one SET #ttl = if_not_exists(#ttl, :ttl)',
      ConditionExpression: 'attribute_not_exists(#kind) OR #kind < :limit',
      ExpressionAttributeNames: { '#kind': kind, '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':ttl': (minute + 2) * 60 },
      ReturnValues: 'ALL_NEW',
    }));
    return { allowed: true, counts: { reads: Attributes?.reads ?? 0, writes: Attributes?.writes ?? 0 } };
  } catch (error) {
    if (isConditionFailure(error)) return { allowed: false };
    throw error;
  }
}

export interface UsageDay {
  date: string;
  requests: number;
  write_requests: number;
}

/** Daily counters per account, kept a little longer than the 30-day report; adds `requests` requests, `writes` of them writes. */
export async function addDailyUsage(userId: string, date: string, counts: { requests: number; writes: number }, dayStart: number): Promise<void> {
  await dynamo().send(new UpdateCommand({
    TableName: tableName(),
    Key: keys.usageDay(userId, date),
    UpdateExpression: 'ADD requests :requests, write_requests :write SET #date = :date, #ttl = if_not_exists(#ttl, :ttl)',
    ExpressionAttributeNames: { '#date': 'date', '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':requests': counts.requests,
      ':write': counts.writes,
      ':date': date,
      ':ttl': dayStart + 35 * SECONDS_PER_DAY,
    },
  }));
}

export async function readUsageSince(userId: string, firstDate: string): Promise<UsageDay[]> {
  const { pk, skPrefix } = keys.usagePrefix(userId);
  const { Items } = await dynamo().send(new QueryCommand({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': pk, ':from': `${skPrefix}${firstDate}`, ':to': `${skPrefix}9999` },
  }));
  return (Items ?? []).map((item) => ({
    date: item.date as string,
    requests: Number(item.requests ?? 0),
    write_requests: Number(item.write_requests ?? 0),
  }));
}

/**
 * Adds one to a count kept in a fixed window of `windowSeconds` starting at
 * `windowStart`, with one atomic conditional update; false once the count has
 * reached `limit`. The item outlives its window by one window, then TTL removes it.
 */
export async function countInWindow(subject: string, windowStart: number, windowSeconds: number, limit: number): Promise<boolean> {
  try {
    await dynamo().send(new UpdateCommand({
      TableName: tableName(),
      Key: keys.limitWindow(subject, windowStart),
      UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl)',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':ttl': windowStart + 2 * windowSeconds },
    }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
