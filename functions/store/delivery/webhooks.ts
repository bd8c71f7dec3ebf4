import { DeleteCommand, GetCommand, PutCommand } from '#adapters/table-requests';
import * as v from 'valibot';
import { EVENT_TYPES, type EventType } from '#schemas/delivery/event-types';
import { defineEntity } from '../entity.ts';
import { sendAudited } from '../audited-writes.ts';
import { keys } from '../keys.ts';
import { queryAll, queryPage, type Page, type PageRequest } from '../pagination.ts';
import { dynamo, isConditionFailure, tableName } from '../table.ts';

/** The signing secret is kept in clear: it is the HMAC key, needed for every delivery, not a caller credential. */
const WebhookRecord = v.object({
  id: v.string(),
  user_id: v.string(),
  url: v.string(),
  events: v.array(v.picklist(EVENT_TYPES)),
  secret: v.string(),
  created_at: v.number(),
});
export type WebhookRecord = v.InferOutput<typeof WebhookRecord>;

const webhooks = defineEntity({
  type: 'webhook',
  schema: WebhookRecord,
  keys: (webhook) => keys.webhook(webhook.user_id, webhook.id),
});

const prefixQuery = (userId: string) => {
  const { pk, skPrefix } = keys.webhooksPrefix(userId);
  return {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix } as Record<string, unknown>,
  };
};

export async function putWebhook(record: WebhookRecord): Promise<void> {
  await sendAudited(new PutCommand({
    TableName: tableName(),
    Item: webhooks.item(record),
    ConditionExpression: 'attribute_not_exists(pk)',
  }), { actions: ['webhook.create'], resourceId: record.id });
}

export async function getWebhook(userId: string, webhookId: string): Promise<WebhookRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.webhook(userId, webhookId) }));
  return webhooks.read(Item);
}

export async function listWebhooks(userId: string, page: PageRequest): Promise<Page<WebhookRecord>> {
  const result = await queryPage<Record<string, unknown>>(prefixQuery(userId), page);
  return { ...result, items: webhooks.readAll(result.items) };
}

/** The account's webhooks whose `events` include the type. */
export async function webhooksSubscribedTo(userId: string, type: EventType): Promise<WebhookRecord[]> {
  const query = prefixQuery(userId);
  return webhooks.readAll(await queryAll<Record<string, unknown>>({
    ...query,
    FilterExpression: 'contains(events, :type)',
    ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':type': type },
  }));
}

/** False when the account has no such webhook. */
export async function deleteWebhook(userId: string, webhookId: string): Promise<boolean> {
  try {
    await sendAudited(new DeleteCommand({
      TableName: tableName(),
      Key: keys.webhook(userId, webhookId),
      ConditionExpression: 'attribute_exists(pk) AND #type = :type',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': webhooks.type },
    }), { actions: ['webhook.delete'], resourceId: webhookId });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
