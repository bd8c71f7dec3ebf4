import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '#adapters/table-requests';
import { nowSeconds } from '#shared/clock';
import type { Channel, DeliveryStatus, EventType, WebhookEventFilter } from '#schemas/delivery/events';
import { keys } from '../keys.ts';
import { queryPage, type Page, type PageRequest } from '../pagination.ts';
import { conditionally, dynamo, isConditionFailure, isLive, tableName } from '../table.ts';

export interface DeliveryRecord {
  channel: Channel;
  webhook_id: string | null;
  schedule_id: string | null;
  /** E-mail address, chat id or phone number of a scheduled channel; webhooks are looked up when sent. */
  destination: string | null;
  status: DeliveryStatus;
  attempts: number;
  /** Bumped by each redelivery, so every round runs as its own workflow execution. */
  round: number;
  last_response_code: number | null;
  last_error: string | null;
  last_attempt_at: number | null;
  next_attempt_at: number | null;
  delivered_at: number | null;
}

/**
 * An event and every delivery of it. Per-status counters make "events with a
 * failed delivery" a filter on the item; status changes are conditional on the
 * delivery's current status, so each transition is counted once.
 */
export interface EventRecord {
  id: string;
  user_id: string;
  event_type: EventType;
  created_at: number;
  data: Record<string, unknown>;
  /** Keyed by `deliveryKey`. */
  deliveries: Record<string, DeliveryRecord>;
  count_pending: number;
  count_delivered: number;
  count_failed: number;
  ttl: number;
  /**
   * While a delivery is pending: when to check that it is still making
   * progress (indexed by `keys.pendingDelivery`); removed once none is pending.
   */
  recover_at?: number;
}

/** Map key of a delivery: one per webhook, and at most one scheduled channel per event. */
export const deliveryKey = (target: { webhookId: string } | { channel: Channel }): string =>
  'webhookId' in target ? `webhook:${target.webhookId}` : `channel:${target.channel}`;

export async function putEvent(record: EventRecord): Promise<void> {
  await dynamo().send(new PutCommand({
    TableName: tableName(),
    Item: {
      ...keys.event(record.user_id, record.id),
      ...(record.recover_at === undefined ? {} : keys.pendingDelivery(record.recover_at, record.user_id, record.id)),
      type: 'event',
      ...record,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  }));
}

export async function getEvent(userId: string, eventId: string): Promise<EventRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({
    TableName: tableName(),
    Key: keys.event(userId, eventId),
    ConsistentRead: true,
  }));
  const record = Item as EventRecord | undefined;
  return isLive(record) ? record : undefined;
}

function filterExpression(filter: WebhookEventFilter): Pick<Parameters<typeof queryPage>[0], 'FilterExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'> {
  const clauses: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (filter.type) {
    clauses.push('event_type = :type');
    values[':type'] = filter.type;
  }
  if (filter.webhook_id) {
    Object.assign(names, { '#deliveries': 'deliveries', '#target': deliveryKey({ webhookId: filter.webhook_id }) });
    if (filter.status) {
      clauses.push('#deliveries.#target.#status = :status');
      names['#status'] = 'status';
      values[':status'] = filter.status;
    } else {
      clauses.push('attribute_exists(#deliveries.#target)');
    }
  } else if (filter.status) {
    clauses.push(`count_${filter.status} > :zero`);
    values[':zero'] = 0;
  }
  if (clauses.length === 0) return {};
  return {
    FilterExpression: clauses.join(' AND '),
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ExpressionAttributeValues: values,
  };
}

/** Events still within their retention, newest first. */
export function listEvents(userId: string, filter: WebhookEventFilter, page: PageRequest): Promise<Page<EventRecord>> {
  const { pk, skPrefix } = keys.eventsPrefix(userId);
  const filters = filterExpression(filter);
  return queryPage<EventRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ...filters,
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix, ...filters.ExpressionAttributeValues },
  }, page);
}

type MutableField = 'last_response_code' | 'last_error' | 'last_attempt_at' | 'next_attempt_at' | 'delivered_at' | 'attempts' | 'destination';

export interface DeliveryChange {
  /** The change applies only while the delivery is in this status. */
  when: DeliveryStatus;
  set?: Partial<Pick<DeliveryRecord, MutableField>>;
  /** Added to the current value. */
  increment?: Partial<Record<'attempts' | 'round', number>>;
  /** New status; the per-status counters follow. */
  moveTo?: DeliveryStatus;
  /** Postpones the event's next progress check to this time (for a delivery that stays or becomes pending). */
  recoverAt?: number;
}

