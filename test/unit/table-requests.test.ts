import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { marshall } from '@aws-sdk/util-dynamodb';
import { dynamo } from '#adapters/aws';
import { AwsRequestError } from '#adapters/signed-requests';
import { BatchGetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '#adapters/table-requests';
import { isTransientFailure } from '#domain/briefings/pipeline/transient';
import { conditionally, isConditionFailure } from '#store/table';
import { withSigningEnvironment } from '../helpers/signing-environment.ts';
import { startReceiver } from '../helpers/webhook-receiver.ts';

const table = await startReceiver();
const sent = (nth = 0) => JSON.parse(table.received[nth]!.body) as Record<string, any>;
const answer = (body: object, status = 200) => ({ status, headers: { 'content-type': 'application/x-amz-json-1.0' }, body: JSON.stringify(body) });
const dynamoError = (code: string, message: string, extra: object = {}) => answer({ __type: `com.amazonaws.dynamodb.v20120810#${code}`, message, ...extra }, 400);

/** An item with every kind of value the store writes. */
const item = {
  pk: 'ACCT#1',
  sk: 'PROFILE#2',
  count: 3,
  ratio: 0.25,
  active: true,
  cleared: null,
  interests: ['energy', 'rail'],
  settings: { voice: 'Joanna', length_minutes: 5, nested: { deep: [1, { flag: false }] } },
  tags: new Set(['a', 'b']),
};

describe('the table through signed requests', () => {
  withSigningEnvironment({ AWS_ENDPOINT_URL_DYNAMODB: table.base });
  beforeEach(() => {
    table.received.length = 0;
  });

  it('sends an operation as DynamoDB JSON 1.0, signed for the region and service, and reads its answer as the document client does', async () => {
    table.answerWith(() => answer({ Attributes: marshall({ ...item, count: 4 }) }));
    const { Attributes } = await dynamo().send(new UpdateCommand({
      TableName: 'briefings',
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: 'SET #count = #count + :one, #note = :note',
      ExpressionAttributeNames: { '#count': 'count', '#note': 'note' },
      ExpressionAttributeValues: { ':one': 1, ':note': undefined },
      ReturnValues: 'ALL_NEW',
    }));
    assert.deepEqual(Attributes, { ...item, count: 4 });
    const [request] = table.received;
    assert.deepEqual([request!.method, request!.path], ['POST', '/']);
    assert.equal(request!.headers['x-amz-target'], 'DynamoDB_20120810.UpdateItem');
    assert.equal(request!.headers['content-type'], 'application/x-amz-json-1.0');
    assert.match(String(request!.headers.authorization), /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/dynamodb\/aws4_request, /);
    assert.deepEqual(sent(), {
      TableName: 'briefings',
      Key: { pk: { S: 'ACCT#1' }, sk: { S: 'PROFILE#2' } },
      UpdateExpression: 'SET #count = #count + :one, #note = :note',
      ExpressionAttributeNames: { '#count': 'count', '#note': 'note' },
      ExpressionAttributeValues: { ':one': { N: '1' } },
      ReturnValues: 'ALL_NEW',
    }, 'an undefined value is left out, as removeUndefinedValues does');
  });

  it('marshals items wherever they are (a put, a transaction, a batch) and unmarshals pages and batches back to the same values', async () => {
    table.answerWith(() => answer({}));
    await dynamo().send(new PutCommand({ TableName: 'briefings', Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
    await dynamo().send(new TransactWriteCommand({ TransactItems: [
      { Put: { TableName: 'briefings', Item: item } },
      { Delete: { TableName: 'briefings', Key: { pk: 'A', sk: 'B' }, ConditionExpression: '#t = :t', ExpressionAttributeNames: { '#t': 'type' }, ExpressionAttributeValues: { ':t': 'profile' } } },
    ] }));
    assert.deepEqual(sent(0).Item, marshall(item));
    assert.deepEqual(sent(1).TransactItems, [
      { Put: { TableName: 'briefings', Item: marshall(item) } },
      { Delete: { TableName: 'briefings', Key: { pk: { S: 'A' }, sk: { S: 'B' } }, ConditionExpression: '#t = :t', ExpressionAttributeNames: { '#t': 'type' }, ExpressionAttributeValues: { ':t': { S: 'profile' } } } },
    ]);

    table.answerWith(() => answer({ Items: [marshall(item)], Count: 1, ScannedCount: 2, LastEvaluatedKey: marshall({ pk: item.pk, sk: item.sk }) }));
    const page = await dynamo().send(new QueryCommand({ TableName: 'briefings', KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': item.pk }, ExclusiveStartKey: { pk: 'ACCT#1', sk: 'PROFILE#1' } }));
    assert.deepEqual(page, { Items: [item], Count: 1, ScannedCount: 2, LastEvaluatedKey: { pk: item.pk, sk: item.sk } });
    assert.deepEqual(sent(2).ExclusiveStartKey, { pk: { S: 'ACCT#1' }, sk: { S: 'PROFILE#1' } });

    table.answerWith(() => answer({ Responses: { briefings: [marshall(item)] }, UnprocessedKeys: { briefings: { Keys: [marshall({ pk: 'X', sk: 'Y' })] } } }));
    const batch = await dynamo().send(new BatchGetCommand({ RequestItems: { briefings: { Keys: [{ pk: item.pk, sk: item.sk }, { pk: 'X', sk: 'Y' }] } } }));
    assert.deepEqual(batch, { Responses: { briefings: [item] }, UnprocessedKeys: { briefings: { Keys: [{ pk: 'X', sk: 'Y' }] } } });
    assert.deepEqual(sent(3).RequestItems.briefings.Keys, [marshall({ pk: item.pk, sk: item.sk }), marshall({ pk: 'X', sk: 'Y' })]);
  });

  it('retries server errors and throttling (a 400 the SDK counts as throttling included), then answers', async () => {
    table.answerWith((_request, nth) => (nth === 1 ? 500 : nth === 2 ? dynamoError('ProvisionedThroughputExceededException', 'Rate exceeded') : answer({ Attributes: marshall({ n: 1 }) })));
    assert.deepEqual((await dynamo().send(new UpdateCommand({ TableName: 'briefings', Key: { pk: 'A', sk: 'B' }, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 }, ReturnValues: 'ALL_NEW' }))).Attributes, { n: 1 });
    assert.equal(table.received.length, 3);
  });

  it('gives up after 4 attempts, with the error named as the service names it', async () => {
    table.answerWith(() => dynamoError('ThrottlingException', 'Rate of requests exceeds the allowed throughput.'));
    await assert.rejects(dynamo().send(new PutCommand({ TableName: 'briefings', Item: { pk: 'A', sk: 'B' } })), (error: unknown) => {
      assert.ok(error instanceof AwsRequestError);
      assert.deepEqual([error.name, error.$metadata.httpStatusCode], ['ThrottlingException', 400]);
      return true;
    });
    assert.equal(table.received.length, 4);
  });

  it('retries a dropped connection up to 4 attempts, then fails with the connection\'s code, which a pipeline step reads as transient', async () => {
    const { createServer } = await import('node:net');
    let connections = 0;
    const dropping = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    process.env.AWS_ENDPOINT_URL_DYNAMODB = `http://127.0.0.1:${(dropping.address() as { port: number }).port}`;
    try {
      await assert.rejects(dynamo().send(new PutCommand({ TableName: 'briefings', Item: { pk: 'A', sk: 'B' } })), (error: unknown) => {
        assert.equal((error as { code?: string }).code, 'ECONNRESET');
        assert.ok(isTransientFailure(error));
        return true;
      });
      assert.equal(connections, 4);
    } finally {
      process.env.AWS_ENDPOINT_URL_DYNAMODB = table.base;
      dropping.close();
    }
  });

  it('reports a failed condition as ConditionalCheckFailedException at once, which the store reads as a refused write', async () => {
    table.answerWith(() => dynamoError('ConditionalCheckFailedException', 'The conditional request failed', { Item: marshall({ pk: 'A', sk: 'B' }) }));
    const write = () => dynamo().send(new PutCommand({ TableName: 'briefings', Item: { pk: 'A', sk: 'B' }, ConditionExpression: 'attribute_not_exists(pk)' }));
    await assert.rejects(write(), (error: unknown) => {
      assert.ok(isConditionFailure(error));
      assert.deepEqual([error.message, error.$metadata.httpStatusCode], ['The conditional request failed', 400]);
      assert.deepEqual((error as unknown as { Item: unknown }).Item, marshall({ pk: 'A', sk: 'B' }), 'the item as the service returned it, as on the SDK\'s exception');
      return true;
    });
    assert.equal(await conditionally(write), false);
    assert.equal(table.received.length, 2, 'a failed condition is not retried');
  });

  it('names a cancelled transaction TransactionCanceledException, with its CancellationReasons in the SDK\'s shape', async () => {
    const reasons = [{ Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' }, { Code: 'None' }];
    table.answerWith(() => dynamoError('TransactionCanceledException', 'Transaction cancelled, please refer cancellation reasons for specific reasons [ConditionalCheckFailed, None]', { CancellationReasons: reasons }));
    await assert.rejects(dynamo().send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 'briefings', Item: { pk: 'A', sk: 'B' } } }] })), (error: unknown) => {
      assert.ok(error instanceof AwsRequestError);
      assert.equal(error.name, 'TransactionCanceledException');
      assert.deepEqual((error as unknown as { CancellationReasons: unknown }).CancellationReasons, reasons);
      assert.equal(isConditionFailure(error), false);
      return true;
    });
  });
});
