/** The types of webhook events, apart from their schemas: the webhook store reads them without carrying the schemas. */
export const EVENT_TYPES = ['briefing.generated', 'briefing.failed', 'subscription.upgraded', 'subscription.cancelled', 'podcast_feed.shared_suspected'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
