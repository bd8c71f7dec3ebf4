import { DeleteCommand, GetCommand, PutCommand } from '#adapters/table-requests';
import { keys } from '../keys.ts';
import { conditionally, dynamo, tableName } from '../table.ts';

export interface UrlClaim {
  sourceId: string;
  /** Unix seconds. */
  claimedAt: number;
}

/**
 * Claims a normalised URL for a source within a profile in one conditional
 * put. Taken over only from `stale`, a claim whose source no longer exists.
 * Returns the claim that holds the URL: this source's when the put succeeded.
 */
export async function claimSourceUrl(userId: string, profileId: string, urlHash: string, claim: UrlClaim, stale?: UrlClaim): Promise<UrlClaim> {
  const key = keys.sourceUrl(userId, profileId, urlHash);
  const claimed = await conditionally(() => dynamo().send(new PutCommand({
    TableName: tableName(),
    Item: { ...key, type: 'source_url', source_id: claim.sourceId, claimed_at: claim.claimedAt },
    ConditionExpression: stale === undefined ? 'attribute_not_exists(pk)' : 'source_id = :stale',
    ...(stale === undefined ? {} : { ExpressionAttributeValues: { ':stale': stale.sourceId } }),
  })));
  if (claimed) return claim;
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  if (typeof Item?.source_id !== 'string') return claimSourceUrl(userId, profileId, urlHash, claim);
  return { sourceId: Item.source_id, claimedAt: Number(Item.claimed_at ?? 0) };
}

/** Frees the URL if this source still holds it. */
export async function releaseSourceUrl(userId: string, profileId: string, urlHash: string, sourceId: string): Promise<void> {
  await conditionally(() => dynamo().send(new DeleteCommand({
    TableName: tableName(),
    Key: keys.sourceUrl(userId, profileId, urlHash),
    ConditionExpression: 'source_id = :source',
    ExpressionAttributeValues: { ':source': sourceId },
  })));
}
