import { UpdateCommand } from '#adapters/table-requests';
import { keys } from '../keys.ts';
import { conditionally, dynamo, tableName } from '../table.ts';

/**
 * Adds the job to the account's running briefings unless `ceiling` are running already; one
 * conditional update, so racing pipelines never pass the ceiling. A job already in the set
 * (its step retried) keeps its place.
 */
export function claimRunningBriefing(userId: string, jobId: string, ceiling: number): Promise<boolean> {
  return conditionally(() => dynamo().send(new UpdateCommand({
    TableName: tableName(),
    Key: keys.runningBriefings(userId),
    UpdateExpression: 'ADD jobs :job',
    ConditionExpression: 'attribute_not_exists(jobs) OR size(jobs) < :ceiling OR contains(jobs, :id)',
    ExpressionAttributeValues: { ':job': new Set([jobId]), ':ceiling': ceiling, ':id': jobId },
  })));
}

/** Takes the job out of the account's running briefings; idempotent. */
export async function releaseRunningBriefing(userId: string, jobId: string): Promise<void> {
  await dynamo().send(new UpdateCommand({
    TableName: tableName(),
    Key: keys.runningBriefings(userId),
    UpdateExpression: 'DELETE jobs :job',
    ExpressionAttributeValues: { ':job': new Set([jobId]) },
  }));
}
