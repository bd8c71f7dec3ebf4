import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '#adapters/table-requests';
import * as v from 'valibot';
import { SCOPES } from '#shared/scopes';
import { defineEntity } from '../entity.ts';
import { sendAudited } from '../audited-writes.ts';
import { keys } from '../keys.ts';
import { queryPage, type Page, type PageRequest } from '../pagination.ts';
import { dynamo, isConditionFailure, tableName } from '../table.ts';

/** Stored under the SHA-256 of the key (the key itself is never stored) and listed per account in gsi1. */
const ApiKeyRecord = v.object({
  id: v.string(),
  user_id: v.string(),
  name: v.string(),
  key_prefix: v.string(),
  key_hash: v.string(),
  scopes: v.array(v.picklist(SCOPES)),
  created_at: v.number(),
  expires_at: v.nullable(v.number()),
  last_used_at: v.nullable(v.number()),
  /** The key's current one-minute rate-limit window (Unix minute) and its counts; absent until the first request. */
  window_minute: v.optional(v.number()),
  window_reads: v.optional(v.number()),
  window_writes: v.optional(v.number()),
});
export type ApiKeyRecord = v.InferOutput<typeof ApiKeyRecord>;

export const apiKeys = defineEntity({
  type: 'api_key',
  schema: ApiKeyRecord,
  keys: (key) => ({ ...keys.apiKey(key.key_hash), ...keys.apiKeysOfAccount(key.user_id, key.id) }),
});

export async function putApiKey(record: ApiKeyRecord): Promise<void> {
  await sendAudited(new PutCommand({
    TableName: tableName(),
    Item: apiKeys.item(record),
    ConditionExpression: 'attribute_not_exists(pk)',
  }), { actions: ['key.create'], resourceId: record.id });
}

/** The key as it is now (strongly consistent): why an admission's conditional update failed. */
export async function getApiKeyByHash(keyHash: string): Promise<ApiKeyRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({
    TableName: tableName(),
    Key: keys.apiKey(keyHash),
    ConsistentRead: true,
  }));
  return apiKeys.read(Item);
}

export async function listApiKeys(userId: string, page: PageRequest): Promise<Page<ApiKeyRecord>> {
  const { gsi1pk } = keys.apiKeysOfAccount(userId);
  const result = await queryPage<Record<string, unknown>>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi1pk },
  }, page);
  return { ...result, items: apiKeys.readAll(result.items) };
}

/** Deletes the key for good and returns it as it was (its last window still to be added to usage); undefined when the account has no such key. */
export async function deleteApiKey(userId: string, keyId: string): Promise<ApiKeyRecord | undefined> {
  const { gsi1pk, gsi1sk } = keys.apiKeysOfAccount(userId, keyId);
  const { Items } = await dynamo().send(new QueryCommand({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
    ExpressionAttributeValues: { ':pk': gsi1pk, ':sk': gsi1sk },
  }));
  const found = apiKeys.read(Items?.[0]);
  if (!found) return undefined;
  try {
    const { Attributes } = await dynamo().send(new DeleteCommand({
      TableName: tableName(),
      Key: keys.apiKey(found.key_hash),
      ConditionExpression: 'user_id = :user',
      ExpressionAttributeValues: { ':user': userId },
      ReturnValues: 'ALL_OLD',
    }));
    return apiKeys.read(Attributes);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
