import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Scope } from '#domain/scopes';
import { keys } from './keys.ts';
import { queryPage, type Page, type PageRequest } from './pagination.ts';
import { dynamo, isConditionFailure, tableName } from './table.ts';

export interface ApiKeyRecord {
  id: string;
  user_id: string;
  name: string;
  key_prefix: string;
  key_hash: string;
  scopes: Scope[];
  created_at: number;
  expires_at: number | null;
  last_used_at: number | null;
}

export async function putApiKey(record: ApiKeyRecord): Promise<void> {
  await dynamo().send(new PutCommand({
    TableName: tableName(),
    Item: {
      ...keys.apiKey(record.key_hash),
      ...keys.apiKeysOfAccount(record.user_id, record.id),
      type: 'api_key',
      ...record,
    },
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
  return Item as ApiKeyRecord | undefined;
}

export async function listApiKeys(userId: string, page: PageRequest): Promise<Page<ApiKeyRecord>> {
  const { gsi1pk } = keys.apiKeysOfAccount(userId);
  return queryPage<ApiKeyRecord>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi1pk },
  }, page);
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
  const found = Items?.[0] as ApiKeyRecord | undefined;
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
