import { config } from '#shared/config';
import type { EventEnvelope } from '#schemas/events';
import type { DeliveryRecord, EventRecord } from '#store/events';
import { getWebhook } from '#store/webhooks';
import type * as v from 'valibot';
import type { ChannelAdapter } from './channel-adapter.ts';
import { email } from './email.ts';
import { briefingMessage } from './message.ts';
import { appendToOutbox } from './outbox.ts';
import { permanentFailure, type SendResult } from './send-result.ts';
import { telegram } from './telegram.ts';
import { sendWebhook } from './webhook.ts';
import { whatsapp } from './whatsapp.ts';

/** The body every webhook receives; `timestamp` is this attempt's send time. */
export function eventEnvelope(event: EventRecord, sentAt: number): v.InferOutput<typeof EventEnvelope> {
  return {
    id: event.id,
    type: event.event_type,
    created_at: event.created_at,
    timestamp: sentAt,
    data: event.data as v.InferOutput<typeof EventEnvelope>['data'],
  };
}

async function sendThrough<R>(adapter: ChannelAdapter<R>, event: EventRecord, delivery: DeliveryRecord & { destination: string }, sentAt: number): Promise<SendResult> {
  const request = adapter.build(delivery.destination, briefingMessage(event.event_type, event.data));
  const missing = await adapter.missingConfiguration();
  if (!missing) return adapter.send(request);
  if (!config.localMode) return permanentFailure(`${delivery.channel} delivery is not configured: ${missing}`);
  await appendToOutbox({ channel: delivery.channel, event_id: event.id, destination: delivery.destination, request, written_at: sentAt });
  return { ok: true, code: null };
}

/** One attempt of one delivery, by its channel. */
export async function sendDelivery(event: EventRecord, delivery: DeliveryRecord, sentAt: number): Promise<SendResult> {
  if (delivery.channel === 'webhook') {
    const webhook = delivery.webhook_id ? await getWebhook(event.user_id, delivery.webhook_id) : undefined;
    if (!webhook) return permanentFailure('The webhook was deleted');
    return sendWebhook(webhook, eventEnvelope(event, sentAt));
  }
  const { destination } = delivery;
  if (!destination) return permanentFailure(`The schedule has no ${delivery.channel} destination`);
  const adapter = { email, telegram, whatsapp }[delivery.channel] as ChannelAdapter<unknown>;
  return sendThrough(adapter, event, { ...delivery, destination }, sentAt);
}
