import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { EventType } from '#schemas/events';
import { keys } from './keys.ts';
import { queryAll, queryPage, type Page, type PageRequest } from './pagination.ts';
import { dynamo, isConditionFailure, tableName } from './table.ts';

/** The signing secret is kept in clear: it is the HMAC key, needed for every delivery, not a caller credential. */
export interface WebhookRecord {
  id: string;
  user_id: string;
  url: string;
  events: EventType[];
  secret: string;
  created_at: number;
}

const prefixQuery = (userId: string) => {
  const { pk, skPrefix } = keys.webhooksPrefix(userId);
  return {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix } as Record<string, unknown>,
  };
};

export async function putWebhook(record: WebhookRecord): Promise<void> {
  await dynamo().send(new PutCommand({
    TableName: tableName(),
    Item: { ...keys.webhook(record.user_id, record.id), type: 'webhook', ...record },
    ConditionExpression: 'attribute_not_exists(pk)',
  }));
}

export async function getWebhook(userId: string, webhookId: string): Promise<WebhookRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.webhook(userId, webhookId) }));
  return Item as WebhookRecord | undefined;
}

export function listWebhooks(userId: string, page: PageRequest): Promise<Page<WebhookRecord>> {
  return queryPage<WebhookRecord>(prefixQuery(userId), page);
}

/** The account's webhooks whose `events` include the type. */
export function webhooksSubscribedTo(userId: string, type: EventType): Promise<WebhookRecord[]> {
  const query = prefixQuery(userId);
  return queryAll<WebhookRecord>({
    ...query,
    FilterExpression: 'contains(events, :type)',
    ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':type': type },
  });
}

/** False when the account has no such webhook. */
export async function deleteWebhook(userId: string, webhookId: string): Promise<boolean> {
  try {
    await dynamo().send(new DeleteCommand({
      TableName: tableName(),
      Key: keys.webhook(userId, webhookId),
      ConditionExpression: 'attribute_exists(pk) AND #type = :type',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': 'webhook' },
    }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