/**
 * Applies one conditional change to one delivery and returns the whole event
 * after it, or undefined when the event is gone or the delivery is not in
 * the expected status (another attempt or a redelivery got there first).
 */
export async function changeDelivery(userId: string, eventId: string, key: string, change: DeliveryChange, now = nowSeconds()): Promise<EventRecord | undefined> {
  const names: Record<string, string> = { '#deliveries': 'deliveries', '#target': key, '#status': 'status', '#ttl': 'ttl' };
  const values: Record<string, unknown> = { ':when': change.when, ':now': now };
  const sets: string[] = [];
  const adds: string[] = [];
  const path = (field: string) => {
    names[`#${field}`] = field;
    return `#deliveries.#target.#${field}`;
  };
  for (const [field, value] of Object.entries(change.set ?? {})) {
    sets.push(`${path(field)} = :set_${field}`);
    values[`:set_${field}`] = value;
  }
  for (const [field, amount] of Object.entries(change.increment ?? {})) {
    sets.push(`${path(field)} = ${path(field)} + :inc_${field}`);
    values[`:inc_${field}`] = amount;
  }
  if (change.moveTo && change.moveTo !== change.when) {
    sets.push('#deliveries.#target.#status = :to');
    values[':to'] = change.moveTo;
    adds.push(`count_${change.when} :minus_one`, `count_${change.moveTo} :one`);
    Object.assign(values, { ':minus_one': -1, ':one': 1 });
  }
  if (change.recoverAt !== undefined) {
    const { gsi2pk, gsi2sk } = keys.pendingDelivery(change.recoverAt, userId, eventId);
    sets.push('recover_at = :recover_at', 'gsi2pk = :gsi2pk', 'gsi2sk = :gsi2sk');
    Object.assign(values, { ':recover_at': change.recoverAt, ':gsi2pk': gsi2pk, ':gsi2sk': gsi2sk });
  }
  const expression = [sets.length ? `SET ${sets.join(', ')}` : '', adds.length ? `ADD ${adds.join(', ')}` : ''].filter(Boolean).join(' ');
  try {
    const { Attributes } = await dynamo().send(new UpdateCommand({
      TableName: tableName(),
      Key: keys.event(userId, eventId),
      UpdateExpression: expression,
      ConditionExpression: 'attribute_exists(pk) AND #ttl > :now AND #deliveries.#target.#status = :when',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }));
    const event = Attributes as EventRecord & { gsi2pk?: string };
    if (event.count_pending === 0 && event.gsi2pk !== undefined) await clearPendingMark(userId, eventId);
    return event;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Takes the event out of the pending-deliveries index, if nothing is pending any more. */
export async function clearPendingMark(userId: string, eventId: string): Promise<void> {
  await conditionally(() => dynamo().send(new UpdateCommand({
    TableName: tableName(),
    Key: keys.event(userId, eventId),
    UpdateExpression: 'REMOVE recover_at, gsi2pk, gsi2sk',
    ConditionExpression: 'attribute_exists(pk) AND count_pending = :zero',
    ExpressionAttributeValues: { ':zero': 0 },
  })));
}

/**
 * Events with a pending delivery whose progress check is due by `dueBy`
 * (every one without it), oldest due first. One Query of the sparse index.
 */
export async function eventsWithPendingDeliveries(dueBy?: number): Promise<Array<{ user_id: string; id: string }>> {
  const found: Array<{ user_id: string; id: string }> = [];
  const { gsi2pk, gsi2skBelow } = keys.pendingDeliveriesDueBy(dueBy ?? 0);
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: dueBy === undefined ? 'gsi2pk = :pk' : 'gsi2pk = :pk AND gsi2sk < :below',
      ExpressionAttributeValues: { ':pk': gsi2pk, ...(dueBy === undefined ? {} : { ':below': gsi2skBelow }) },
      ProjectionExpression: '#user, #id',
      ExpressionAttributeNames: { '#user': 'user_id', '#id': 'id' },
      ExclusiveStartKey: start,
    }));
    found.push(...((page.Items ?? []) as Array<{ user_id: string; id: string }>));
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}
