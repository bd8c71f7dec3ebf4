/**
 * Key builders for the single table, one per entity, with the access patterns
 * they serve. Every read and write of the table goes through these builders.
 *
 * | Access pattern                              | Operation              | Key condition                                   |
 * |---------------------------------------------|------------------------|-------------------------------------------------|
 * | Account by id                               | GetItem                | pk=ACCT#<userId>, sk=ACCOUNT                    |
 * | Account id by e-mail (unique)               | GetItem / conditional Put | pk=EMAIL#<email>, sk=EMAIL                   |
 * | Session by token hash                       | GetItem / Put / Delete (sign-out) | pk=SESSION#<sha256>, sk=SESSION      |
 * | Pending sign-in code of an e-mail (10-min ttl) | Put (replaces) / conditional UpdateItem ADD attempts / conditional Delete | pk=SIGNIN#<email>, sk=SIGNIN |
 * | Sign-in requests or verifications of an e-mail or source IP in a fixed window | conditional UpdateItem ADD | pk=LIMIT#<subject>#<windowStart>, sk=LIMIT |
 * | API key by key hash, authenticated and counted in its minute window (every request) | conditional UpdateItem (GetItem when it fails) | pk=APIKEY#<sha256>, sk=APIKEY |
 * | An account's API keys, newest first         | Query gsi1             | gsi1pk=ACCT#<userId>#KEYS, sk desc              |
 * | One API key of an account by id             | Query gsi1             | gsi1pk=ACCT#<userId>#KEYS, gsi1sk=<keyId>       |
 * | Request counter of a session this minute    | UpdateItem ADD         | pk=RATE#<subject>#<minute>, sk=RATE             |
 * | Podcast feed by token hash (every feed request) | GetItem / Put / Delete | pk=FEED#<sha256>, sk=FEED                   |
 * | A profile's current feed (token hash, prefix) | conditional UpdateItem | on the profile item: feed                     |
 * | Distinct clients polling a feed today (salted hashes, <= threshold + 1; ttl) | conditional UpdateItem ADD to a string set | pk=FEED#<sha256>, sk=CLIENTS#<YYYY-MM-DD> |
 * | A feed's sharing warning                    | conditional UpdateItem | on the profile item: feed.sharing_warning       |
 * | Briefings an account is running (ceiling)   | conditional UpdateItem ADD / DELETE on a string set | pk=ACCT#<userId>, sk=RUNNING |
 * | Daily usage of an account                   | UpdateItem ADD / Query | pk=ACCT#<userId>, sk=USAGE#<YYYY-MM-DD>         |
 * | Item counters of an account (caps)          | conditional UpdateItem ADD | pk=ACCT#<userId>, sk=COUNTERS               |
 * | Profile of an account by id                 | GetItem                | pk=ACCT#<userId>, sk=PROF#<profileId>           |
 * | Children counters, deleting mark and briefing lock of a profile | conditional UpdateItem | pk=ACCT#<userId>, sk=PROF#<profileId> |
 * | An account's profiles, newest first         | Query                  | pk=ACCT#<userId>, sk begins_with PROF#, desc    |
 * | Source of an account by id                  | GetItem                | pk=ACCT#<userId>, sk=SRC#<sourceId>             |
 * | An account's sources, newest first          | Query                  | pk=ACCT#<userId>, sk begins_with SRC#, desc     |
 * | Sources attached to a profile, newest first | Query gsi1             | gsi1pk=ACCT#<userId>#PROF#<profileId>#SOURCES   |
 * | Sources of a profile, strongly consistent (deletion sweep) | Query (+ filter on profile_id) | pk=ACCT#<userId>, sk begins_with SRC# |
 * | Source holding a normalised URL in a profile (unique) | conditional Put / Get / Delete | pk=ACCT#<userId>, sk=SRCURL#<profileId>#<sha256> |
 * | Briefing job of an account by id           | GetItem / UpdateItem   | pk=ACCT#<userId>, sk=JOB#<jobId>                |
 * | An account's briefing jobs, newest first    | Query (+ filters)      | pk=ACCT#<userId>, sk begins_with JOB#, desc     |
 * | A profile's briefing jobs, newest first     | Query gsi1             | gsi1pk=ACCT#<userId>#PROF#<profileId>#JOBS      |
 * | Stories told by a profile's done jobs since a time (<= 500 jobs) | Query gsi1 + filter, projected | gsi1pk=ACCT#<userId>#PROF#<profileId>#JOBS, gsi1sk >= job_<time> |
 * | A profile's briefings with audio (podcast feed, <= 100) | Query gsi1 + filter, projected | gsi1pk=ACCT#<userId>#PROF#<profileId>#JOBS |
 * | Briefing job by id alone (signed downloads) | Query gsi2             | gsi2pk=JOB#<jobId>, gsi2sk=JOB                  |
 * | One running briefing per profile (lock)     | conditional UpdateItem | on the profile item: lock_job_id, lock_expires_at |
 * | Idempotency record of a request key         | conditional Put / Get  | pk=ACCT#<userId>, sk=IDEMPOTENCY#<op>#<sha256>  |
 * | When a profile first saw undated items (ttl) | BatchGet / BatchWrite | pk=ACCT#<userId>, sk=SEEN#<profileId>#<itemId>  |
 * | A profile's listener ratings (ranking feedback; ttl) | GetItem (consistent) / conditional Put (version) / Delete | pk=ACCT#<userId>, sk=FEEDBACK#<profileId> |
 * | Full text of a linked article, with its validators (ttl) | GetItem / Put | pk=ACCT#<userId>, sk=ARTICLE#<sha256 of url> |
 * | Webhook of an account by id                 | GetItem / cond. Delete | pk=ACCT#<userId>, sk=WEBHOOK#<webhookId>        |
 * | An account's webhooks (fan-out by type)     | Query (+ filter)       | pk=ACCT#<userId>, sk begins_with WEBHOOK#, desc |
 * | Event with its deliveries (7-day ttl)       | GetItem / cond. Update | pk=ACCT#<userId>, sk=EVENT#<eventId>            |
 * | An account's recent events (missed events)  | Query (+ filters)      | pk=ACCT#<userId>, sk begins_with EVENT#, desc   |
 * | Events with a pending delivery due for a check | Query gsi2         | gsi2pk=PENDING_DELIVERIES, gsi2sk < <due>       |
 * | Schedule of an account by id                | GetItem / conditional Update/Delete | pk=ACCT#<userId>, sk=SCHEDULE#<scheduleId> |
 * | An account's schedules, newest first        | Query (+ filter on profile_id) | pk=ACCT#<userId>, sk begins_with SCHEDULE#, desc |
 * | Every schedule of every account (re-sync to the Scheduler) | Query gsi2 | gsi2pk=SCHEDULES, gsi2sk=<scheduleId>  |
 * | Audit entry of an account (1-year ttl)      | conditional Put (in the change's TransactWriteItems) | pk=ACCT#<userId>, sk=AUDIT#<entryId>            |
 * | An account's audit entries in a time range, newest first | Query (+ filters) | pk=ACCT#<userId>, sk BETWEEN AUDIT#<from> AND AUDIT#<to>, desc |
 * | Every account (the operator's counter migration only) | Scan (filter)   | sk=ACCOUNT                                      |
 */

