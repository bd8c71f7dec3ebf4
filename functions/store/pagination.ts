import { QueryCommand, type QueryCommandInput } from '#adapters/table-requests';
import { nowSeconds } from '#shared/clock';
import { dynamo, tableName } from './table.ts';

export interface PageRequest {
  limit: number;
  offset: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

export type ListQuery = Pick<
  QueryCommandInput,
  'IndexName' | 'KeyConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues' | 'FilterExpression' | 'ScanIndexForward' | 'ConsistentRead'
>;

/** Adds "not TTL-expired" to the caller's filter, so lists agree with `isLive`. */
function withLiveFilter(query: ListQuery): QueryCommandInput {
  const live = '(attribute_not_exists(#ttl) OR #ttl > :now)';
  return {
    ...query,
    TableName: tableName(),
    FilterExpression: query.FilterExpression ? `(${query.FilterExpression}) AND ${live}` : live,
    ExpressionAttributeNames: { ...query.ExpressionAttributeNames, '#ttl': 'ttl' },
    ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':now': nowSeconds() },
  };
}

/**
 * Offset pagination over one Query: a COUNT pass for `total`, then items up to
 * offset + limit. Keys are time-sorted ids, so `ScanIndexForward: false` is
 * newest first and pages are stable.
 */
export async function queryPage<T>(query: ListQuery, page: PageRequest): Promise<Page<T>> {
  const input = withLiveFilter({ ScanIndexForward: false, ...query });
  const [total, items] = await Promise.all([countAll(input), readUpTo<T>(input, page.offset + page.limit)]);
  return { items: items.slice(page.offset), total, limit: page.limit, offset: page.offset };
}

/** Every matching item, for the small bounded sets that are read whole. */
export async function queryAll<T>(query: ListQuery): Promise<T[]> {
  return readUpTo<T>(withLiveFilter({ ScanIndexForward: false, ...query }), Number.POSITIVE_INFINITY);
}

async function countAll(input: QueryCommandInput): Promise<number> {
  let total = 0;
  let start: QueryCommandInput['ExclusiveStartKey'];
  do {
    const result = await dynamo().send(new QueryCommand({ ...input, Select: 'COUNT', ExclusiveStartKey: start }));
    total += result.Count ?? 0;
    start = result.LastEvaluatedKey;
  } while (start);
  return total;
}

async function readUpTo<T>(input: QueryCommandInput, wanted: number): Promise<T[]> {
  const items: T[] = [];
  let start: QueryCommandInput['ExclusiveStartKey'];
  do {
    const result = await dynamo().send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...((result.Items ?? []) as T[]));
    start = result.LastEvaluatedKey;
  } while (start && items.length < wanted);
  return items.slice(0, wanted);
}
