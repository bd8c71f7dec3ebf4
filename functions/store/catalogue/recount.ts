import { QueryCommand, ScanCommand, UpdateCommand } from '#adapters/table-requests';
import type { AccountCapped, ProfileCapped } from '#shared/limits';
import { keys, type ItemKey } from '../keys.ts';
import { queryAll } from '../pagination.ts';
import { childCounter } from './profiles.ts';
import { conditionally, dynamo, tableName } from '../table.ts';

/**
 * Reads and writes of the counter migration (`npm run admin -- recount`): what
 * exists in an account, and the counters set from it. Listing every account is
 * this migration's one Scan (operator-run, paged), never a request's.
 */

/** Every account id, one page of the table at a time. */
export async function* scanAccountIds(): AsyncGenerator<string> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new ScanCommand({
      TableName: tableName(),
      FilterExpression: 'sk = :account',
      ExpressionAttributeValues: { ':account': 'ACCOUNT' },
      ProjectionExpression: 'user_id',
      ExclusiveStartKey: start,
    }));
    for (const item of page.Items ?? []) yield item.user_id as string;
    start = page.LastEvaluatedKey;
  } while (start);
}

/** The live items of an account's partition under one sort-key prefix, read consistently. */
export function partitionItems<T>(prefix: { pk: string; skPrefix: string }): Promise<T[]> {
  return queryAll<T>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': prefix.pk, ':prefix': prefix.skPrefix },
    ConsistentRead: true,
  });
}

export async function countApiKeys(userId: string): Promise<number> {
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.apiKeysOfAccount(userId).gsi1pk },
      Select: 'COUNT',
      ExclusiveStartKey: start,
    }));
    total += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return total;
}

/** Sets counter attributes to the given values; `mustExist` refuses to create the item (a profile deleted meanwhile). */
function setCounters(key: ItemKey, counters: Record<string, number>, mustExist: boolean): Promise<boolean> {
  const names = Object.keys(counters);
  return conditionally(() => dynamo().send(new UpdateCommand({
    TableName: tableName(),
    Key: key,
    UpdateExpression: `SET ${names.map((_, i) => `#c${i} = :c${i}`).join(', ')}`,
    ...(mustExist ? { ConditionExpression: 'attribute_exists(pk)' } : {}),
    ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#c${i}`, name])),
    ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:c${i}`, counters[name]])),
  })));
}

export const setAccountCounters = (userId: string, counts: Record<AccountCapped, number>): Promise<boolean> =>
  setCounters(keys.accountCounters(userId), counts, false);

/** The profile's children counters, as `reserveProfileChild` keeps them. */
export const setProfileChildCounters = (userId: string, profileId: string, counts: Record<ProfileCapped, number>): Promise<boolean> =>
  setCounters(keys.profile(userId, profileId), Object.fromEntries(Object.entries(counts).map(([child, count]) => [childCounter(child as ProfileCapped), count])), true);
