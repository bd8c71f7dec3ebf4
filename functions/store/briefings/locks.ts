import { UpdateCommand } from '#adapters/table-requests';
import { keys } from '../keys.ts';
import { liveProfileCondition } from '../catalogue/profiles.ts';
import { conditionally, dynamo, tableName } from '../table.ts';

/**
 * Claims the profile's briefing lock for a job in one conditional update of
 * the profile item. The lock is free when no job holds it or the holder's
 * lease has run out (a pipeline that died without releasing it). Because it
 * lives on the profile item, the same write refuses a profile that is missing
 * or being deleted. False when the lock is held or the profile is not live.
 */
export function putLock(userId: string, profileId: string, jobId: string, now: number, expiresAt: number): Promise<boolean> {
  return conditionally(() => dynamo().send(new UpdateCommand({
    TableName: tableName(),
    Key: keys.profile(userId, profileId),
    UpdateExpression: 'SET lock_job_id = :job, lock_expires_at = :expires',
    ConditionExpression: `${liveProfileCondition.expression} AND (attribute_not_exists(lock_expires_at) OR lock_expires_at < :now)`,
    ExpressionAttributeNames: liveProfileCondition.names,
    ExpressionAttributeValues: { ...liveProfileCondition.values, ':job': jobId, ':expires': expiresAt, ':now': now },
  })));
}

/** Releases the lock only if this job still holds it; a newer holder is left alone. */
export async function deleteLock(userId: string, profileId: string, jobId: string): Promise<void> {
  await conditionally(() => dynamo().send(new UpdateCommand({
    TableName: tableName(),
    Key: keys.profile(userId, profileId),
    UpdateExpression: 'REMOVE lock_job_id, lock_expires_at',
    ConditionExpression: 'lock_job_id = :job',
    ExpressionAttributeValues: { ':job': jobId },
  })));
}
