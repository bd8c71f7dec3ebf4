import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { feedUrlPrefix } from '#domain/podcast-feed-links';
import { type Profile, profileLimits } from '#schemas/profiles';
import { decrement, incrementBelow } from './counters.ts';
import { keys } from './keys.ts';
import { queryPage, type Page, type PageRequest } from './pagination.ts';
import { conditionally, deleteEntity, dynamo, tableName, updateEntity } from './table.ts';

const ENTITY = 'profile';

/** Children counted on the profile item (`<kind>_count`), next to the deleting mark and the briefing lock. */
export type ProfileChild = 'sources' | 'schedules';
const childCounter = (child: ProfileChild) => `${child}_count`;

/**
 * Drops the table's key attributes and the bookkeeping fields, leaving the Profile fields; profiles stored before
 * max_item_age_days get its default. Of the podcast feed only its URL prefix and creation time are shown, never its hash.
 */
export function toProfile(item: Record<string, unknown>): Profile {
  const {
    pk: _pk, sk: _sk, type: _type, deleting: _deleting, lock_job_id: _lockJob, lock_expires_at: _lockExpiry,
    sources_count: _sources, schedules_count: _schedules, feed, ...profile
  } = item;
  const storedFeed = feed as { token_prefix: string; created_at: number } | undefined;
  return {
    max_item_age_days: profileLimits.maxItemAgeDaysDefault,
    ...profile,
    feed: storedFeed ? { url_prefix: feedUrlPrefix(storedFeed.token_prefix), created_at: storedFeed.created_at } : null,
  } as Profile;
}

/** The feed is set only by its own conditional update (store/podcast-feeds.ts). */
export async function putProfile({ feed: _feed, ...profile }: Profile): Promise<void> {
  await dynamo().send(new PutCommand({
    TableName: tableName(),
    Item: { ...keys.profile(profile.user_id, profile.id), type: ENTITY, ...profile },
    ConditionExpression: 'attribute_not_exists(pk)',
  }));
}

/** The profile item as stored, a profile being deleted included. */
export async function getProfileItem(userId: string, profileId: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await dynamo().send(new GetCommand({
    TableName: tableName(),
    Key: keys.profile(userId, profileId),
    ConsistentRead: true,
  }));
  return Item?.type === ENTITY ? Item : undefined;
}

/** Strongly consistent, so a profile is readable right after it is created. A profile being deleted reads as absent. */
export async function getProfileRecord(userId: string, profileId: string): Promise<Profile | undefined> {
  const item = await getProfileItem(userId, profileId);
  return item && item.deleting === undefined ? toProfile(item) : undefined;
}

export async function listProfileRecords(userId: string, page: PageRequest): Promise<Page<Profile>> {
  const { pk, skPrefix } = keys.profilesPrefix(userId);
  const result = await queryPage<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: '#type = :type AND attribute_not_exists(deleting)',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix, ':type': ENTITY },
  }, page);
  return { ...result, items: result.items.map(toProfile) };
}

/** Sets the given fields (null included) if the profile exists; undefined when it does not. */
export async function updateProfileRecord(
  userId: string,
  profileId: string,
  changes: Partial<Omit<Profile, 'id' | 'user_id' | 'created_at'>>,
): Promise<Profile | undefined> {
  const updated = await updateEntity(keys.profile(userId, profileId), ENTITY, changes);
  return updated ? toProfile(updated) : undefined;
}

/** False when the account has no such profile. */
export const deleteProfileRecord = (userId: string, profileId: string): Promise<boolean> =>
  deleteEntity(keys.profile(userId, profileId), ENTITY);

/** The profile exists and no deletion has begun: the condition every child creation and the briefing lock check. */
export const liveProfileCondition = {
  expression: 'attribute_exists(pk) AND #type = :profile AND attribute_not_exists(deleting)',
  names: { '#type': 'type' },
  values: { ':profile': ENTITY },
};

/**
 * Counts one more child on a live profile, in one conditional update:
 * `gone` when the profile is missing or being deleted, `full` at the cap.
 */
export async function reserveProfileChild(userId: string, profileId: string, child: ProfileChild, cap: number): Promise<'reserved' | 'full' | 'gone'> {
  if (await incrementBelow(keys.profile(userId, profileId), childCounter(child), cap, liveProfileCondition)) return 'reserved';
  const item = await getProfileItem(userId, profileId);
  return item && item.deleting === undefined ? 'full' : 'gone';
}

export const releaseProfileChild = (userId: string, profileId: string, child: ProfileChild): Promise<void> =>
  decrement(keys.profile(userId, profileId), childCounter(child));

/**
 * Marks the profile as being deleted, unless a briefing of it holds the lock
 * (`busy`). From then on it reads as absent and every child creation and
 * briefing start on it is refused by its own conditional write. A mark left
 * by an interrupted deletion stays, so the deletion can be repeated.
 */
export async function markProfileDeleting(userId: string, profileId: string, now: number): Promise<'marked' | 'missing' | 'busy'> {
  const marked = await conditionally(() => dynamo().send(new UpdateCommand({
    TableName: tableName(),
    Key: keys.profile(userId, profileId),
    UpdateExpression: 'SET deleting = if_not_exists(deleting, :now)',
    ConditionExpression: 'attribute_exists(pk) AND #type = :profile AND (attribute_not_exists(lock_expires_at) OR lock_expires_at < :now)',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':profile': ENTITY, ':now': now },
  })));
  if (marked) return 'marked';
  return (await getProfileItem(userId, profileId)) ? 'busy' : 'missing';
}
