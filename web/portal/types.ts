/** The API's types, taken from the typed client generated from the OpenAPI document: one source of truth. */
import type { components, operations } from '../../clients/typescript/src/generated/schema.ts';

type Schemas = components['schemas'];
type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
/** The `data` of an operation's answer with the given status. */
type Data<Op extends keyof operations, Status extends keyof operations[Op]['responses']> =
  JsonOf<operations[Op]['responses'][Status]> extends { data: infer D } ? D : never;
/** An element of a list operation's `data`. */
type Item<Op extends keyof operations> = Data<Op, 200 & keyof operations[Op]['responses']> extends (infer Element)[] ? Element : never;
type Body<Op extends keyof operations> = operations[Op] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

export type Pagination = Schemas['Pagination'];
export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

export type ApiKey = Item<'listApiKeys'>;
export type CreatedApiKey = Data<'createApiKey', 201>;
export type CreateApiKey = Body<'createApiKey'>;
export type Scope = CreatedApiKey['scopes'][number];
export type Usage = Data<'getUsage', 200>;
export type Webhook = Item<'listWebhooks'>;
export type CreatedWebhook = Data<'createWebhook', 201>;
export type CreateWebhook = Body<'createWebhook'>;
export type WebhookEvent = Item<'listWebhookEvents'>;
export type Profile = Schemas['Profile'];
export type ProfileFeed = Schemas['ProfileFeedSummary'];
export type CreatedFeed = Data<'createProfileFeed', 201>;
export type CreateProfile = Schemas['CreateProfile'];
export type Source = Schemas['Source'];
export type SourceType = Source['type'];
export type Voice = Schemas['Voice'];
export type Briefing = Schemas['Briefing'];
export type BriefingAudio = Schemas['BriefingAudio'];
export type Transcript = Schemas['Transcript'];
export type TranscriptSegment = Transcript['segments'][number];
export type ArticleCitation = Schemas['ArticleCitation'];
export type Summary = Schemas['Summary'];
export type RatedStory = Data<'rateBriefingStory', 200>;
export type FeedbackRating = RatedStory['rating'];
export type ProfileFeedback = Data<'getProfileFeedback', 200>;

export const SCOPES: Scope[] = ['read', 'write', 'webhooks:write', 'usage:read'];
export const SOURCE_TYPES: SourceType[] = ['rss', 'youtube', 'website', 'newsletter', 'person', 'company'];
export type EventType = Webhook['events'][number];
export const EVENT_TYPES: EventType[] = ['briefing.generated', 'briefing.failed', 'subscription.upgraded', 'subscription.cancelled', 'podcast_feed.shared_suspected'];
