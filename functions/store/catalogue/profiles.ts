import { GetCommand, PutCommand, UpdateCommand } from '#adapters/table-requests';
import * as v from 'valibot';
import { feedUrlPrefix } from '#shared/feed-links';
import { feedSharingWarning } from '#schemas/catalogue/feed-sharing-warning';
import { BRIEFING_FORMATS, profileLimits } from '#schemas/catalogue/profile-limits';
import type { Profile } from '#schemas/catalogue/profiles';
import { sendAudited } from '../audited-writes.ts';
import { decrement, incrementBelow } from '../counters.ts';
import { defineEntity } from '../entity.ts';
import { keys } from '../keys.ts';
import { queryPage, type Page, type PageRequest } from '../pagination.ts';
import { conditionally, deleteEntity, dynamo, tableName, updateEntity } from '../table.ts';

/**
 * A stored profile. The item also carries bookkeeping that is not part of the record: the
 * children counters (`<kind>_count`), the deleting mark and the briefing lock.
 */
const ProfileRecord = v.object({
  id: v.string(),
  user_id: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  interests: v.array(v.string()),
  /** What each interest also matches, with the listener's edits; profiles saved before topics existed have none. */
  topics: v.optional(v.array(v.object({ interest: v.string(), also_matches: v.array(v.string()), added: v.array(v.string()), removed: v.array(v.string()) })), []),
  voice_id: v.nullable(v.string()),
  /** Profiles stored before duo briefings existed are bulletins. */
  format: v.optional(v.picklist(BRIEFING_FORMATS), 'bulletin'),
  co_host_voice_id: v.optional(v.nullable(v.string()), null),
  length_minutes: v.number(),
  language: v.string(),
  /** Profiles stored before the setting existed get its default. */
  max_item_age_days: v.optional(v.number(), profileLimits.maxItemAgeDaysDefault),
  created_at: v.number(),
  updated_at: v.optional(v.number()),
  /** The current podcast feed, set and removed only by store/podcast.ts: the one record of which token is valid. */
  feed: v.optional(v.object({
    token_hash: v.string(),
    token_prefix: v.string(),
    created_at: v.number(),
    sharing_warning: v.optional(v.object({ date: v.string(), detected_at: v.number(), threshold: v.number() })),
  })),
});
export type ProfileRecord = v.InferOutput<typeof ProfileRecord>;

const profiles = defineEntity({
  type: 'profile',
  schema: ProfileRecord,
  keys: (profile) => keys.profile(profile.user_id, profile.id),
});
const ENTITY = profiles.type;

/** Children counted on the profile item (`<kind>_count`), next to the deleting mark and the briefing lock. */
export type ProfileChild = 'sources' | 'schedules';
/** The profile item's attribute counting its children of a kind. */
export const childCounter = (child: ProfileChild): string => `${child}_count`;

/** The API's view of a stored profile: of its podcast feed the URL prefix, creation time and sharing warning, never the token's hash. */
function profileView({ feed, ...profile }: ProfileRecord): Profile {
  return {
    ...profile,
    feed: feed
      ? { url_prefix: feedUrlPrefix(feed.token_prefix), created_at: feed.created_at, sharing_warning: feed.sharing_warning ? feedSharingWarning(feed.sharing_warning) : null }
      : null,
  };
}

/** The profile an item holds, as the API shows it; the item must be a profile's. */
export function toProfile(item: Record<string, unknown>): Profile {
  const record = profiles.read(item);
  if (!record) throw new Error(`Not a profile item: ${String(item.pk)} ${String(item.sk)}`);
  return profileView(record);
}

/** The feed is set only by its own conditional update (store/podcast.ts). */
export async function putProfile({ feed: _feed, ...profile }: Profile): Promise<void> {
  await sendAudited(new PutCommand({
    TableName: tableName(),
    Item: profiles.item(profile),
    ConditionExpression: 'attribute_not_exists(pk)',
  }), { actions: ['profile.create'], resourceId: profile.id });
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

/** The stored item of a profile not being deleted. */
export async function getLiveProfileItem(userId: string, profileId: string): Promise<Record<string, unknown> | undefined> {
  const item = await getProfileItem(userId, profileId);
  return item && item.deleting === undefined ? item : undefined;
}

/** Strongly consistent, so a profile is readable right after it is created. A profile being deleted reads as absent. */
export async function getProfileRecord(userId: string, profileId: string): Promise<Profile | undefined> {
  const item = await getLiveProfileItem(userId, profileId);
  return item ? toProfile(item) : undefined;
}

export async function listProfileRecords(userId: string, page: PageRequest): Promise<Page<Profile>> {
  const { pk, skPrefix } = keys.profilesPrefix(userId);
  const result = await queryPage<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: '#type = :type AND attribute_not_exists(deleting)',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix, ':type': ENTITY },
  }, page);
  return { ...result, items: profiles.readAll(result.items).map(profileView) };
}

/**
 * Sets the given fields (null included) if the profile exists; undefined when it does not.
 * `current` is its item as the caller read it, which the result is built from.
 */
export async function updateProfileRecord(
  current: Record<string, unknown>,
  changes: Partial<Omit<ProfileRecord, 'id' | 'user_id' | 'created_at'>>,
): Promise<Profile | undefined> {
  const { user_id: userId, id: profileId } = current as Pick<ProfileRecord, 'user_id' | 'id'>;
  const updated = profiles.read(await updateEntity(keys.profile(userId, profileId), ENTITY, changes, { actions: ['profile.update'], resourceId: profileId, current }));
  return updated ? profileView(updated) : undefined;
}

/** False when the account has no such profile. */
export const deleteProfileRecord = (userId: string, profileId: string): Promise<boolean> =>
  deleteEntity(keys.profile(userId, profileId), ENTITY, { actions: ['profile.delete'], resourceId: profileId });

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
