import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '#adapters/table-requests';
import * as v from 'valibot';
import type { BriefingListFilter, GroundingSummaryView, SummaryDocument } from '#schemas/briefings/jobs';
import {
  BRIEFING_OUTCOMES, BRIEFING_STAGES, BRIEFING_STATUSES, type BriefingStage, SCRIPT_WRITERS, type ScriptWriterName,
} from '#schemas/briefings/job-values';
import { defineEntity } from '../entity.ts';
import { keys } from '../keys.ts';
import { type ListQuery, queryPage, type Page, type PageRequest } from '../pagination.ts';
import { dynamo, isConditionFailure, tableName } from '../table.ts';

const BriefingTrigger = v.variant('type', [
  v.object({ type: v.literal('api') }),
  v.object({ type: v.literal('schedule'), scheduleId: v.string() }),
]);
/** What a briefing remembers of each story it told, so later briefings can recognise it under another URL or title. */
export interface StoryFingerprint {
  /** canonicalUrl of the story's link, or null. */
  url: string | null;
  /** normalizeTitle of its title. */
  title: string;
  /** Hashes of the word shingles of its lead (see leadShingles), base64 of sorted 32-bit values. */
  lead: string;
}

export type BriefingTrigger = v.InferOutput<typeof BriefingTrigger>;

const PodcastRecord = v.object({
  id: v.string(),
  length_seconds: v.nullable(v.number()),
  /** The MP3's size, tag included; absent on briefings made before sizes were recorded. */
  size_bytes: v.optional(v.number()),
  created_at: v.number(),
});
export type PodcastRecord = v.InferOutput<typeof PodcastRecord>;

const count = v.number();

/** A briefing job, listed per account, per profile (gsi1) and found by id alone (gsi2). */
const BriefingJobRecord = v.object({
  id: v.string(),
  user_id: v.string(),
  profile_id: v.string(),
  status: v.picklist(BRIEFING_STATUSES),
  error: v.nullable(v.string()),
  created_at: v.number(),
  /** Absent until processing starts. */
  started_at: v.optional(v.number()),
  /** Absent until the job ends. */
  finished_at: v.optional(v.number()),
  trigger: BriefingTrigger,
  /** Current pipeline step while running. */
  stage: v.nullable(v.picklist(BRIEFING_STAGES)),
  /** Millisecond time each step started, for progress and benchmarks. */
  stage_started_ms: v.record(v.picklist([...BRIEFING_STAGES, 'done']), v.number()),
  podcast: v.nullable(PodcastRecord),
  /** Set when done; absent on jobs finished before outcomes were recorded, which all made audio. */
  outcome: v.optional(v.picklist(BRIEFING_OUTCOMES)),
  /** Seconds short of the profile's length for lack of new material; null when not short. */
  shortfall_seconds: v.optional(v.nullable(v.number())),
  /** What the listener should know about the outcome (nothing new, shorter than asked). */
  message: v.optional(v.nullable(v.string())),
  duration_seconds: v.optional(v.number()),
  audio_key: v.optional(v.string()),
  transcript_key: v.optional(v.string()),
  summary_key: v.optional(v.string()),
  /** Content item ids the briefing covered; later briefings of the profile skip them. */
  covered_item_ids: v.optional(v.array(v.string())),
  /** Fingerprints of the stories its script tells; later briefings skip the same articles under other links or titles. */
  told_stories: v.optional(v.array(v.object({ url: v.nullable(v.string()), title: v.string(), lead: v.string() }))),
  /** Absent until the script is written. */
  script_writer: v.optional(v.picklist(SCRIPT_WRITERS)),
  /** The briefing's language (BCP-47), which its captions are cut in; set with the script, absent on older jobs (English). */
  language: v.optional(v.string()),
  /** Set when a model answer was checked; null when none was. */
  grounding: v.optional(v.nullable(v.object({ checked_sentences: count, removed_sentences: count, replaced_stories: count }))),
  /** What a podcast feed item shows, kept the first time a feed lists the briefing (its outputs never change). */
  feed_episode: v.optional(v.object({
    /** Size of the stored MP3, the enclosure's length. */
    audio_bytes: v.number(),
    /** The stored summary document, as written by the pipeline. */
    summary: v.custom<SummaryDocument>((value) => typeof value === 'object' && value !== null && Array.isArray((value as SummaryDocument).bullets)),
  })),
});
export type BriefingJobRecord = v.InferOutput<typeof BriefingJobRecord>;
export type FeedEpisodeRecord = NonNullable<BriefingJobRecord['feed_episode']>;

const jobs = defineEntity({
  type: 'briefing_job',
  schema: BriefingJobRecord,
  keys: (job) => ({
    ...keys.briefingJob(job.user_id, job.id),
    ...keys.briefingJobsOfProfile(job.user_id, job.profile_id, job.id),
    ...keys.briefingJobById(job.id),
  }),
});

