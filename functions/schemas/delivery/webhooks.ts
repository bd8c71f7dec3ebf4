import * as v from 'valibot';
import { EventTypeSchema } from './event-types.ts';
import { timestamp } from '../common.ts';

export const webhookLimits = { urlMax: 2048 } as const;

export const CreateWebhook = v.strictObject({
  url: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(webhookLimits.urlMax),
    v.url('must be an absolute https URL'),
    v.description(
      'Where events are POSTed: an https URL of a public host, at most 2048 characters. Private, link-local and '
      + 'metadata addresses are refused; plain http only to a loopback address when the service allows it (local runs)',
    ),
  ),
  events: v.pipe(
    v.array(EventTypeSchema),
    v.minLength(1),
    v.description('Event types to receive, at least one; duplicates are ignored'),
  ),
});
export type CreateWebhookInput = v.InferOutput<typeof CreateWebhook>;

const webhookFields = {
  id: v.pipe(v.string(), v.description('Webhook id (wh_...)')),
  url: v.string(),
  events: v.array(EventTypeSchema),
};

export const Webhook = v.object({
  ...webhookFields,
  secret_prefix: v.pipe(v.string(), v.description('First 8 characters of the signing secret, for identification only')),
  created_at: timestamp,
});
export type WebhookView = v.InferOutput<typeof Webhook>;

export const CreatedWebhook = v.object({
  ...webhookFields,
  secret: v.pipe(
    v.string(),
    v.description('HMAC-SHA256 signing secret (whsec_...). Returned only in this response: store it to verify X-Briefing-Signature'),
  ),
  created_at: timestamp,
});
export type CreatedWebhookView = v.InferOutput<typeof CreatedWebhook>;

export const DeletedWebhook = v.object({ id: v.string(), deleted: v.literal(true) });
