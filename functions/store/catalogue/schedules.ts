import { GetCommand, PutCommand } from '#adapters/table-requests';
import type { DeliveryMethod } from '#schemas/catalogue/destinations';
import { sendAudited } from '../audited-writes.ts';
import { keys } from '../keys.ts';
import { queryAll, queryPage, type Page, type PageRequest } from '../pagination.ts';
import { deleteEntity, dynamo, tableName, updateEntity } from '../table.ts';

const ENTITY = 'schedule';

export interface ScheduleRecord {
  id: string;
  user_id: string;
  profile_id: string;
  /** The 5-field Unix expression as the client gave it. */
  cron: string;
  timezone: string;
  delivery_method: DeliveryMethod;
  destination: string | null;
  active: boolean;
  created_at: number;
  updated_at: number;
  last_run_at?: number;
  last_run_status?: 'started' | 'skipped';
  last_run_error?: string | null;
  last_job_id?: string;
}

export type ScheduleChanges = Partial<Pick<ScheduleRecord, 'cron' | 'timezone' | 'delivery_method' | 'destination' | 'active' | 'updated_at'>>;
export type ScheduleRun = Required<Pick<ScheduleRecord, 'last_run_at' | 'last_run_status' | 'last_run_error'>> & Pick<ScheduleRecord, 'last_job_id'>;

function toRecord(item: Record<string, unknown>): ScheduleRecord {
  const { pk: _pk, sk: _sk, gsi2pk: _gsi2pk, gsi2sk: _gsi2sk, type: _type, ...record } = item;
  return record as unknown as ScheduleRecord;
}

export async function putSchedule(record: ScheduleRecord): Promise<void> {
  await sendAudited(new PutCommand({
    TableName: tableName(),
    Item: { ...keys.schedule(record.user_id, record.id), ...keys.allSchedules(record.id), type: ENTITY, ...record },
    ConditionExpression: 'attribute_not_exists(pk)',
  }), { actions: ['schedule.create'], resourceId: record.id });
}

/** Strongly consistent, so a schedule is readable right after it is written. */
export async function getScheduleRecord(userId: string, scheduleId: string): Promise<ScheduleRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({
    TableName: tableName(),
    Key: keys.schedule(userId, scheduleId),
    ConsistentRead: true,
  }));
  return Item?.type === ENTITY ? toRecord(Item) : undefined;
}

export async function listScheduleRecords(userId: string, page: PageRequest, profileId?: string): Promise<Page<ScheduleRecord>> {
  const { pk, skPrefix } = keys.schedulesPrefix(userId);
  const result = await queryPage<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ...(profileId === undefined ? {} : { FilterExpression: 'profile_id = :profile' }),
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix, ...(profileId === undefined ? {} : { ':profile': profileId }) },
  }, page);
  return { ...result, items: result.items.map(toRecord) };
}

/** Every schedule of a profile, strongly consistent, for the profile's deletion sweep. */
export async function allSchedulesOfProfile(userId: string, profileId: string): Promise<ScheduleRecord[]> {
  const { pk, skPrefix } = keys.schedulesPrefix(userId);
  const items = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'profile_id = :profile',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix, ':profile': profileId },
    ConsistentRead: true,
  });
  return items.map(toRecord);
}

/** Every schedule of every account, for re-syncing the Scheduler. */
export async function listAllScheduleRecords(): Promise<ScheduleRecord[]> {
  const { gsi2pk } = keys.allSchedules();
  const items = await queryAll<Record<string, unknown>>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi2pk },
  });
  return items.map(toRecord);
}

/** Sets the given fields on an existing schedule; undefined when there is none. */
async function setFields(
  userId: string,
  scheduleId: string,
  fields: Record<string, unknown>,
  audited?: Parameters<typeof updateEntity>[3],
): Promise<ScheduleRecord | undefined> {
  const updated = await updateEntity(keys.schedule(userId, scheduleId), ENTITY, fields, audited);
  return updated ? toRecord(updated) : undefined;
}

/** A change by the schedule's owner; `current` is the schedule as the caller read it, which the result is built from. */
export const updateScheduleRecord = (current: ScheduleRecord, changes: ScheduleChanges) =>
  setFields(current.user_id, current.id, changes, {
    actions: ['schedule.update', 'schedule.pause', 'schedule.resume'],
    resourceId: current.id,
    current: current as unknown as Record<string, unknown>,
  });

/** Records the outcome of a scheduled run; a schedule deleted meanwhile stays deleted. */
export const recordScheduleRun = (userId: string, scheduleId: string, run: ScheduleRun) => setFields(userId, scheduleId, run);

/** False when the account has no such schedule. */
export const deleteScheduleRecord = (userId: string, scheduleId: string): Promise<boolean> =>
  deleteEntity(keys.schedule(userId, scheduleId), ENTITY, { actions: ['schedule.delete'], resourceId: scheduleId });
