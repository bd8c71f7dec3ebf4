import { envelope, idParam, listEnvelope } from '#schemas/common';
import { Redeliver, WebhookEvent, WebhookEventQuery } from '#schemas/delivery/events';
import { defineRoute } from '#http/route';

const TAG = 'Webhooks';

export const listWebhookEvents = /* @__PURE__ */ defineRoute({
  operationId: 'listWebhookEvents',
  method: 'GET',
  path: '/webhook-events',
  handler: 'delivery/webhook-events-list',
  summary: 'Events of the last 7 days with the status of each delivery; filter by status to find missed events',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'webhooks:write' },
  query: WebhookEventQuery,
  responses: { 200: { description: 'A page of events, newest first, each with its deliveries', schema: listEnvelope(WebhookEvent) } },
});

export const redeliverWebhookEvent = /* @__PURE__ */ defineRoute({
  operationId: 'redeliverWebhookEvent',
  audit: { action: 'webhook.redeliver', resourceType: 'event', resourceId: { param: 'id' } },
  access: ['delivery-workflow'],
  method: 'POST',
  path: '/webhook-events/{id}/redeliver',
  handler: 'delivery/webhook-events-redeliver',
  summary: 'Send an event again to its failed deliveries: a new round of up to 5 attempts with the same event id',
  tag: TAG,
  auth: { type: 'apiKey', scope: 'webhooks:write' },
  params: idParam('id', 'Event id (evt_...)'),
  body: Redeliver,
  responses: {
    202: { description: 'Redelivery started; the failed deliveries are pending again', schema: envelope(WebhookEvent) },
    404: { description: 'No such event in the last 7 days, or the event was not sent to webhook_id' },
    409: { description: 'None of the targeted deliveries has failed (pending or delivered)' },
  },
});
