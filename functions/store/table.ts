import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { dynamo } from '#adapters/aws';
import { config } from '#adapters/config';
import { nowSeconds } from '#domain/clock';

export { dynamo };

export const tableName = (): string => config.tableName;

/**
 * DynamoDB deletes TTL-expired items lazily (and the local emulator never does),
 * so an item past its `ttl` is treated as absent by every read.
 */
export function isLive<T extends { ttl?: number }>(item: T | undefined, now = nowSeconds()): item is T {
  return item !== undefined && (item.ttl === undefined || item.ttl > now);
}

export function isConditionFailure(error: unknown): error is ConditionalCheckFailedException {
  return error instanceof ConditionalCheckFailedException
    || (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';
}
