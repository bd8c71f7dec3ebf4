import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Profile } from '#schemas/profiles';
import { keys } from './keys.ts';
import { queryPage, type Page, type PageRequest } from './pagination.ts';
import { dynamo, isConditionFailure, tableName } from './table.ts';

const ENTITY = 'profile';

/** Drops the table's key attributes, leaving the Profile fields. */
function toProfile(item: Record<string, unknown>): Profile {
  const { pk: _pk, sk: _sk, type: _type, ...profile } = item;
  return profile as Profile;
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
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  Object.entries(changes).forEach(([field, value], index) => {
    if (value === undefined) return;
    names[`#f${index}`] = field;
    values[`:v${index}`] = value;
    sets.push(`#f${index} = :v${index}`);
  });
  try {
    const { Attributes } = await dynamo().send(new UpdateCommand({
      TableName: tableName(),
      Key: keys.profile(userId, profileId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk) AND #type = :type',
      ExpressionAttributeNames: { ...names, '#type': 'type' },
      ExpressionAttributeValues: { ...values, ':type': ENTITY },
      ReturnValues: 'ALL_NEW',
    }));
    return Attributes ? toProfile(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** False when the account has no such profile. */
export async function deleteProfileRecord(userId: string, profileId: string): Promise<boolean> {
  try {
    await dynamo().send(new DeleteCommand({
      TableName: tableName(),
      Key: keys.profile(userId, profileId),
      ConditionExpression: 'attribute_exists(pk) AND #type = :type',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': ENTITY },
    }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

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
