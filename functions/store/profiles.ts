import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type Profile, profileLimits } from '#schemas/profiles';
import { keys } from './keys.ts';
import { queryPage, type Page, type PageRequest } from './pagination.ts';
import { deleteEntity, dynamo, tableName, updateEntity } from './table.ts';

const ENTITY = 'profile';

/** Drops the table's key attributes, leaving the Profile fields; profiles stored before max_item_age_days get its default. */
function toProfile(item: Record<string, unknown>): Profile {
  const { pk: _pk, sk: _sk, type: _type, ...profile } = item;
  return { max_item_age_days: profileLimits.maxItemAgeDaysDefault, ...profile } as Profile;
}

export async function putProfile(profile: Profile): Promise<void> {
  await dynamo().send(new PutCommand({
    TableName: tableName(),
    Item: { ...keys.profile(profile.user_id, profile.id), type: ENTITY, ...profile },
    ConditionExpression: 'attribute_not_exists(pk)',
  }));
}

/** Strongly consistent, so a profile is readable right after it is created. */
export async function getProfileRecord(userId: string, profileId: string): Promise<Profile | undefined> {
  const { Item } = await dynamo().send(new GetCommand({
    TableName: tableName(),
    Key: keys.profile(userId, profileId),
    ConsistentRead: true,
  }));
  return Item?.type === ENTITY ? toProfile(Item) : undefined;
}

export async function listProfileRecords(userId: string, page: PageRequest): Promise<Page<Profile>> {
  const { pk, skPrefix } = keys.profilesPrefix(userId);
  const result = await queryPage<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: '#type = :type',
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

/**
 * Whether a briefing of the profile is queued or running: the pipeline holds
 * the profile's lock item with a lease (`expires_at`) for as long as it works.
 */
export async function isBriefingLockHeld(userId: string, profileId: string, now: number): Promise<boolean> {
  const { Item } = await dynamo().send(new GetCommand({
    TableName: tableName(),
    Key: keys.briefingLock(userId, profileId),
    ConsistentRead: true,
  }));
  return typeof Item?.expires_at === 'number' && Item.expires_at >= now;
}