/** The outputs written when a job ends successfully: a briefing with its documents, or nothing new without any. */
export type CompletedFields = Required<Pick<BriefingJobRecord, 'outcome' | 'shortfall_seconds' | 'message' | 'duration_seconds' | 'covered_item_ids'>>
  & Pick<BriefingJobRecord, 'podcast' | 'audio_key' | 'transcript_key' | 'summary_key'> & { finished_at: number };

const ACTIVE = { ':queued': 'queued', ':running': 'running' };

export async function putJob(job: BriefingJobRecord): Promise<void> {
  await dynamo().send(new PutCommand({
    TableName: tableName(),
    Item: jobs.item(job),
    ConditionExpression: 'attribute_not_exists(pk)',
  }));
}

export async function getJob(userId: string, jobId: string): Promise<BriefingJobRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({
    TableName: tableName(),
    Key: keys.briefingJob(userId, jobId),
    ConsistentRead: true,
  }));
  return jobs.read(Item);
}

/** The job with this id in any account (signed download links carry no account). */
export async function findJobById(jobId: string): Promise<BriefingJobRecord | undefined> {
  const { gsi2pk, gsi2sk } = keys.briefingJobById(jobId);
  const { Items } = await dynamo().send(new QueryCommand({
    TableName: tableName(),
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk = :sk',
    ExpressionAttributeValues: { ':pk': gsi2pk, ':sk': gsi2sk },
  }));
  return jobs.read(Items?.[0]);
}

/** Runs a conditional update; false when the condition does not hold. */
async function updateIf(input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName'>): Promise<boolean> {
  try {
    await dynamo().send(new UpdateCommand({ TableName: tableName(), ...input }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** queued -> running; a retried start keeps the first started_at. False once the job has ended. */
export function markJobRunning(userId: string, jobId: string, now: number): Promise<boolean> {
  return updateIf({
    Key: keys.briefingJob(userId, jobId),
    UpdateExpression: 'SET #status = :running, started_at = if_not_exists(started_at, :now)',
    ConditionExpression: '#status IN (:queued, :running)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ...ACTIVE, ':now': now },
  });
}

/** Notes that a pipeline step began; the first start of a step wins (retries and parallel chunks keep it). */
export function recordStage(userId: string, jobId: string, stage: BriefingStage, atMs: number): Promise<boolean> {
  return updateIf({
    Key: keys.briefingJob(userId, jobId),
    UpdateExpression: 'SET stage = :stage, stage_started_ms.#stage = if_not_exists(stage_started_ms.#stage, :at)',
    ConditionExpression: '#status = :running',
    ExpressionAttributeNames: { '#status': 'status', '#stage': stage },
    ExpressionAttributeValues: { ':running': 'running', ':stage': stage, ':at': atMs },
  });
}

/**
 * Records, in one write, who wrote a running job's script, what its grounding check removed (the
 * removed texts stay in the script work file) and what it tells (read by later briefings once done).
 */
export function recordScript(
  userId: string,
  jobId: string,
  script: { writer: ScriptWriterName; grounding: GroundingSummaryView | null; toldStories: StoryFingerprint[]; language: string },
): Promise<boolean> {
  return updateIf({
    Key: keys.briefingJob(userId, jobId),
    UpdateExpression: 'SET script_writer = :writer, grounding = :grounding, told_stories = :stories, #language = :language',
    ConditionExpression: '#status = :running',
    ExpressionAttributeNames: { '#status': 'status', '#language': 'language' },
    ExpressionAttributeValues: {
      ':running': 'running', ':writer': script.writer, ':grounding': script.grounding, ':stories': script.toldStories, ':language': script.language,
    },
  });
}

/** running -> done with the produced outputs. False when the job is no longer running. */
export function completeJob(userId: string, jobId: string, fields: CompletedFields, atMs: number): Promise<boolean> {
  const written = Object.entries(fields).filter(([, value]) => value !== undefined);
  return updateIf({
    Key: keys.briefingJob(userId, jobId),
    UpdateExpression: ['SET #status = :done, stage = :null, stage_started_ms.#done = :at', ...written.map(([name]) => `#${name} = :${name}`)].join(', '),
    ConditionExpression: '#status = :running',
    ExpressionAttributeNames: { '#status': 'status', '#done': 'done', ...Object.fromEntries(written.map(([name]) => [`#${name}`, name])) },
    ExpressionAttributeValues: {
      ':running': 'running',
      ':done': 'done',
      ':null': null,
      ':at': atMs,
      ...Object.fromEntries(written.map(([name, value]) => [`:${name}`, value])),
    },
  });
}

/** queued or running -> failed. False when the job had already ended (a late failure never overwrites done). */
export function failJob(userId: string, jobId: string, error: string, now: number): Promise<boolean> {
  return updateIf({
    Key: keys.briefingJob(userId, jobId),
    UpdateExpression: 'SET #status = :failed, #error = :error, finished_at = :now, stage = :null',
    ConditionExpression: '#status IN (:queued, :running)',
    ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
    ExpressionAttributeValues: { ...ACTIVE, ':failed': 'failed', ':error': error, ':now': now, ':null': null },
  });
}

/** An account's jobs, newest first, optionally of one profile and in one status. */
export async function listJobs(userId: string, filter: Pick<BriefingListFilter, 'profile_id' | 'status'>, page: PageRequest): Promise<Page<BriefingJobRecord>> {
  const statusFilter: Partial<ListQuery> = filter.status === undefined ? {} : {
    FilterExpression: '#status = :status',
    ExpressionAttributeNames: { '#status': 'status' },
  };
  const statusValue = filter.status === undefined ? {} : { ':status': filter.status };
  const { pk, skPrefix } = keys.briefingJobsPrefix(userId);
  const query: ListQuery = filter.profile_id === undefined ? {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ...statusFilter,
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix, ...statusValue },
  } : {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ...statusFilter,
    ExpressionAttributeValues: { ':pk': keys.briefingJobsOfProfile(userId, filter.profile_id).gsi1pk, ...statusValue },
  };
  const result = await queryPage<Record<string, unknown>>(query, page);
  return { ...result, items: jobs.readAll(result.items) };
}

/** The newest jobs of a profile, any status, newest first. */
export async function recentJobsOfProfile(userId: string, profileId: string, limit: number): Promise<BriefingJobRecord[]> {
  const { Items } = await dynamo().send(new QueryCommand({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.briefingJobsOfProfile(userId, profileId).gsi1pk },
    ScanIndexForward: false,
    Limit: limit,
  }));
  return jobs.readAll(Items ?? []);
}

/** What later briefings of a profile remember of a finished one: the stories it told. */
export interface ToldMemory {
  covered_item_ids: string[];
  told_stories: StoryFingerprint[];
}

/** Enough for a briefing a day over the longest max_item_age_days, and for many a day over a week. */
const MAX_JOBS_REMEMBERED = 500;

/**
 * The stories told by a profile's done jobs created since `sinceSeconds`, newest first: Query gsi1
 * from the job id that time starts (ids sort by creation), projected, page after page.
 */
export async function toldSinceOfProfile(userId: string, profileId: string, sinceSeconds: number): Promise<ToldMemory[]> {
  const found: ToldMemory[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :since',
      FilterExpression: '#status = :done',
      ProjectionExpression: '#status, covered_item_ids, told_stories',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pk': keys.briefingJobsOfProfile(userId, profileId).gsi1pk,
        ':since': keys.briefingJobsOfProfileSince(sinceSeconds * 1000),
        ':done': 'done',
      },
      ScanIndexForward: false,
      ExclusiveStartKey: startKey,
    }));
    for (const item of page.Items ?? []) {
      found.push({ covered_item_ids: (item.covered_item_ids ?? []) as string[], told_stories: (item.told_stories ?? []) as StoryFingerprint[] });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey && found.length < MAX_JOBS_REMEMBERED);
  return found.slice(0, MAX_JOBS_REMEMBERED);
}

