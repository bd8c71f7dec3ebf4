import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { SCOPES } from '#domain/scopes';
import { defineEntity } from './entity.ts';
import { keys } from './keys.ts';
import { queryPage, type Page, type PageRequest } from './pagination.ts';
import { dynamo, isConditionFailure, tableName } from './table.ts';

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
});
export type ApiKeyRecord = v.InferOutput<typeof ApiKeyRecord>;

const apiKeys = defineEntity({
  type: 'api_key',
  schema: ApiKeyRecord,
  keys: (key) => ({ ...keys.apiKey(key.key_hash), ...keys.apiKeysOfAccount(key.user_id, key.id) }),
});

export async function putApiKey(record: ApiKeyRecord): Promise<void> {
  await dynamo().send(new PutCommand({
    TableName: tableName(),
    Item: apiKeys.item(record),
    ConditionExpression: 'attribute_not_exists(pk)',
  }));
}

/** The hot path of every API request: one strongly consistent GetItem. */
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

/** Deletes the key for good; false when the account has no such key. */
export async function deleteApiKey(userId: string, keyId: string): Promise<boolean> {
  const { gsi1pk, gsi1sk } = keys.apiKeysOfAccount(userId, keyId);
  const { Items } = await dynamo().send(new QueryCommand({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
    ExpressionAttributeValues: { ':pk': gsi1pk, ':sk': gsi1sk },
  }));
  const found = apiKeys.read(Items?.[0]);
  if (!found) return false;
  try {
    await dynamo().send(new DeleteCommand({
      TableName: tableName(),
      Key: keys.apiKey(found.key_hash),
      ConditionExpression: 'user_id = :user',
      ExpressionAttributeValues: { ':user': userId },
    }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Records use; the caller limits this to the first request of a minute. */
export async function touchApiKey(keyHash: string, at: number): Promise<void> {
  try {
    await dynamo().send(new UpdateCommand({
      TableName: tableName(),
      Key: keys.apiKey(keyHash),
      UpdateExpression: 'SET last_used_at = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': at },
    }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
