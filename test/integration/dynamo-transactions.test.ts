import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import {
  DynamoDBClient,
  GetItemCommand,
  QueryCommand,
  TransactionCanceledException,
  TransactWriteItemsCommand,
  type TransactWriteItem,
} from '@aws-sdk/client-dynamodb';
import { ensureTable, startDynamo } from '#local/dynamodb';
import { tableDefinition } from '#store/table-definition';

const TableName = 'transactions-test';
const { partitionKey, sortKey } = tableDefinition;
const gsi = tableDefinition.globalSecondaryIndexes[0]!;
let server: Server;
let client: DynamoDBClient;

before(async () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dynamo = await startDynamo(undefined);
  server = dynamo.server;
  client = new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  await ensureTable(client, TableName);
});
after(async () => {
  client.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const key = (id: string) => ({ [partitionKey]: { S: `T#${id}` }, [sortKey]: { S: 'ITEM' } });
const put = (id: string, extra: Record<string, { S: string } | { N: string }> = {}, condition?: string): TransactWriteItem => ({
  Put: { TableName, Item: { ...key(id), ...extra }, ...(condition ? { ConditionExpression: condition } : {}) },
});
const read = async (id: string) => (await client.send(new GetItemCommand({ TableName, Key: key(id), ConsistentRead: true }))).Item;
const transact = (items: TransactWriteItem[]) => client.send(new TransactWriteItemsCommand({ TransactItems: items }));

async function canceled(items: TransactWriteItem[]): Promise<TransactionCanceledException> {
  const error = await transact(items).then(() => undefined, (failure: unknown) => failure);
  assert.ok(error instanceof TransactionCanceledException, `expected a cancelled transaction, got ${String(error)}`);
  return error;
}

describe('TransactWriteItems on the local DynamoDB', () => {
  it('applies Put, Update, Delete and ConditionCheck together', async () => {
    await transact([put('a', { n: { N: '1' } }), put('b'), put('c')]);
    await transact([
      { Update: { TableName, Key: key('a'), UpdateExpression: 'ADD n :one', ConditionExpression: 'n < :two', ExpressionAttributeValues: { ':one': { N: '1' }, ':two': { N: '2' } } } },
      { Delete: { TableName, Key: key('b'), ConditionExpression: 'attribute_exists(#pk)', ExpressionAttributeNames: { '#pk': partitionKey } } },
      { ConditionCheck: { TableName, Key: key('c'), ConditionExpression: 'attribute_exists(#pk)', ExpressionAttributeNames: { '#pk': partitionKey } } },
      put('d', { [gsi.partitionKey]: { S: 'G#d' }, [gsi.sortKey]: { S: '1' } }, 'attribute_not_exists(n)'),
    ]);
    assert.equal((await read('a'))?.n?.N, '2');
    assert.equal(await read('b'), undefined);
    assert.ok(await read('c'));
    const indexed = await client.send(new QueryCommand({
      TableName, IndexName: gsi.indexName, KeyConditionExpression: '#g = :g',
      ExpressionAttributeNames: { '#g': gsi.partitionKey }, ExpressionAttributeValues: { ':g': { S: 'G#d' } },
    }));
    assert.equal(indexed.Count, 1, 'the secondary index sees the transaction\'s put');
  });

  it('writes nothing when one condition fails, and gives the reasons in order', async () => {
    await transact([put('e', { state: { S: 'before' } })]);
    const error = await canceled([
      { Update: { TableName, Key: key('e'), UpdateExpression: 'SET #s = :after', ExpressionAttributeNames: { '#s': 'state' }, ExpressionAttributeValues: { ':after': { S: 'after' } } } },
      put('f'),
      { ConditionCheck: { TableName, Key: key('missing'), ConditionExpression: 'attribute_exists(#pk)', ExpressionAttributeNames: { '#pk': partitionKey } } },
    ]);
    assert.deepEqual(error.CancellationReasons?.map((reason) => reason.Code), ['None', 'None', 'ConditionalCheckFailed']);
    assert.equal((await read('e'))?.state?.S, 'before');
    assert.equal(await read('f'), undefined);
  });

  it('returns the old item of a failed condition when asked', async () => {
    await transact([put('g', { state: { S: 'kept' } })]);
    const error = await canceled([{
      Put: { TableName, Item: key('g'), ConditionExpression: 'attribute_not_exists(#pk)', ExpressionAttributeNames: { '#pk': partitionKey }, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' },
    }]);
    assert.equal(error.CancellationReasons?.[0]?.Item?.state?.S, 'kept');
  });

  it('refuses two actions on one item, more than 100 actions, and invalid expressions, as validation errors', async () => {
    const failure = (items: TransactWriteItem[]) => transact(items).then(() => undefined, (error: Error) => error);
    const twice = await failure([put('h'), { Delete: { TableName, Key: key('h') } }]);
    assert.equal(twice?.name, 'ValidationException');
    assert.match(twice.message, /multiple operations on one item/);
    const many = await failure(Array.from({ length: 101 }, (_, index) => put(`many-${index}`)));
    assert.equal(many?.name, 'ValidationException');
    assert.match(many.message, /transactItems.*length less than or equal to 100/);
    const badExpression = await failure([{ Update: { TableName, Key: key('i'), UpdateExpression: 'SET #missing = :v', ExpressionAttributeValues: { ':v': { S: 'x' } } } }]);
    assert.equal(badExpression?.name, 'ValidationException');
    assert.match(badExpression.message, /#missing/);
    assert.equal(await read('h'), undefined);
  });

  it('serialises concurrent transactions on the same items: a counter capped by a condition stops exactly at its cap', async () => {
    await transact([put('cap', { n: { N: '0' } })]);
    const attempts = Array.from({ length: 20 }, (_, index) => transact([
      { Update: { TableName, Key: key('cap'), UpdateExpression: 'ADD n :one', ConditionExpression: 'n < :cap', ExpressionAttributeValues: { ':one': { N: '1' }, ':cap': { N: '5' } } } },
      put(`claimed-${index}`),
    ]).then(() => true, () => false));
    const outcomes = await Promise.all(attempts);
    assert.equal(outcomes.filter(Boolean).length, 5);
    assert.equal((await read('cap'))?.n?.N, '5');
    const claimed = await Promise.all(outcomes.map((_, index) => read(`claimed-${index}`)));
    assert.deepEqual(claimed.map(Boolean), outcomes, 'each claim item exists exactly when its counter step succeeded');
  });
});
