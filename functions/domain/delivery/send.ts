import type { EventEnvelope } from '#schemas/delivery/events';
import type { DeliveryRecord, EventRecord } from '#store/delivery/events';
import { getWebhook } from '#store/delivery/webhooks';
import type * as v from 'valibot';
import type { ChannelAdapter } from './channel-adapter.ts';
import { email } from './email.ts';
import { briefingMessage } from './message.ts';
import { sendThroughChannel } from './send-message.ts';
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
  return sendThroughChannel(adapter, delivery.channel, destination, briefingMessage(event.event_type, event.data), event.id, sentAt);
}
