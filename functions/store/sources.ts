import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Source } from '#schemas/sources';
import { keys } from './keys.ts';
import { queryAll, queryPage, type ListQuery, type Page, type PageRequest } from './pagination.ts';
import { dynamo, isConditionFailure, tableName } from './table.ts';

const ENTITY = 'source';

/** Source records keep the owner, which the API does not show. */
export type SourceRecord = Source & { user_id: string };

function toRecord(item: Record<string, unknown>): SourceRecord {
  const { pk: _pk, sk: _sk, type: _entity, gsi1pk: _gsi1pk, gsi1sk: _gsi1sk, source_type: type, ...rest } = item;
  return { ...rest, type } as SourceRecord;
}

/** `type` is the entity marker of every item, so the source's own type is stored as `source_type`. */
export async function putSource(record: SourceRecord): Promise<void> {
  const { type, ...rest } = record;
  await dynamo().send(new PutCommand({
    TableName: tableName(),
    Item: {
      ...keys.source(record.user_id, record.id),
      ...(record.profile_id === null ? {} : keys.sourcesOfProfile(record.user_id, record.profile_id, record.id)),
      type: ENTITY,
      source_type: type,
      ...rest,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  }));
}

export async function getSourceRecord(userId: string, sourceId: string): Promise<SourceRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({
    TableName: tableName(),
    Key: keys.source(userId, sourceId),
    ConsistentRead: true,
  }));
  return Item?.type === ENTITY ? toRecord(Item) : undefined;
}

function accountSources(userId: string): ListQuery {
  const { pk, skPrefix } = keys.sourcesPrefix(userId);
  return {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: '#type = :type',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix, ':type': ENTITY },
  };
}

function profileSources(userId: string, profileId: string): ListQuery {
  return {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.sourcesOfProfile(userId, profileId).gsi1pk },
  };
}

/** Newest first; with a profile id, only the sources attached to it. */
export async function listSourceRecords(userId: string, page: PageRequest, profileId?: string): Promise<Page<SourceRecord>> {
  const query = profileId === undefined ? accountSources(userId) : profileSources(userId, profileId);
  const result = await queryPage<Record<string, unknown>>(query, page);
  return { ...result, items: result.items.map(toRecord) };
}

/** Every source of a profile (a small set), newest first. */
export async function allSourcesOfProfile(userId: string, profileId: string): Promise<SourceRecord[]> {
  return (await queryAll<Record<string, unknown>>(profileSources(userId, profileId))).map(toRecord);
}

/**
 * Every source attached to a profile, read strongly consistent from the base
 * table (the index may lag), so a deletion sweep sees every source written
 * before it began.
 */
export async function allSourcesOfProfileConsistent(userId: string, profileId: string): Promise<SourceRecord[]> {
  const query = accountSources(userId);
  const items = await queryAll<Record<string, unknown>>({
    ...query,
    ConsistentRead: true,
    FilterExpression: `${query.FilterExpression} AND profile_id = :profile`,
    ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':profile': profileId },
  });
  return items.map(toRecord);
}

/** Deletes the source and returns it as it was; undefined when the account has no such source. */
export async function deleteSourceRecord(userId: string, sourceId: string): Promise<SourceRecord | undefined> {
  try {
    const { Attributes } = await dynamo().send(new DeleteCommand({
      TableName: tableName(),
      Key: keys.source(userId, sourceId),
      ConditionExpression: 'attribute_exists(pk) AND #type = :type',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': ENTITY },
      ReturnValues: 'ALL_OLD',
    }));
    return Attributes ? toRecord(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
