import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from './keys.ts';
import { liveProfileCondition } from './profiles.ts';
import { dynamo, isConditionFailure, tableName } from './table.ts';

const ENTITY = 'podcast_feed';

/** The item found by the token's hash on every feed request. */
export interface PodcastFeedRecord {
  token_hash: string;
  user_id: string;
  profile_id: string;
  /** The token's first characters, shown back to the owner (like an API key's prefix). */
  token_prefix: string;
  created_at: number;
}

/** What the profile item keeps of its current feed: the one source of truth of which token is valid. */
export type ProfileFeedRecord = Pick<PodcastFeedRecord, 'token_hash' | 'token_prefix' | 'created_at'>;

export async function putFeedToken(record: PodcastFeedRecord): Promise<void> {
  await dynamo().send(new PutCommand({
    TableName: tableName(),
    Item: { ...keys.podcastFeed(record.token_hash), type: ENTITY, ...record },
    ConditionExpression: 'attribute_not_exists(pk)',
  }));
}

/** One strongly consistent GetItem: a revoked token stops working at once. */
export async function getFeedByTokenHash(tokenHash: string): Promise<PodcastFeedRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({
    TableName: tableName(),
    Key: keys.podcastFeed(tokenHash),
    ConsistentRead: true,
  }));
  return Item?.type === ENTITY ? Item as PodcastFeedRecord : undefined;
}

export async function deleteFeedToken(tokenHash: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.podcastFeed(tokenHash) }));
}

/**
 * Makes `feed` the profile's current feed, if the profile is live, in one
 * conditional update; returns the feed it replaced (null when none), or
 * `gone` when the profile is missing or being deleted.
 */
export async function setProfileFeed(userId: string, profileId: string, feed: ProfileFeedRecord): Promise<ProfileFeedRecord | null | 'gone'> {
  try {
    const { Attributes } = await dynamo().send(new UpdateCommand({
      TableName: tableName(),
      Key: keys.profile(userId, profileId),
      UpdateExpression: 'SET feed = :feed',
      ConditionExpression: liveProfileCondition.expression,
      ExpressionAttributeNames: liveProfileCondition.names,
      ExpressionAttributeValues: { ...liveProfileCondition.values, ':feed': feed },
      ReturnValues: 'UPDATED_OLD',
    }));
    return (Attributes?.feed as ProfileFeedRecord | undefined) ?? null;
  } catch (error) {
    if (isConditionFailure(error)) return 'gone';
    throw error;
  }
}

/** Removes the profile's feed (a profile being deleted included); returns it, or undefined when it had none. */
export async function removeProfileFeed(userId: string, profileId: string): Promise<ProfileFeedRecord | undefined> {
  try {
    const { Attributes } = await dynamo().send(new UpdateCommand({
      TableName: tableName(),
      Key: keys.profile(userId, profileId),
      UpdateExpression: 'REMOVE feed',
      ConditionExpression: 'attribute_exists(feed) AND #type = :profile',
      ExpressionAttributeNames: liveProfileCondition.names,
      ExpressionAttributeValues: liveProfileCondition.values,
      ReturnValues: 'UPDATED_OLD',
    }));
    return Attributes?.feed as ProfileFeedRecord | undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
