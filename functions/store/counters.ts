import { UpdateCommand } from '#adapters/table-requests';
import type { ItemKey } from './keys.ts';
import { conditionally, dynamo, tableName } from './table.ts';

/** A further condition the counted item must meet, in DynamoDB expression syntax. */
export interface ItemCondition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/**
 * Adds one to a counter attribute in one conditional update, only while it is
 * below the cap (and the item meets `also`). This is what makes a cap hold
 * when creations race: no count-then-write. False when the cap is reached or
 * the condition fails. Without `also` the item is created on first use.
 */
export function incrementBelow(key: ItemKey, counter: string, cap: number, also?: ItemCondition): Promise<boolean> {
  const belowCap = '(attribute_not_exists(#counter) OR #counter < :cap)';
  return conditionally(() => dynamo().send(new UpdateCommand({
    TableName: tableName(),
    Key: key,
    UpdateExpression: 'ADD #counter :one',
    ConditionExpression: also ? `${also.expression} AND ${belowCap}` : belowCap,
    ExpressionAttributeNames: { ...also?.names, '#counter': counter },
    ExpressionAttributeValues: { ...also?.values, ':one': 1, ':cap': cap },
  })));
}

/** Gives back one unit; never below zero, and nothing happens when the item is gone. */
export async function decrement(key: ItemKey, counter: string): Promise<void> {
  await conditionally(() => dynamo().send(new UpdateCommand({
    TableName: tableName(),
    Key: key,
    UpdateExpression: 'ADD #counter :minus_one',
    ConditionExpression: 'attribute_exists(pk) AND #counter > :zero',
    ExpressionAttributeNames: { '#counter': counter },
    ExpressionAttributeValues: { ':minus_one': -1, ':zero': 0 },
  })));
}
