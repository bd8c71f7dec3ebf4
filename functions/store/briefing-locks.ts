import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from './keys.ts';
import { dynamo, isConditionFailure, tableName } from './table.ts';

/**
 * Claims the profile's lock for a job in one conditional write. The lock is
 * free when no item exists or the holder's lease has run out (a pipeline that
 * died without releasing it). False when another job holds a live lease.
 */
export async function putLock(userId: string, profileId: string, jobId: string, now: number, expiresAt: number): Promise<boolean> {
  try {
    await dynamo().send(new PutCommand({
      TableName: tableName(),
      Item: { ...keys.briefingLock(userId, profileId), type: 'briefing_lock', job_id: jobId, expires_at: expiresAt, ttl: expiresAt },
      ConditionExpression: 'attribute_not_exists(pk) OR expires_at < :now',
      ExpressionAttributeValues: { ':now': now },
    }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Releases the lock only if this job still holds it; a newer holder is left alone. */
export async function deleteLock(userId: string, profileId: string, jobId: string): Promise<void> {
  try {
    await dynamo().send(new DeleteCommand({
      TableName: tableName(),
      Key: keys.briefingLock(userId, profileId),
      ConditionExpression: 'job_id = :job',
      ExpressionAttributeValues: { ':job': jobId },
    }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
