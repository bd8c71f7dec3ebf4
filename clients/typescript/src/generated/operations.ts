// Generated from the OpenAPI document by `npm run clients`; do not edit.
import type { RequestOptions, Transport } from '../transport.ts';
import type { components, operations } from './schema.ts';

export type ErrorBody = components['schemas']['ErrorBody'];
export type Pagination = components['schemas']['Pagination'];
export type AuditEntry = components['schemas']['AuditEntry'];
export type CurrentSession = components['schemas']['CurrentSession'];
export type SignedInUser = components['schemas']['SignedInUser'];
export type Session = components['schemas']['Session'];
export type SignInRequest = components['schemas']['SignInRequest'];
export type SignInCodeSent = components['schemas']['SignInCodeSent'];
export type SignedOut = components['schemas']['SignedOut'];
export type SignInVerification = components['schemas']['SignInVerification'];
export type SignedIn = components['schemas']['SignedIn'];
export type DryRun = components['schemas']['DryRun'];
export type CreatedBriefing = components['schemas']['CreatedBriefing'];
export type Briefing = components['schemas']['Briefing'];
export type BriefingAudio = components['schemas']['BriefingAudio'];
export type PodcastChapters = components['schemas']['PodcastChapters'];
export type Summary = components['schemas']['Summary'];
export type ArticleCitation = components['schemas']['ArticleCitation'];
export type Transcript = components['schemas']['Transcript'];
export type StoryRelevance = components['schemas']['StoryRelevance'];
export type Chapter = components['schemas']['Chapter'];
export type LatestBriefing = components['schemas']['LatestBriefing'];
export type ProfileFeedback = components['schemas']['ProfileFeedback'];
export type StoryRating = components['schemas']['StoryRating'];
export type RatedStory = components['schemas']['RatedStory'];
export type FeedbackCounts = components['schemas']['FeedbackCounts'];
export type FeedbackReset = components['schemas']['FeedbackReset'];
export type CreatedFeed = components['schemas']['CreatedFeed'];
export type PodcastTranscript = components['schemas']['PodcastTranscript'];
export type RevokedFeed = components['schemas']['RevokedFeed'];
export type CreateProfile = components['schemas']['CreateProfile'];
export type TopicEdit = components['schemas']['TopicEdit'];
export type Profile = components['schemas']['Profile'];
export type ProfileTopic = components['schemas']['ProfileTopic'];
export type ProfileFeedSummary = components['schemas']['ProfileFeedSummary'];
export type FeedSharingWarning = components['schemas']['FeedSharingWarning'];
export type DeletedProfile = components['schemas']['DeletedProfile'];
export type UpdateProfile = components['schemas']['UpdateProfile'];
export type CreateSchedule = components['schemas']['CreateSchedule'];
export type Schedule = components['schemas']['Schedule'];
export type UpdateSchedule = components['schemas']['UpdateSchedule'];
export type CreateSource = components['schemas']['CreateSource'];
export type Source = components['schemas']['Source'];
export type DeletedSource = components['schemas']['DeletedSource'];
export type Voice = components['schemas']['Voice'];

/** The 2xx JSON body of an operation. */
export type SuccessBody<Op extends keyof operations> = Extract<
  operations[Op]['responses'][keyof operations[Op]['responses'] & (200 | 201 | 202)],
  { content: { 'application/json': unknown } }
>['content']['application/json'];

/** One method per operation: path parameters first, then the body, then query parameters. Single results are the body's `data`; lists are `{ data, pagination }`. */
export class BriefingsOperations {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /**
   * Create an API key; the full key is returned only in this response (`POST /me/keys`)
   */
  createApiKey(body: operations['createApiKey']['requestBody']['content']['application/json'], options?: RequestOptions): Promise<SuccessBody<'createApiKey'>['data']> {
    return this.transport.request({ method: 'POST', path: `/me/keys`, body, unwrap: true }, options);
  }

  /**
   * List the account's API keys, newest first (`GET /me/keys`)
   */
  listApiKeys(query?: operations['listApiKeys']['parameters']['query'], options?: RequestOptions): Promise<SuccessBody<'listApiKeys'>> {
    return this.transport.request({ method: 'GET', path: `/me/keys`, query, unwrap: false }, options);
  }

  /**
   * Revoke an API key for good (`DELETE /me/keys/{keyId}`)
   */
  revokeApiKey(keyId: operations['revokeApiKey']['parameters']['path']['keyId'], options?: RequestOptions): Promise<SuccessBody<'revokeApiKey'>['data']> {
    return this.transport.request({ method: 'DELETE', path: `/me/keys/${encodeURIComponent(keyId)}`, unwrap: true }, options);
  }

