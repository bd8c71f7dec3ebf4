import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '#adapters/table-requests';
import { keys } from '../keys.ts';
import { dynamo, isConditionFailure, isLive, tableName } from '../table.ts';

export interface IdempotencyKeyRef {
  userId: string;
  operation: string;
  keyHash: string;
}

export interface IdempotencyRecord {
  status: 'in_progress' | 'completed';
  body_hash: string;
  /** The first response, once completed. */
  response?: unknown;
  /** A claim whose request died before completing is abandoned after this time. */
  in_progress_until: number;
  ttl: number;
}

/**
 * Claims the key for a request in one conditional write. It succeeds when the
 * key is unused, its record has expired, or an earlier claim was abandoned.
 */
export async function claimKey(ref: IdempotencyKeyRef, record: IdempotencyRecord, now: number): Promise<boolean> {
  try {
    await dynamo().send(new PutCommand({
      TableName: tableName(),
      Item: { ...keys.idempotencyRecord(ref.userId, ref.operation, ref.keyHash), type: 'idempotency', ...record },
      ConditionExpression: 'attribute_not_exists(pk) OR #ttl <= :now OR (#status = :inProgress AND in_progress_until < :now)',
      ExpressionAttributeNames: { '#ttl': 'ttl', '#status': 'status' },
      ExpressionAttributeValues: { ':now': now, ':inProgress': 'in_progress' },
    }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function getRecord(ref: IdempotencyKeyRef): Promise<IdempotencyRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({
    TableName: tableName(),
    Key: keys.idempotencyRecord(ref.userId, ref.operation, ref.keyHash),
    ConsistentRead: true,
  }));
  const record = Item as IdempotencyRecord | undefined;
  return isLive(record) ? record : undefined;
}

export async function completeRecord(ref: IdempotencyKeyRef, response: unknown): Promise<void> {
  await dynamo().send(new UpdateCommand({
    TableName: tableName(),
    Key: keys.idempotencyRecord(ref.userId, ref.operation, ref.keyHash),
    UpdateExpression: 'SET #status = :completed, #response = :response',
    ExpressionAttributeNames: { '#status': 'status', '#response': 'response' },
    ExpressionAttributeValues: { ':completed': 'completed', ':response': response },
  }));
}

export async function deleteRecord(ref: IdempotencyKeyRef): Promise<void> {
  await dynamo().send(new DeleteCommand({
    TableName: tableName(),
    Key: keys.idempotencyRecord(ref.userId, ref.operation, ref.keyHash),
  }));
}
