import { log } from '#shared/logger';
import type { Channel, DeliveryView, EventType, WebhookEventFilter, WebhookEventView } from '#schemas/delivery/events';
import { changeDelivery, deliveryKey, getEvent, listEvents, putEvent, type DeliveryRecord, type EventRecord } from '#store/delivery/events';
import type { Page, PageRequest } from '#store/pagination';
import { getScheduleRecord } from '#store/catalogue/schedules';
import { webhooksSubscribedTo } from '#store/delivery/webhooks';
import { nowSeconds, SECONDS_PER_DAY } from '#shared/clock';
import { progressCheckAt } from './retry-policy.ts';
import { startDeliveryWorkflow } from './workflow.ts';
import { ConflictError, NotFoundError } from '#shared/errors';
import { newId } from '#shared/ids';

/** Events, with their delivery status, are kept (and listed by GET /webhook-events) this long. */
export const EVENT_RETENTION_SECONDS = 7 * SECONDS_PER_DAY;

export interface PublishEventInput {
  userId: string;
  type: EventType;
  data: Record<string, unknown>;
  /** The schedule that produced a briefing: its delivery method receives briefing events too. */
  scheduleId?: string;
}

function newDelivery(channel: Channel, fields: Partial<Pick<DeliveryRecord, 'webhook_id' | 'schedule_id' | 'destination'>>): DeliveryRecord {
  return {
    channel,
    webhook_id: fields.webhook_id ?? null,
    schedule_id: fields.schedule_id ?? null,
    destination: fields.destination ?? null,
    status: 'pending',
    attempts: 0,
    round: 0,
    last_response_code: null,
    last_error: null,
    last_attempt_at: null,
    next_attempt_at: null,
    delivered_at: null,
  };
}

/** The schedule's own channel; webhook schedules are served by the account's webhooks like every event. */
async function scheduledDelivery(userId: string, scheduleId: string): Promise<DeliveryRecord | undefined> {
  // Read from the store, not domain/catalogue/schedules: schedules start briefings, whose events come back here.
  const schedule = await getScheduleRecord(userId, scheduleId);
  if (!schedule) {
    log('warn', 'schedule gone; its channel is not delivered', { user_id: userId, schedule_id: scheduleId });
    return undefined;
  }
  if (schedule.delivery_method === 'webhook') return undefined;
  return newDelivery(schedule.delivery_method, { schedule_id: schedule.id, destination: schedule.destination ?? null });
}

/** Starts a delivery round; a round that cannot start is recorded as failed, so it shows up to be redelivered. */
export async function startRound(userId: string, eventId: string, key: string, delivery: DeliveryRecord): Promise<void> {
  try {
    await startDeliveryWorkflow({ user_id: userId, event_id: eventId, delivery_key: key }, delivery.webhook_id ?? delivery.channel, delivery.round);
  } catch (error) {
    log('error', 'delivery workflow not started', { event_id: eventId, delivery: key, error: (error as Error).message });
    await changeDelivery(userId, eventId, key, {
      when: 'pending',
      moveTo: 'failed',
      set: { last_error: 'The delivery could not be started; redeliver it' },
    });
  }
}

/**
 * Records an event (kept 7 days) and starts one delivery workflow per
 * target: each webhook of the account subscribed to the type, and for a
 * scheduled briefing the schedule's e-mail, Telegram or WhatsApp channel.
 */
export async function publishEvent(input: PublishEventInput): Promise<{ id: string }> {
  const now = nowSeconds();
  const isBriefing = input.type === 'briefing.generated' || input.type === 'briefing.failed';
  const [webhooks, scheduled] = await Promise.all([
    webhooksSubscribedTo(input.userId, input.type),
    isBriefing && input.scheduleId ? scheduledDelivery(input.userId, input.scheduleId) : undefined,
  ]);
  const deliveries: Record<string, DeliveryRecord> = {};
  for (const webhook of webhooks) deliveries[deliveryKey({ webhookId: webhook.id })] = newDelivery('webhook', { webhook_id: webhook.id });
  if (scheduled) deliveries[deliveryKey({ channel: scheduled.channel })] = scheduled;
  const event: EventRecord = {
    id: newId('evt'),
    user_id: input.userId,
    event_type: input.type,
    created_at: now,
    data: isBriefing ? { ...input.data, schedule_id: input.scheduleId ?? null } : input.data,
    deliveries,
    count_pending: Object.keys(deliveries).length,
    count_delivered: 0,
    count_failed: 0,
    ttl: now + EVENT_RETENTION_SECONDS,
    ...(Object.keys(deliveries).length > 0 ? { recover_at: progressCheckAt(now) } : {}),
  };
  await putEvent(event);
  await Promise.all(Object.entries(deliveries).map(([key, delivery]) => startRound(event.user_id, event.id, key, delivery)));
  return { id: event.id };
}

function toDeliveryView(delivery: DeliveryRecord): DeliveryView {
  return {
    channel: delivery.channel,
    webhook_id: delivery.webhook_id,
    schedule_id: delivery.schedule_id,
    status: delivery.status,
    attempts: delivery.attempts,
    last_response_code: delivery.last_response_code,
    last_error: delivery.last_error,
    last_attempt_at: delivery.last_attempt_at,
    next_attempt_at: delivery.next_attempt_at,
    delivered_at: delivery.delivered_at,
  };
}

function toView(event: EventRecord): WebhookEventView {
  const deliveries = Object.entries(event.deliveries)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, delivery]) => toDeliveryView(delivery));
  return { id: event.id, type: event.event_type, created_at: event.created_at, data: event.data, deliveries };
}

/** The missed-event log: events of the last 7 days with every delivery's status, newest first. */
export async function listWebhookEvents(userId: string, filter: WebhookEventFilter, page: PageRequest): Promise<Page<WebhookEventView>> {
  const result = await listEvents(userId, filter, page);
  return { ...result, items: result.items.map(toView) };
}

/**
 * Sends an event again to its failed deliveries (or the one to `webhookId`):
 * each starts a new round of up to 5 attempts, to the webhook's current URL
 * and secret. Conflict when none of them has failed.
 */
export async function redeliverEvent(userId: string, eventId: string, webhookId?: string): Promise<WebhookEventView> {
  const event = await getEvent(userId, eventId);
  if (!event) throw new NotFoundError('Event', eventId);
  const keys = webhookId ? [deliveryKey({ webhookId })] : Object.keys(event.deliveries);
  if (webhookId && !event.deliveries[keys[0]!]) throw new NotFoundError(`Delivery of event ${eventId} to webhook`, webhookId);
  const failed = keys.filter((key) => event.deliveries[key]?.status === 'failed');
  const now = nowSeconds();
  let reopened = 0;
  for (const key of failed) {
    const updated = await changeDelivery(userId, eventId, key, {
      when: 'failed',
      moveTo: 'pending',
      set: { attempts: 0, next_attempt_at: now },
      increment: { round: 1 },
      recoverAt: progressCheckAt(now),
    }, now);
    const delivery = updated?.deliveries[key];
    if (!delivery) continue;
    reopened++;
    await startRound(userId, eventId, key, delivery);
  }
  if (reopened === 0) {
    const statuses = [...new Set(keys.map((key) => event.deliveries[key]?.status))].join(', ') || 'no deliveries';
    throw new ConflictError(`Event ${eventId} has no failed delivery to redeliver (${statuses})`);
  }
  const latest = await getEvent(userId, eventId);
  if (!latest) throw new NotFoundError('Event', eventId);
  return toView(latest);
}