  /**
   * Describe the calling API key (`GET /me`)
   */
  getMe(options?: RequestOptions): Promise<SuccessBody<'getMe'>['data']> {
    return this.transport.request({ method: 'GET', path: `/me`, unwrap: true }, options);
  }

  /**
   * Requests per day over the last 30 days (`GET /usage`)
   */
  getUsage(options?: RequestOptions): Promise<SuccessBody<'getUsage'>['data']> {
    return this.transport.request({ method: 'GET', path: `/usage`, unwrap: true }, options);
  }

  /**
   * The account's audit log, newest first: who changed what, through the API, MCP tools or operator commands (`GET /audit-log`)
   */
  listAuditLog(query?: operations['listAuditLog']['parameters']['query'], options?: RequestOptions): Promise<SuccessBody<'listAuditLog'>> {
    return this.transport.request({ method: 'GET', path: `/audit-log`, query, unwrap: false }, options);
  }

  /**
   * The signed-in user and session (401 when signed out) (`GET /auth/session`)
   */
  getSession(options?: RequestOptions): Promise<SuccessBody<'getSession'>['data']> {
    return this.transport.request({ method: 'GET', path: `/auth/session`, unwrap: true }, options);
  }

  /**
   * E-mail a one-time sign-in code and link (`POST /auth/sign-in`)
   */
  requestSignInCode(body: operations['requestSignInCode']['requestBody']['content']['application/json'], options?: RequestOptions): Promise<SuccessBody<'requestSignInCode'>['data']> {
    return this.transport.request({ method: 'POST', path: `/auth/sign-in`, body, unwrap: true }, options);
  }

  /**
   * End the session and clear the session cookie (`POST /auth/sign-out`)
   */
  signOut(options?: RequestOptions): Promise<SuccessBody<'signOut'>['data']> {
    return this.transport.request({ method: 'POST', path: `/auth/sign-out`, unwrap: true }, options);
  }

  /**
   * Exchange the e-mailed code for a session (signs up a new address) (`POST /auth/verify`)
   */
  verifySignInCode(body: operations['verifySignInCode']['requestBody']['content']['application/json'], options?: RequestOptions): Promise<SuccessBody<'verifySignInCode'>['data']> {
    return this.transport.request({ method: 'POST', path: `/auth/verify`, body, unwrap: true }, options);
  }

  /**
   * Queue the generation of an audio briefing for a profile, or with dry_run preview its outline, length and cost (`POST /briefings`)
   */
  createBriefing(body: operations['createBriefing']['requestBody']['content']['application/json'], options?: RequestOptions): Promise<SuccessBody<'createBriefing'>['data']> {
    return this.transport.request({ method: 'POST', path: `/briefings`, body, unwrap: true }, options);
  }

  /**
   * List the account's briefing jobs, newest first (`GET /briefings`)
   */
  listBriefings(query?: operations['listBriefings']['parameters']['query'], options?: RequestOptions): Promise<SuccessBody<'listBriefings'>> {
    return this.transport.request({ method: 'GET', path: `/briefings`, query, unwrap: false }, options);
  }

  /**
   * Status of a briefing job, and when done its outcome: a briefing (with any shortfall) or nothing new (`GET /briefings/{id}`)
   */
  getBriefing(id: operations['getBriefing']['parameters']['path']['id'], options?: RequestOptions): Promise<SuccessBody<'getBriefing'>['data']> {
    return this.transport.request({ method: 'GET', path: `/briefings/${encodeURIComponent(id)}`, unwrap: true }, options);
  }

  /**
   * A signed link to the MP3, valid for 24 hours (`GET /briefings/{id}/audio`)
   */
  getBriefingAudio(id: operations['getBriefingAudio']['parameters']['path']['id'], options?: RequestOptions): Promise<SuccessBody<'getBriefingAudio'>['data']> {
    return this.transport.request({ method: 'GET', path: `/briefings/${encodeURIComponent(id)}/audio`, unwrap: true }, options);
  }

  /**
   * Headline and key points of the briefing, with their sources (`GET /briefings/{id}/summary`)
   */
  getBriefingSummary(id: operations['getBriefingSummary']['parameters']['path']['id'], options?: RequestOptions): Promise<SuccessBody<'getBriefingSummary'>['data']> {
    return this.transport.request({ method: 'GET', path: `/briefings/${encodeURIComponent(id)}/summary`, unwrap: true }, options);
  }

