import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from './keys.ts';
import { conditionally, dynamo, tableName } from './table.ts';

/**
 * Claims a normalised URL for a source within a profile in one conditional put. Taken over only from
 * `staleSourceId`, a source that no longer exists. Returns the id of the
 * source that holds the URL: `sourceId` when the claim succeeded.
 */
export async function claimSourceUrl(userId: string, profileId: string, urlHash: string, sourceId: string, staleSourceId?: string): Promise<string> {
  const key = keys.sourceUrl(userId, profileId, urlHash);
  const claimed = await conditionally(() => dynamo().send(new PutCommand({
    TableName: tableName(),
    Item: { ...key, type: 'source_url', source_id: sourceId },
    ConditionExpression: staleSourceId === undefined ? 'attribute_not_exists(pk)' : 'source_id = :stale',
    ...(staleSourceId === undefined ? {} : { ExpressionAttributeValues: { ':stale': staleSourceId } }),
  })));
  if (claimed) return sourceId;
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return typeof Item?.source_id === 'string' ? Item.source_id : claimSourceUrl(userId, profileId, urlHash, sourceId);
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
