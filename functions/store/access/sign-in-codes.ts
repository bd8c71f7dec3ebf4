import { DeleteCommand, PutCommand, UpdateCommand } from '#adapters/table-requests';
import { keys } from '../keys.ts';
import { conditionally, dynamo, isConditionFailure, tableName } from '../table.ts';

/** The one pending sign-in code of an e-mail address; only a salted hash of the code is kept. */
export interface SignInCodeRecord {
  email: string;
  /** Tells this code from one that replaced it, so a use of the old one cannot consume the new one. */
  code_id: string;
  code_hash: string;
  salt: string;
  attempts: number;
  created_at: number;
  expires_at: number;
  ttl: number;
}

/** Stores a new code, replacing any pending one (and its count of tries). */
export async function putSignInCode(record: SignInCodeRecord): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.signInCode(record.email), type: 'sign_in_code', ...record } }));
}

/**
 * Counts one try on the pending code before it is compared, in one conditional
 * update, so racing tries cannot exceed `maxAttempts`. Returns the code as it
 * is after the count, or undefined when there is none, it expired or its tries
 * are spent.
 */
export async function countSignInAttempt(email: string, now: number, maxAttempts: number): Promise<SignInCodeRecord | undefined> {
  try {
    const { Attributes } = await dynamo().send(new UpdateCommand({
      TableName: tableName(),
      Key: keys.signInCode(email),
      UpdateExpression: 'ADD attempts :one',
      ConditionExpression: 'attribute_exists(pk) AND expires_at > :now AND attempts < :max',
      ExpressionAttributeValues: { ':one': 1, ':now': now, ':max': maxAttempts },
      ReturnValues: 'ALL_NEW',
    }));
    return Attributes as SignInCodeRecord;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Removes the code if it is still the one that was tried: of two racing uses only one succeeds. */
export function consumeSignInCode(email: string, codeId: string): Promise<boolean> {
  return conditionally(() => dynamo().send(new DeleteCommand({
    TableName: tableName(),
    Key: keys.signInCode(email),
    ConditionExpression: 'code_id = :id',
    ExpressionAttributeValues: { ':id': codeId },
  })));
}