import { idTimePrefix } from '#shared/ids';

export interface ItemKey {
  pk: string;
  sk: string;
}

const account = (userId: string) => `ACCT#${userId}`;

const PENDING_DELIVERIES = 'PENDING_DELIVERIES';
/** Unix seconds, zero-padded so string order is time order. */
const dueSortKey = (seconds: number) => String(Math.max(0, Math.floor(seconds))).padStart(12, '0');

export const keys = {
  account: (userId: string): ItemKey => ({ pk: account(userId), sk: 'ACCOUNT' }),

  email: (email: string): ItemKey => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }),

  session: (tokenHash: string): ItemKey => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' }),

  /** The one pending sign-in code of an address: a new request overwrites it. */
  signInCode: (email: string): ItemKey => ({ pk: `SIGNIN#${email.toLowerCase()}`, sk: 'SIGNIN' }),

  /** A count in a fixed window longer than a minute (sign-in limits); the subject names what is counted and by whom, hashed. */
  limitWindow: (subject: string, windowStart: number): ItemKey => ({ pk: `LIMIT#${subject}#${windowStart}`, sk: 'LIMIT' }),

  apiKey: (keyHash: string): ItemKey => ({ pk: `APIKEY#${keyHash}`, sk: 'APIKEY' }),
  apiKeysOfAccount: (userId: string, keyId?: string) => ({
    gsi1pk: `${account(userId)}#KEYS`,
    ...(keyId === undefined ? {} : { gsi1sk: keyId }),
  }),

  /** A private podcast feed, found by the SHA-256 of the token in its URL; the profile item names the current one. */
  podcastFeed: (tokenHash: string): ItemKey => ({ pk: `FEED#${tokenHash}`, sk: 'FEED' }),
  /** The distinct clients that polled a feed on a UTC day, in the feed token's partition: a rotated feed starts from none. */
  podcastFeedClients: (tokenHash: string, date: string): ItemKey => ({ pk: `FEED#${tokenHash}`, sk: `CLIENTS#${date}` }),

  rateCounter: (subject: string, minute: number): ItemKey => ({ pk: `RATE#${subject}#${minute}`, sk: 'RATE' }),

  usageDay: (userId: string, date: string): ItemKey => ({ pk: account(userId), sk: `USAGE#${date}` }),
  usagePrefix: (userId: string) => ({ pk: account(userId), skPrefix: 'USAGE#' }),

  /** The briefings an account's pipelines are running now (a string set of job ids), held against its ceiling. */
  runningBriefings: (userId: string): ItemKey => ({ pk: account(userId), sk: 'RUNNING' }),

  /** One item per account holding a counter per capped kind (profiles, sources, schedules, webhooks, api_keys). */
  accountCounters: (userId: string): ItemKey => ({ pk: account(userId), sk: 'COUNTERS' }),

  profile: (userId: string, profileId: string): ItemKey => ({ pk: account(userId), sk: `PROF#${profileId}` }),
  profilesPrefix: (userId: string) => ({ pk: account(userId), skPrefix: 'PROF#' }),

  source: (userId: string, sourceId: string): ItemKey => ({ pk: account(userId), sk: `SRC#${sourceId}` }),
  sourcesPrefix: (userId: string) => ({ pk: account(userId), skPrefix: 'SRC#' }),
  /** Set only on sources attached to a profile; gsi1sk is the source id, so the index sorts by creation. */
  sourcesOfProfile: (userId: string, profileId: string, sourceId?: string) => ({
    gsi1pk: `${account(userId)}#PROF#${profileId}#SOURCES`,
    ...(sourceId === undefined ? {} : { gsi1sk: sourceId }),
  }),

  /** Claims a normalised URL (by its SHA-256) within a profile. */
  sourceUrl: (userId: string, profileId: string, urlHash: string): ItemKey => ({ pk: account(userId), sk: `SRCURL#${profileId}#${urlHash}` }),

  briefingJob: (userId: string, jobId: string): ItemKey => ({ pk: account(userId), sk: `JOB#${jobId}` }),
  briefingJobsPrefix: (userId: string) => ({ pk: account(userId), skPrefix: 'JOB#' }),
  /** gsi1sk is the job id, so the index lists a profile's jobs newest first. */
  briefingJobsOfProfile: (userId: string, profileId: string, jobId?: string) => ({
    gsi1pk: `${account(userId)}#PROF#${profileId}#JOBS`,
    ...(jobId === undefined ? {} : { gsi1sk: jobId }),
  }),
  /** The lowest gsi1sk of the jobs created at or after `atMs`: job ids start with their creation time. */
  briefingJobsOfProfileSince: (atMs: number): string => idTimePrefix('job', atMs),
  /** Signed download links carry only the job id; this finds its owner. */
  briefingJobById: (jobId: string) => ({ gsi2pk: `JOB#${jobId}`, gsi2sk: 'JOB' }),
  idempotencyRecord: (userId: string, operation: string, keyHash: string): ItemKey => ({
    pk: account(userId),
    sk: `IDEMPOTENCY#${operation}#${keyHash}`,
  }),

  /** First sighting of an undated content item by a profile's briefings: its age counts from then. */
  itemSighting: (userId: string, profileId: string, itemId: string): ItemKey => ({ pk: account(userId), sk: `SEEN#${profileId}#${itemId}` }),
  /** The article a feed item links to, read in full for an account's briefings: one per URL (its SHA-256, hex). */
  articleText: (userId: string, urlHash: string): ItemKey => ({ pk: account(userId), sk: `ARTICLE#${urlHash}` }),

  /** All the listener ratings of a profile's stories, in one bounded item read by every briefing of the profile. */
  profileFeedback: (userId: string, profileId: string): ItemKey => ({ pk: account(userId), sk: `FEEDBACK#${profileId}` }),

  webhook: (userId: string, webhookId: string): ItemKey => ({ pk: account(userId), sk: `WEBHOOK#${webhookId}` }),
  webhooksPrefix: (userId: string) => ({ pk: account(userId), skPrefix: 'WEBHOOK#' }),

  /** One item per event; its deliveries (per webhook or scheduled channel) live in a map on it. */
  event: (userId: string, eventId: string): ItemKey => ({ pk: account(userId), sk: `EVENT#${eventId}` }),
  eventsPrefix: (userId: string) => ({ pk: account(userId), skPrefix: 'EVENT#' }),

  /**
   * On an event item while one of its deliveries is pending: the sort key
   * starts with the time (zero-padded Unix seconds) by which the delivery
   * should have made progress, so a reconciliation finds the stalled ones
   * with one Query. Removed once nothing is pending.
   */
  pendingDelivery: (dueAt: number, userId: string, eventId: string) => ({
    gsi2pk: PENDING_DELIVERIES,
    gsi2sk: `${dueSortKey(dueAt)}#${userId}#${eventId}`,
  }),
  /** Upper bound of the sort keys due at or before `dueAt`. */
  pendingDeliveriesDueBy: (dueAt: number) => ({ gsi2pk: PENDING_DELIVERIES, gsi2skBelow: dueSortKey(dueAt + 1) }),

  schedule: (userId: string, scheduleId: string): ItemKey => ({ pk: account(userId), sk: `SCHEDULE#${scheduleId}` }),
  schedulesPrefix: (userId: string) => ({ pk: account(userId), skPrefix: 'SCHEDULE#' }),
  /**
   * On every schedule item: one partition listing all schedules, which the local
   * Scheduler emulator reads on start (and an operator re-sync in AWS). Schedule
   * writes are rare, so the single partition key stays far below its write limit.
   */
  /** Entry ids are time-sortable, so the sort key orders entries by time. */
  auditEntry: (userId: string, entryId: string): ItemKey => ({ pk: account(userId), sk: `AUDIT#${entryId}` }),
  /**
   * Inclusive sort-key bounds of the entries made from `fromSeconds` to `toSeconds`
   * (both inclusive, either open when undefined). '~' sorts after every id
   * character, so the whole last millisecond is in range.
   */
  auditEntriesBetween: (userId: string, fromSeconds?: number, toSeconds?: number) => ({
    pk: account(userId),
    from: `AUDIT#${fromSeconds === undefined ? '' : idTimePrefix('aud', fromSeconds * 1000)}`,
    to: `AUDIT#${toSeconds === undefined ? '' : idTimePrefix('aud', toSeconds * 1000 + 999)}~`,
  }),

  allSchedules: (scheduleId?: string) => ({ gsi2pk: 'SCHEDULES', ...(scheduleId === undefined ? {} : { gsi2sk: scheduleId }) }),
};
