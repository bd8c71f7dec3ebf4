import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StoryFingerprint } from '#domain/script';
import type { BriefingListFilter, BriefingOutcome, BriefingStage, BriefingStatus, GroundingSummaryView, ScriptWriterName } from '#schemas/briefings';
import { keys } from './keys.ts';
import { type ListQuery, queryPage, type Page, type PageRequest } from './pagination.ts';
import { dynamo, isConditionFailure, tableName } from './table.ts';

export type BriefingTrigger = { type: 'api' } | { type: 'schedule'; scheduleId: string };

export interface PodcastRecord {
  id: string;
  length_seconds: number | null;
  /** The MP3's size, tag included; absent on briefings made before sizes were recorded. */
  size_bytes?: number;
  created_at: number;
}

export interface BriefingJobRecord {
  id: string;
  user_id: string;
  profile_id: string;
  status: BriefingStatus;
  error: string | null;
  created_at: number;
  /** Absent until processing starts. */
  started_at?: number;
  /** Absent until the job ends. */
  finished_at?: number;
  trigger: BriefingTrigger;
  /** Current pipeline step while running. */
  stage: BriefingStage | null;
  /** Millisecond time each step started, for progress and benchmarks. */
  stage_started_ms: Partial<Record<BriefingStage | 'done', number>>;
  podcast: PodcastRecord | null;
  /** Set when done; absent on jobs finished before outcomes were recorded, which all made audio. */
  outcome?: BriefingOutcome;
  /** Seconds short of the profile's length for lack of new material; null when not short. */
  shortfall_seconds?: number | null;
  /** What the listener should know about the outcome (nothing new, shorter than asked). */
  message?: string | null;
  duration_seconds?: number;
  audio_key?: string;
  transcript_key?: string;
  summary_key?: string;
  /** Content item ids the briefing covered; later briefings of the profile skip them. */
  covered_item_ids?: string[];
  /** Fingerprints of the stories its script tells; later briefings skip the same articles under other links or titles. */
  told_stories?: StoryFingerprint[];
  /** Absent until the script is written. */
  script_writer?: ScriptWriterName;
  /** Set when a model answer was checked. */
  grounding?: GroundingSummaryView;
}

/** The outputs written when a job ends successfully: a briefing with its documents, or nothing new without any. */
export type CompletedFields = Required<Pick<BriefingJobRecord, 'outcome' | 'shortfall_seconds' | 'message' | 'duration_seconds' | 'covered_item_ids'>>
  & Pick<BriefingJobRecord, 'podcast' | 'audio_key' | 'transcript_key' | 'summary_key'> & { finished_at: number };

const ACTIVE = { ':queued': 'queued', ':running': 'running' };

export async function putJob(job: BriefingJobRecord): Promise<void> {
  await dynamo().send(new PutCommand({
    TableName: tableName(),
    Item: {
      ...keys.briefingJob(job.user_id, job.id),
      ...keys.briefingJobsOfProfile(job.user_id, job.profile_id, job.id),
      ...keys.briefingJobById(job.id),
      type: 'briefing_job',
      ...job,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  }));
}

export async function getJob(userId: string, jobId: string): Promise<BriefingJobRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({
    TableName: tableName(),
    Key: keys.briefingJob(userId, jobId),
    ConsistentRead: true,
  }));
  return Item as BriefingJobRecord | undefined;
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
  return Items?.[0] as BriefingJobRecord | undefined;
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
  script: { writer: ScriptWriterName; grounding: GroundingSummaryView | null; toldStories: StoryFingerprint[] },
): Promise<boolean> {
  return updateIf({
    Key: keys.briefingJob(userId, jobId),
    UpdateExpression: 'SET script_writer = :writer, grounding = :grounding, told_stories = :stories',
    ConditionExpression: '#status = :running',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':running': 'running', ':writer': script.writer, ':grounding': script.grounding, ':stories': script.toldStories },
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
export function listJobs(userId: string, filter: Pick<BriefingListFilter, 'profile_id' | 'status'>, page: PageRequest): Promise<Page<BriefingJobRecord>> {
  const statusFilter: Partial<ListQuery> = filter.status === undefined ? {} : {
    FilterExpression: '#status = :status',
    ExpressionAttributeNames: { '#status': 'status' },
  };
  const statusValue = filter.status === undefined ? {} : { ':status': filter.status };
  if (filter.profile_id !== undefined) {
    return queryPage<BriefingJobRecord>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ...statusFilter,
      ExpressionAttributeValues: { ':pk': keys.briefingJobsOfProfile(userId, filter.profile_id).gsi1pk, ...statusValue },
    }, page);
  }
  const { pk, skPrefix } = keys.briefingJobsPrefix(userId);
  return queryPage<BriefingJobRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ...statusFilter,
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix, ...statusValue },
  }, page);
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
  return (Items ?? []) as BriefingJobRecord[];
}
