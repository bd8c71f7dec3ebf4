import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '#adapters/table-requests';
import * as v from 'valibot';
import { defineEntity } from '../entity.ts';
import { keys } from '../keys.ts';
import { dynamo, isConditionFailure, isLive, tableName } from '../table.ts';

const PLANS = ['free', 'pro', 'cancelled'] as const;
export type Plan = (typeof PLANS)[number];

const AccountRecord = v.object({
  user_id: v.string(),
  email: v.string(),
  plan: v.picklist(PLANS),
  created_at: v.number(),
});
export type AccountRecord = v.InferOutput<typeof AccountRecord>;

const accounts = defineEntity({
  type: 'account',
  schema: AccountRecord,
  keys: (account) => keys.account(account.user_id),
});

/** Stored under the SHA-256 of the session token; `ttl` lets DynamoDB remove it once expired. */
const SessionRecord = v.object({
  user_id: v.string(),
  created_at: v.number(),
  expires_at: v.number(),
  ttl: v.number(),
});
export type SessionRecord = v.InferOutput<typeof SessionRecord>;

/** The token hash is the key, not a field of the record. */
const sessionEntity = (tokenHash: string) => defineEntity({
  type: 'session',
  schema: SessionRecord,
  keys: () => keys.session(tokenHash),
});

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
    Item: accounts.item(account),
  }));
  return true;
}

export async function getAccount(userId: string): Promise<AccountRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.account(userId) }));
  return accounts.read(Item);
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
  return accounts.read(Attributes)!;
}

export async function putSession(tokenHash: string, session: SessionRecord): Promise<void> {
  await dynamo().send(new PutCommand({
    TableName: tableName(),
    Item: sessionEntity(tokenHash).item(session),
  }));
}

export async function getLiveSession(tokenHash: string): Promise<SessionRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({
    TableName: tableName(),
    Key: keys.session(tokenHash),
    ConsistentRead: true,
  }));
  const session = sessionEntity(tokenHash).read(Item);
  return isLive(session) ? session : undefined;
}

/** Ends a session (sign-out); later requests with its token are refused. */
export async function deleteSession(tokenHash: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.session(tokenHash) }));
}
