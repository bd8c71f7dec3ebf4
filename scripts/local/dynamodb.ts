import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  DynamoDBClient} from '@aws-sdk/client-dynamodb';
import {
  type AttributeValue,
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  ScanCommand,
  BatchWriteItemCommand,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { tableDefinition } from '#store/table-definition';
import { holdIdleConnections } from './idle-connections.ts';

/** dynalite: the DynamoDB API on loopback, persisted to a folder or kept in memory. */
export async function startDynamo(folder: string | undefined): Promise<{ server: Server; endpoint: string }> {
  const server = dynalite({ path: folder, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  holdIdleConnections(server);
  return { server, endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Creates the table from the same definition the CDK stack deploys, unless it exists. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const { partitionKey, sortKey, globalSecondaryIndexes } = tableDefinition;
  const attributes = new Set<string>([partitionKey, sortKey]);
  for (const index of globalSecondaryIndexes) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  await client.send(new CreateTableCommand({
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: partitionKey, KeyType: 'HASH' },
      { AttributeName: sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: globalSecondaryIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  }));
}

/** dynalite never expires TTL items; this sweep does what DynamoDB TTL does in AWS. Returns items deleted. */
export async function sweepExpired(client: DynamoDBClient, tableName: string, now = Math.floor(Date.now() / 1000)): Promise<number> {
  const ttl = tableDefinition.timeToLiveAttribute;
  let deleted = 0;
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({
      TableName: tableName,
      FilterExpression: '#ttl <= :now',
      ExpressionAttributeNames: { '#ttl': ttl, '#pk': tableDefinition.partitionKey, '#sk': tableDefinition.sortKey },
      ExpressionAttributeValues: { ':now': { N: String(now) } },
      ProjectionExpression: '#pk, #sk',
      ExclusiveStartKey: start,
    }));
    start = page.LastEvaluatedKey;
    const items = page.Items ?? [];
    for (let i = 0; i < items.length; i += 25) {
      await client.send(new BatchWriteItemCommand({
        RequestItems: { [tableName]: items.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })) },
      }));
    }
    deleted += items.length;
  } while (start);
  return deleted;
}
