import * as v from 'valibot';

/** The types of webhook events, apart from the events' schemas: the webhook store and webhook routes read them without carrying those. */
export const EVENT_TYPES = ['briefing.generated', 'briefing.failed', 'subscription.upgraded', 'subscription.cancelled', 'podcast_feed.shared_suspected'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EventTypeSchema = v.pipe(
  v.picklist(EVENT_TYPES),
  v.description(
    'briefing.generated: a briefing job finished; briefing.failed: a job failed; '
    + 'subscription.upgraded: the plan became pro; subscription.cancelled: the subscription was cancelled; '
    + 'podcast_feed.shared_suspected: more distinct clients polled a private podcast feed in a day than a household would (at most once a day per feed URL)',
  ),
);