/** What a podcast feed reads of a job: not its story fingerprints or covered item ids. */
const FEED_ATTRIBUTES = ['id', 'user_id', 'profile_id', '#status', 'outcome', 'created_at', 'finished_at', 'duration_seconds',
  'audio_key', 'transcript_key', 'summary_key', 'podcast', 'feed_episode'];

/**
 * A profile's finished briefings that made audio (not nothing_new, not
 * failed), newest first, at most `limit`: Query gsi1, filtered, page after
 * page until enough are found.
 */
export async function briefingsWithAudioOfProfile(userId: string, profileId: string, limit: number): Promise<BriefingJobRecord[]> {
  const found: BriefingJobRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: '#status = :done AND attribute_exists(audio_key) AND (attribute_not_exists(outcome) OR outcome = :briefing)',
      ProjectionExpression: FEED_ATTRIBUTES.join(', '),
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':pk': keys.briefingJobsOfProfile(userId, profileId).gsi1pk, ':done': 'done', ':briefing': 'briefing' },
      ScanIndexForward: false,
      ExclusiveStartKey: startKey,
    }));
    found.push(...(page.Items ?? []) as BriefingJobRecord[]);
    startKey = page.LastEvaluatedKey;
  } while (startKey && found.length < limit);
  return found.slice(0, limit);
}

/** Keeps a briefing's feed item data on its job, so later feed reads need no storage calls. */
export async function recordFeedEpisode(userId: string, jobId: string, episode: FeedEpisodeRecord): Promise<void> {
  await updateIf({
    Key: keys.briefingJob(userId, jobId),
    UpdateExpression: 'SET feed_episode = :episode',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':episode': episode },
  });
}
