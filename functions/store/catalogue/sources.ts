import { DeleteCommand, GetCommand, PutCommand } from '#adapters/table-requests';
import * as v from 'valibot';
import { SOURCE_TYPES } from '#schemas/catalogue/sources';
import { defineEntity } from '../entity.ts';
import { carriesAuditEntry, sendAudited } from '../audited-writes.ts';
import { keys } from '../keys.ts';
import { queryAll, queryPage, type ListQuery, type Page, type PageRequest } from '../pagination.ts';
import { dynamo, isConditionFailure, tableName } from '../table.ts';

/** A stored source, with its owner, which the API does not show. */
const SourceRecord = v.object({
  id: v.string(),
  user_id: v.string(),
  type: v.picklist(SOURCE_TYPES),
  url: v.string(),
  name: v.string(),
  profile_id: v.nullable(v.string()),
  created_at: v.number(),
});
export type SourceRecord = v.InferOutput<typeof SourceRecord>;

const sources = defineEntity({
  type: 'source',
  schema: SourceRecord,
  /** Attached sources are also listed under their profile in gsi1. */
  keys: (source) => ({
    ...keys.source(source.user_id, source.id),
    ...(source.profile_id === null ? {} : keys.sourcesOfProfile(source.user_id, source.profile_id, source.id)),
  }),
  /** `type` is the entity marker of every item, so the source's own type is stored as `source_type`. */
  renames: { type: 'source_type' },
});
const ENTITY = sources.type;

export async function putSource(record: SourceRecord): Promise<void> {
  await sendAudited(new PutCommand({
    TableName: tableName(),
    Item: sources.item(record),
    ConditionExpression: 'attribute_not_exists(pk)',
  }), { actions: ['source.create'], resourceId: record.id });
}

export async function getSourceRecord(userId: string, sourceId: string): Promise<SourceRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({
    TableName: tableName(),
    Key: keys.source(userId, sourceId),
    ConsistentRead: true,
  }));
  return sources.read(Item);
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
  return { ...result, items: sources.readAll(result.items) };
}

/** Every source of a profile (a small set), newest first. */
export async function allSourcesOfProfile(userId: string, profileId: string): Promise<SourceRecord[]> {
  return sources.readAll(await queryAll<Record<string, unknown>>(profileSources(userId, profileId)));
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
  return sources.readAll(items);
}

/**
 * Deletes the source and returns it as it was; undefined when the account has no such source. As
 * the change of a `source.delete` call it is read first (sources are never updated, so what was read
 * is what the transaction deletes) and deleted together with the call's audit entry.
 */
export async function deleteSourceRecord(userId: string, sourceId: string): Promise<SourceRecord | undefined> {
  const resource = { actions: ['source.delete'], resourceId: sourceId } as const;
  const carries = carriesAuditEntry(resource);
  const before = carries ? await getSourceRecord(userId, sourceId) : undefined;
  if (carries && !before) return undefined;
  try {
    const { attributes } = await sendAudited(new DeleteCommand({
      TableName: tableName(),
      Key: keys.source(userId, sourceId),
      ConditionExpression: 'attribute_exists(pk) AND #type = :type',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': ENTITY },
      ReturnValues: 'ALL_OLD',
    }), resource);
    return before ?? sources.read(attributes);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