  /**
   * The spoken script with audio timings and sources; `?format=vtt` gives WebVTT captions (`GET /briefings/{id}/transcript`)
   */
  getBriefingTranscript(id: operations['getBriefingTranscript']['parameters']['path']['id'], query?: operations['getBriefingTranscript']['parameters']['query'], options?: RequestOptions): Promise<SuccessBody<'getBriefingTranscript'>['data'] | string> {
    return this.transport.request({ method: 'GET', path: `/briefings/${encodeURIComponent(id)}/transcript`, query, unwrap: true }, options);
  }

  /**
   * The profile's newest briefing, with its links when it is done (`GET /briefings/latest`)
   */
  getLatestBriefing(query: operations['getLatestBriefing']['parameters']['query'], options?: RequestOptions): Promise<SuccessBody<'getLatestBriefing'>['data']> {
    return this.transport.request({ method: 'GET', path: `/briefings/latest`, query, unwrap: true }, options);
  }

  /**
   * The ratings of a profile's stories that steer its ranking, newest first, with their counts and how much each still counts (`GET /profiles/{profileId}/feedback`)
   */
  getProfileFeedback(profileId: operations['getProfileFeedback']['parameters']['path']['profileId'], options?: RequestOptions): Promise<SuccessBody<'getProfileFeedback'>['data']> {
    return this.transport.request({ method: 'GET', path: `/profiles/${encodeURIComponent(profileId)}/feedback`, unwrap: true }, options);
  }

  /**
   * Forget every rating of a profile's stories: later briefings rank as if none had been given (`DELETE /profiles/{profileId}/feedback`)
   */
  resetProfileFeedback(profileId: operations['resetProfileFeedback']['parameters']['path']['profileId'], options?: RequestOptions): Promise<SuccessBody<'resetProfileFeedback'>['data']> {
    return this.transport.request({ method: 'DELETE', path: `/profiles/${encodeURIComponent(profileId)}/feedback`, unwrap: true }, options);
  }

  /**
   * Rate a story of a briefing "more" or "less": the profile's later briefings rank its near-duplicates and close relatives higher or lower (`POST /briefings/{id}/feedback`)
   */
  rateBriefingStory(id: operations['rateBriefingStory']['parameters']['path']['id'], body: operations['rateBriefingStory']['requestBody']['content']['application/json'], options?: RequestOptions): Promise<SuccessBody<'rateBriefingStory'>['data']> {
    return this.transport.request({ method: 'POST', path: `/briefings/${encodeURIComponent(id)}/feedback`, body, unwrap: true }, options);
  }

  /**
   * Create the private podcast feed URL of a profile, or rotate it (the previous URL stops working at once) (`POST /profiles/{profileId}/feed`)
   */
  createProfileFeed(profileId: operations['createProfileFeed']['parameters']['path']['profileId'], options?: RequestOptions): Promise<SuccessBody<'createProfileFeed'>['data']> {
    return this.transport.request({ method: 'POST', path: `/profiles/${encodeURIComponent(profileId)}/feed`, unwrap: true }, options);
  }

  /**
   * Revoke the private podcast feed of a profile: its URL and episode links answer 404 from now on (`DELETE /profiles/{profileId}/feed`)
   */
  revokeProfileFeed(profileId: operations['revokeProfileFeed']['parameters']['path']['profileId'], options?: RequestOptions): Promise<SuccessBody<'revokeProfileFeed'>['data']> {
    return this.transport.request({ method: 'DELETE', path: `/profiles/${encodeURIComponent(profileId)}/feed`, unwrap: true }, options);
  }

  /**
   * Podcasting 2.0 JSON transcript of an episode of a private podcast feed (podcast:transcript, application/json) (`GET /feeds/{token}/episodes/{jobId}/transcript.json`)
   */
  getPodcastEpisodeTranscript(token: operations['getPodcastEpisodeTranscript']['parameters']['path']['token'], jobId: operations['getPodcastEpisodeTranscript']['parameters']['path']['jobId'], options?: RequestOptions): Promise<SuccessBody<'getPodcastEpisodeTranscript'>> {
    return this.transport.request({ method: 'GET', path: `/feeds/${encodeURIComponent(token)}/episodes/${encodeURIComponent(jobId)}/transcript.json`, unwrap: false }, options);
  }

  /**
   * This OpenAPI 3.1 description of the API (`GET /openapi.json`)
   */
  getOpenApiDocument(options?: RequestOptions): Promise<SuccessBody<'getOpenApiDocument'>> {
    return this.transport.request({ method: 'GET', path: `/openapi.json`, unwrap: false }, options);
  }

