import * as v from 'valibot';
import { ArticleCitation } from '../briefings/documents.ts';
import { BRIEFING_OUTCOMES } from '../briefings/job-values.ts';
import { pageQueryEntries, timestamp } from '../common.ts';
import { EVENT_TYPES, EventTypeSchema } from './event-types.ts';

export * from './event-types.ts';

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const CHANNELS = ['webhook', 'email', 'telegram', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];

const nullableString = v.nullable(v.string());

const citedBullet = v.object({
  text: v.string(),
  sources: v.array(v.object({ name: v.string(), url: v.string() })),
  articles: v.pipe(v.array(ArticleCitation), v.description('The articles the point comes from')),
});

/**
 * `data` of briefing.generated. With outcome `briefing` the audio link is signed and valid for 24 hours
 * from the event; with outcome `nothing_new` there was no new story, no audio was made, and the
 * links, audio_url_expires_at and summary are null.
 */
export const BriefingGeneratedData = v.object({
  job_id: v.pipe(v.string(), v.description('The briefing (job) id, job_...')),
  profile_id: v.string(),
  schedule_id: v.pipe(nullableString, v.description('Schedule that started the briefing, or null')),
  status: v.literal('done'),
  outcome: v.pipe(v.picklist(BRIEFING_OUTCOMES), v.description('briefing: audio made; nothing_new: no fresh story on the interests that earlier briefings have not told, so no audio')),
  message: v.pipe(nullableString, v.description('Why there was nothing new, or how many stories a briefing shorter than asked tells; null otherwise')),
  audio_url: v.pipe(nullableString, v.description('Signed MP3 link, valid for 24 hours; GET /briefings/{id}/audio issues a fresh one. Null for nothing_new')),
  audio_url_expires_at: v.pipe(v.nullable(timestamp), v.description('When audio_url stops working; null for nothing_new')),
  duration_seconds: v.pipe(v.number(), v.integer(), v.description('Length of the audio; 0 for nothing_new')),
  shortfall_seconds: v.pipe(v.nullable(v.pipe(v.number(), v.integer())), v.description("Seconds short of the profile's length when the fresh, on-topic stories not told before ran out; null otherwise")),
  summary: v.pipe(
    v.nullable(v.object({ headline: v.string(), bullets: v.array(citedBullet) })),
    v.description('Headline and key points with their articles; null for nothing_new'),
  ),
  transcript_url: v.pipe(nullableString, v.description('GET endpoint of the transcript; null for nothing_new')),
  summary_url: v.pipe(nullableString, v.description('GET endpoint of the summary; null for nothing_new')),
});

/** `data` of briefing.failed. */
export const BriefingFailedData = v.object({
  job_id: v.string(),
  profile_id: v.string(),
  schedule_id: nullableString,
  status: v.literal('failed'),
  error: v.pipe(v.string(), v.description('Why the briefing failed')),
});

/** `data` of subscription.upgraded and subscription.cancelled. */
export const SubscriptionData = v.object({
  plan: v.picklist(['free', 'pro', 'cancelled']),
  previous_plan: v.picklist(['free', 'pro', 'cancelled']),
});

/** `data` of podcast_feed.shared_suspected; the profile's feed carries the same warning until the URL is rotated. */
export const FeedSharedSuspectedData = v.object({
  profile_id: v.string(),
  url_prefix: v.pipe(v.string(), v.description('The feed URL up to the first characters of its token, as the profile shows it')),
  date: v.pipe(v.string(), v.description('The UTC day (YYYY-MM-DD) the feed was polled by more distinct clients than threshold')),
  threshold: v.pipe(v.number(), v.integer(), v.description('Distinct clients (address and app) a day past which a feed looks shared')),
  detected_at: timestamp,
});

/**
 * The JSON body POSTed to a webhook, signed with HMAC-SHA256 over these exact
 * bytes. `timestamp` is the send time of this attempt (also in the
 * X-Briefing-Timestamp header), so the signature covers it and a replayed body
 * can be refused by age; `id` stays the same on every attempt.
 */
export const EventEnvelope = v.object({
  id: v.pipe(v.string(), v.description('Event id (evt_...); the same on every attempt and redelivery, use it to deduplicate')),
  type: EventTypeSchema,
  created_at: timestamp,
  timestamp: v.pipe(v.number(), v.integer(), v.description('Unix seconds when this attempt was sent')),
  data: v.union([BriefingGeneratedData, BriefingFailedData, SubscriptionData, FeedSharedSuspectedData]),
});

export const Delivery = v.object({
  channel: v.pipe(v.picklist(CHANNELS), v.description('webhook for registered webhooks; the other channels deliver scheduled briefings')),
  webhook_id: v.pipe(nullableString, v.description('The webhook (wh_...) for channel webhook, else null')),
  schedule_id: v.pipe(nullableString, v.description('The schedule whose delivery method this is, for the other channels')),
  status: v.pipe(v.picklist(DELIVERY_STATUSES), v.description('pending while attempts remain, delivered on a 2xx/accepted send, failed after the last attempt')),
  attempts: v.pipe(v.number(), v.integer(), v.description('Attempts in the current round (at most 5); a redelivery starts a new round')),
  last_response_code: v.pipe(v.nullable(v.pipe(v.number(), v.integer())), v.description('HTTP status of the last attempt; null when no response came')),
  last_error: v.pipe(nullableString, v.description('Why the last attempt failed, or null')),
  last_attempt_at: v.nullable(timestamp),
  next_attempt_at: v.pipe(v.nullable(timestamp), v.description('Latest time of the next retry while pending, else null')),
  delivered_at: v.nullable(timestamp),
});
export type DeliveryView = v.InferOutput<typeof Delivery>;

export const WebhookEvent = v.object({
  id: v.string(),
  type: EventTypeSchema,
  created_at: timestamp,
  data: v.pipe(v.record(v.string(), v.unknown()), v.description('The event\'s data, exactly as in the webhook body (see the event types)')),
  deliveries: v.pipe(v.array(Delivery), v.description('One per webhook subscribed when the event happened, plus the schedule\'s channel for scheduled briefings')),
});
export type WebhookEventView = v.InferOutput<typeof WebhookEvent>;

const id = (description: string) => v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.description(description));

export const WebhookEventQuery = v.strictObject({
  ...pageQueryEntries,
  status: v.optional(v.pipe(v.picklist(DELIVERY_STATUSES), v.description('Only events with a delivery in this status (of webhook_id when given)'))),
  type: v.optional(v.pipe(v.picklist(EVENT_TYPES), v.description('Only events of this type'))),
  webhook_id: v.optional(id('Only events sent (or being sent) to this webhook')),
});
export type WebhookEventFilter = Omit<v.InferOutput<typeof WebhookEventQuery>, 'limit' | 'offset'>;

export const Redeliver = v.strictObject({
  webhook_id: v.optional(id('Redeliver only to this webhook; omitted means every failed delivery of the event')),
});
