import { dynamo } from '#adapters/aws';
import type { AwsRequestError } from '#adapters/signed-requests';
import { DeleteCommand, UpdateCommand } from '#adapters/table-requests';
import { config } from '#shared/config';
import { nowSeconds } from '#shared/clock';
import { type AuditedResource, sendAudited } from './audited-writes.ts';
import type { ItemKey } from './keys.ts';

export { dynamo };

export const tableName = (): string => config.tableName;

/**
 * DynamoDB deletes TTL-expired items lazily (and the local emulator never does),
 * so an item past its `ttl` is treated as absent by every read.
 */
export function isLive<T extends { ttl?: number }>(item: T | undefined, now = nowSeconds()): item is T {
  return item !== undefined && (item.ttl === undefined || item.ttl > now);
}

export function isConditionFailure(error: unknown): error is AwsRequestError {
  return (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';
}

/** `attribute_exists(pk) AND type = :type`: the item exists and is of the expected entity. */
function existingEntity(entity: string) {
  return {
    ConditionExpression: 'attribute_exists(pk) AND #type = :type',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':type': entity },
  };
}

/** Runs a conditional write, e.g. `() => dynamo().send(new UpdateCommand(...))`; false when its condition did not hold. */
export async function conditionally(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Deletes an existing item of the given entity; false when there is none. */
export async function deleteEntity(key: ItemKey, entity: string, audited?: AuditedResource): Promise<boolean> {
  const command = new DeleteCommand({ TableName: tableName(), Key: key, ...existingEntity(entity) });
  try {
    if (audited) await sendAudited(command, audited);
    else await dynamo().send(command);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Sets the given fields (null included, undefined skipped) on an existing item
 * of the entity and returns the item after the update; undefined when there is none.
 * An audited change carries its entry in a transaction, which returns no item: the
 * caller gives the item as it read it, and the result is that item with the fields set.
 */
export async function updateEntity(
  key: ItemKey,
  entity: string,
  fields: Record<string, unknown>,
  audited?: AuditedResource & { current: Record<string, unknown> },
): Promise<Record<string, unknown> | undefined> {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  const condition = existingEntity(entity);
  try {
    const command = new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: `SET ${entries.map((_, index) => `#f${index} = :v${index}`).join(', ')}`,
      ConditionExpression: condition.ConditionExpression,
      ExpressionAttributeNames: { ...condition.ExpressionAttributeNames, ...Object.fromEntries(entries.map(([field], index) => [`#f${index}`, field])) },
      ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ...Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value])) },
      ReturnValues: 'ALL_NEW',
    });
    if (!audited) return (await dynamo().send(command)).Attributes;
    const { carried, attributes } = await sendAudited(command, audited);
    return carried ? { ...audited.current, ...Object.fromEntries(entries) } : attributes;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