  /**
   * Create a briefing profile (`POST /profiles`)
   */
  createProfile(body: operations['createProfile']['requestBody']['content']['application/json'], options?: RequestOptions): Promise<SuccessBody<'createProfile'>['data']> {
    return this.transport.request({ method: 'POST', path: `/profiles`, body, unwrap: true }, options);
  }

  /**
   * List the account's profiles, newest first (`GET /profiles`)
   */
  listProfiles(query?: operations['listProfiles']['parameters']['query'], options?: RequestOptions): Promise<SuccessBody<'listProfiles'>> {
    return this.transport.request({ method: 'GET', path: `/profiles`, query, unwrap: false }, options);
  }

  /**
   * Delete a profile and the sources attached to it (409 while one of its briefings is queued or running) (`DELETE /profiles/{profileId}`)
   */
  deleteProfile(profileId: operations['deleteProfile']['parameters']['path']['profileId'], options?: RequestOptions): Promise<SuccessBody<'deleteProfile'>['data']> {
    return this.transport.request({ method: 'DELETE', path: `/profiles/${encodeURIComponent(profileId)}`, unwrap: true }, options);
  }

  /**
   * Read one profile (`GET /profiles/{profileId}`)
   */
  getProfile(profileId: operations['getProfile']['parameters']['path']['profileId'], options?: RequestOptions): Promise<SuccessBody<'getProfile'>['data']> {
    return this.transport.request({ method: 'GET', path: `/profiles/${encodeURIComponent(profileId)}`, unwrap: true }, options);
  }

  /**
   * Change some fields of a profile (`PATCH /profiles/{profileId}`)
   */
  updateProfile(profileId: operations['updateProfile']['parameters']['path']['profileId'], body: NonNullable<operations['updateProfile']['requestBody']>['content']['application/json'], options?: RequestOptions): Promise<SuccessBody<'updateProfile'>['data']> {
    return this.transport.request({ method: 'PATCH', path: `/profiles/${encodeURIComponent(profileId)}`, body, unwrap: true }, options);
  }

  /**
   * Generate briefings of a profile on a cron schedule and deliver them (`POST /schedules`)
   */
  createSchedule(body: operations['createSchedule']['requestBody']['content']['application/json'], options?: RequestOptions): Promise<SuccessBody<'createSchedule'>['data']> {
    return this.transport.request({ method: 'POST', path: `/schedules`, body, unwrap: true }, options);
  }

  /**
   * List the account's schedules, newest first (`GET /schedules`)
   */
  listSchedules(query?: operations['listSchedules']['parameters']['query'], options?: RequestOptions): Promise<SuccessBody<'listSchedules'>> {
    return this.transport.request({ method: 'GET', path: `/schedules`, query, unwrap: false }, options);
  }

  /**
   * Delete a schedule for good (`DELETE /schedules/{id}`)
   */
  deleteSchedule(id: operations['deleteSchedule']['parameters']['path']['id'], options?: RequestOptions): Promise<SuccessBody<'deleteSchedule'>['data']> {
    return this.transport.request({ method: 'DELETE', path: `/schedules/${encodeURIComponent(id)}`, unwrap: true }, options);
  }

  /**
   * A schedule with its next and last run (`GET /schedules/{id}`)
   */
  getSchedule(id: operations['getSchedule']['parameters']['path']['id'], options?: RequestOptions): Promise<SuccessBody<'getSchedule'>['data']> {
    return this.transport.request({ method: 'GET', path: `/schedules/${encodeURIComponent(id)}`, unwrap: true }, options);
  }

  /**
   * Change the cron expression, time zone, delivery or active flag of a schedule (`PATCH /schedules/{id}`)
   */
  updateSchedule(id: operations['updateSchedule']['parameters']['path']['id'], body: operations['updateSchedule']['requestBody']['content']['application/json'], options?: RequestOptions): Promise<SuccessBody<'updateSchedule'>['data']> {
    return this.transport.request({ method: 'PATCH', path: `/schedules/${encodeURIComponent(id)}`, body, unwrap: true }, options);
  }

  /**
   * Stop a schedule from running (active becomes false); pausing a paused schedule changes nothing (`POST /schedules/{id}/pause`)
   */
  pauseSchedule(id: operations['pauseSchedule']['parameters']['path']['id'], options?: RequestOptions): Promise<SuccessBody<'pauseSchedule'>['data']> {
    return this.transport.request({ method: 'POST', path: `/schedules/${encodeURIComponent(id)}/pause`, unwrap: true }, options);
  }

