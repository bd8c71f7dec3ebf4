import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from './keys.ts';
import { dynamo, isConditionFailure, isLive, tableName } from './table.ts';

export type Plan = 'free' | 'pro' | 'cancelled';

export interface AccountRecord {
  user_id: string;
  email: string;
  plan: Plan;
  created_at: number;
}

export interface SessionRecord {
  user_id: string;
  created_at: number;
  expires_at: number;
  ttl: number;
}

/** Claims the e-mail address, then writes the account. False when the address is taken. */
export async function putAccount(account: AccountRecord): Promise<boolean> {
  try {
    await dynamo().send(new PutCommand({
      TableName: tableName(),
      Item: { ...keys.email(account.email), type: 'email', user_id: account.user_id },
      ConditionExpression: 'attribute_not_exists(pk)',
    }));
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  await dynamo().send(new PutCommand({
    TableName: tableName(),
    Item: { ...keys.account(account.user_id), type: 'account', ...account },
  }));
  return true;
}

export async function getAccount(userId: string): Promise<AccountRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.account(userId) }));
  return Item as AccountRecord | undefined;
}

export async function findAccountIdByEmail(email: string): Promise<string | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.email(email) }));
  return Item?.user_id as string | undefined;
}

export async function setPlan(userId: string, plan: Plan): Promise<AccountRecord> {
  const { Attributes } = await dynamo().send(new UpdateCommand({
    TableName: tableName(),
    Key: keys.account(userId),
    UpdateExpression: 'SET #plan = :plan',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#plan': 'plan' },
    ExpressionAttributeValues: { ':plan': plan },
    ReturnValues: 'ALL_NEW',
  }));
  return Attributes as AccountRecord;
}

export async function putSession(tokenHash: string, session: SessionRecord): Promise<void> {
  await dynamo().send(new PutCommand({
    TableName: tableName(),
    Item: { ...keys.session(tokenHash), type: 'session', ...session },
  }));
}

export async function getLiveSession(tokenHash: string): Promise<SessionRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({
    TableName: tableName(),
    Key: keys.session(tokenHash),
    ConsistentRead: true,
  }));
  const session = Item as SessionRecord | undefined;
  return isLive(session) ? session : undefined;
}

/** Ends a session (sign-out); later requests with its token are refused. */
export async function deleteSession(tokenHash: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.session(tokenHash) }));
}
