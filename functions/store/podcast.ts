import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '#adapters/table-requests';
import { keys } from './keys.ts';
import { liveProfileCondition } from './catalogue/profiles.ts';
import { conditionally, dynamo, isConditionFailure, tableName } from './table.ts';

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

/** A feed polled by more distinct clients in a UTC day than the threshold then in force. */
export interface FeedSharingRecord {
  /** The UTC day (YYYY-MM-DD) the threshold was passed. */
  date: string;
  detected_at: number;
  threshold: number;
}

/**
 * What the profile item keeps of its current feed: the one source of truth of
 * which token is valid. Rotating writes a new record, without a sharing warning.
 */
export type ProfileFeedRecord = Pick<PodcastFeedRecord, 'token_hash' | 'token_prefix' | 'created_at'> & { sharing_warning?: FeedSharingRecord };

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

/** Removes the profile's feed and its token (also while the profile is being deleted); true when it had one. */
export async function revokeProfileFeed(userId: string, profileId: string): Promise<boolean> {
  const removed = await removeProfileFeed(userId, profileId);
  if (removed) await deleteFeedToken(removed.token_hash);
  return removed !== undefined;
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

/**
 * Adds a client (its salted hash) to the feed's distinct clients of `date`, in
 * one conditional update of a string set: a client already in it, however many
 * of its polls race, adds nothing. The set stops growing one past `threshold`
 * (the condition), so the item stays small. True for the one poll a day whose
 * client made the count pass the threshold; the item expires with `ttl`.
 */
export async function countFeedClient(tokenHash: string, date: string, clientHash: string, threshold: number, ttl: number): Promise<boolean> {
  try {
    const { Attributes } = await dynamo().send(new UpdateCommand({
      TableName: tableName(),
      Key: keys.podcastFeedClients(tokenHash, date),
      UpdateExpression: 'ADD clients :client SET #type = :type, #ttl = if_not_exists(#ttl, :ttl)',
      ConditionExpression: 'attribute_not_exists(clients) OR size(clients) <= :threshold',
      ExpressionAttributeNames: { '#type': 'type', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':client': new Set([clientHash]), ':type': 'podcast_feed_clients', ':ttl': ttl, ':threshold': threshold },
      ReturnValues: 'UPDATED_OLD',
    }));
    const before = Attributes?.clients as Set<string> | undefined;
    return (before?.size ?? 0) === threshold && !before?.has(clientHash);
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Marks the profile's feed as likely shared, while `tokenHash` is still its current feed; false when it is not. */
export async function setFeedSharingWarning(userId: string, profileId: string, tokenHash: string, warning: FeedSharingRecord): Promise<boolean> {
  return conditionally(() => dynamo().send(new UpdateCommand({
    TableName: tableName(),
    Key: keys.profile(userId, profileId),
    UpdateExpression: 'SET feed.sharing_warning = :warning',
    ConditionExpression: `${liveProfileCondition.expression} AND feed.token_hash = :tokenHash`,
    ExpressionAttributeNames: liveProfileCondition.names,
    ExpressionAttributeValues: { ...liveProfileCondition.values, ':warning': warning, ':tokenHash': tokenHash },
  })));
}