  /**
   * Let a paused schedule run again (active becomes true); resuming an active schedule changes nothing (`POST /schedules/{id}/resume`)
   */
  resumeSchedule(id: operations['resumeSchedule']['parameters']['path']['id'], options?: RequestOptions): Promise<SuccessBody<'resumeSchedule'>['data']> {
    return this.transport.request({ method: 'POST', path: `/schedules/${encodeURIComponent(id)}/resume`, unwrap: true }, options);
  }

  /**
   * Add a content source, optionally attached to a profile (`POST /sources`)
   */
  createSource(body: operations['createSource']['requestBody']['content']['application/json'], options?: RequestOptions): Promise<SuccessBody<'createSource'>['data']> {
    return this.transport.request({ method: 'POST', path: `/sources`, body, unwrap: true }, options);
  }

  /**
   * List the account's sources, newest first; filter by profile with profile_id (`GET /sources`)
   */
  listSources(query?: operations['listSources']['parameters']['query'], options?: RequestOptions): Promise<SuccessBody<'listSources'>> {
    return this.transport.request({ method: 'GET', path: `/sources`, query, unwrap: false }, options);
  }

  /**
   * Delete a source; later briefings no longer read it (`DELETE /sources/{id}`)
   */
  deleteSource(id: operations['deleteSource']['parameters']['path']['id'], options?: RequestOptions): Promise<SuccessBody<'deleteSource'>['data']> {
    return this.transport.request({ method: 'DELETE', path: `/sources/${encodeURIComponent(id)}`, unwrap: true }, options);
  }

  /**
   * Read one source (`GET /sources/{id}`)
   */
  getSource(id: operations['getSource']['parameters']['path']['id'], options?: RequestOptions): Promise<SuccessBody<'getSource'>['data']> {
    return this.transport.request({ method: 'GET', path: `/sources/${encodeURIComponent(id)}`, unwrap: true }, options);
  }

  /**
   * List the voices a profile can use; filter by language (`GET /voices`)
   */
  listVoices(query?: operations['listVoices']['parameters']['query'], options?: RequestOptions): Promise<SuccessBody<'listVoices'>> {
    return this.transport.request({ method: 'GET', path: `/voices`, query, unwrap: false }, options);
  }

  /**
   * Register a URL for signed event notifications; the signing secret is returned only in this response (`POST /webhooks`)
   */
  createWebhook(body: operations['createWebhook']['requestBody']['content']['application/json'], options?: RequestOptions): Promise<SuccessBody<'createWebhook'>['data']> {
    return this.transport.request({ method: 'POST', path: `/webhooks`, body, unwrap: true }, options);
  }

  /**
   * List the account's webhooks, newest first (`GET /webhooks`)
   */
  listWebhooks(query?: operations['listWebhooks']['parameters']['query'], options?: RequestOptions): Promise<SuccessBody<'listWebhooks'>> {
    return this.transport.request({ method: 'GET', path: `/webhooks`, query, unwrap: false }, options);
  }

  /**
   * Delete a webhook; deliveries to it still under way end as failed (`DELETE /webhooks/{id}`)
   */
  deleteWebhook(id: operations['deleteWebhook']['parameters']['path']['id'], options?: RequestOptions): Promise<SuccessBody<'deleteWebhook'>['data']> {
    return this.transport.request({ method: 'DELETE', path: `/webhooks/${encodeURIComponent(id)}`, unwrap: true }, options);
  }

  /**
   * Events of the last 7 days with the status of each delivery; filter by status to find missed events (`GET /webhook-events`)
   */
  listWebhookEvents(query?: operations['listWebhookEvents']['parameters']['query'], options?: RequestOptions): Promise<SuccessBody<'listWebhookEvents'>> {
    return this.transport.request({ method: 'GET', path: `/webhook-events`, query, unwrap: false }, options);
  }

  /**
   * Send an event again to its failed deliveries: a new round of up to 5 attempts with the same event id (`POST /webhook-events/{id}/redeliver`)
   */
  redeliverWebhookEvent(id: operations['redeliverWebhookEvent']['parameters']['path']['id'], body: NonNullable<operations['redeliverWebhookEvent']['requestBody']>['content']['application/json'], options?: RequestOptions): Promise<SuccessBody<'redeliverWebhookEvent'>['data']> {
    return this.transport.request({ method: 'POST', path: `/webhook-events/${encodeURIComponent(id)}/redeliver`, body, unwrap: true }, options);
  }
}
