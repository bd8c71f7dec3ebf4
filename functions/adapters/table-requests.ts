import { marshall, type NativeAttributeValue, unmarshall } from '@aws-sdk/util-dynamodb';
import { config } from '#shared/config';
import { bufferedHttp } from './buffered-http.ts';
import { type AwsRequestError, jsonError, jsonErrorBody, sendSigned, serviceUrl } from './signed-requests.ts';

/**
 * The table's requests (DynamoDB's JSON 1.0 protocol), signed and sent by
 * signed-requests.ts over node:http (buffered-http.ts): the DynamoDB client with its document client was about
 * 150 KB of every bundle. The commands keep lib-dynamodb's names and input
 * and output shapes, items marshalled as its document client does
 * (undefined values left out), and errors keep the SDK's names and fields:
 * ConditionalCheckFailedException, TransactionCanceledException with its
 * CancellationReasons, `$metadata.httpStatusCode`.
 */

/** Tries of one request, as the DynamoDB client made them. */
const ATTEMPTS = 4;

type Item = Record<string, NativeAttributeValue>;
type Values = { ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Item };
type Conditional = Values & { TableName: string | undefined; ConditionExpression?: string };

export type GetCommandInput = { TableName: string | undefined; Key: Item; ConsistentRead?: boolean; ProjectionExpression?: string; ExpressionAttributeNames?: Record<string, string> };
export type PutCommandInput = Conditional & { Item: Item; ReturnValues?: 'NONE' | 'ALL_OLD' };
export type UpdateCommandInput = Conditional & { Key: Item; UpdateExpression: string; ReturnValues?: 'NONE' | 'ALL_OLD' | 'UPDATED_OLD' | 'ALL_NEW' | 'UPDATED_NEW' };
export type DeleteCommandInput = Conditional & { Key: Item; ReturnValues?: 'NONE' | 'ALL_OLD' };
export type QueryCommandInput = Values & {
  TableName: string | undefined;
  IndexName?: string;
  KeyConditionExpression?: string;
  FilterExpression?: string;
  ProjectionExpression?: string;
  ScanIndexForward?: boolean;
  ConsistentRead?: boolean;
  Limit?: number;
  Select?: 'ALL_ATTRIBUTES' | 'ALL_PROJECTED_ATTRIBUTES' | 'SPECIFIC_ATTRIBUTES' | 'COUNT';
  ExclusiveStartKey?: Item;
};
export type ScanCommandInput = Omit<QueryCommandInput, 'KeyConditionExpression' | 'ScanIndexForward'> & { Segment?: number; TotalSegments?: number };
type KeysOfTable = { Keys: Item[]; ConsistentRead?: boolean; ProjectionExpression?: string; ExpressionAttributeNames?: Record<string, string> };
export type BatchGetCommandInput = { RequestItems: Record<string, KeysOfTable> | undefined };
type WriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: Item } };
export type BatchWriteCommandInput = { RequestItems: Record<string, WriteRequest[]> | undefined };
type TransactAction =
  | { Put: Omit<PutCommandInput, 'ReturnValues'> }
  | { Update: Omit<UpdateCommandInput, 'ReturnValues'> }
  | { Delete: Omit<DeleteCommandInput, 'ReturnValues'> }
  | { ConditionCheck: Conditional & { Key: Item; ConditionExpression: string } };
export type TransactWriteCommandInput = { TransactItems: TransactAction[]; ClientRequestToken?: string };

type Page = { Count?: number; ScannedCount?: number; LastEvaluatedKey?: Item };
export type GetCommandOutput = { Item?: Item };
export type WriteCommandOutput = { Attributes?: Item };
export type QueryCommandOutput = Page & { Items?: Item[] };
export type BatchGetCommandOutput = { Responses?: Record<string, Item[]>; UnprocessedKeys?: BatchGetCommandInput['RequestItems'] };
export type BatchWriteCommandOutput = { UnprocessedItems?: BatchWriteCommandInput['RequestItems'] };

/** One operation of the table with its input; `Output` only types what `send` answers. */
abstract class TableCommand<Input, Output> {
  declare readonly output?: Output;
  abstract readonly operation: string;
  constructor(readonly input: Input) {}
}

export class GetCommand extends TableCommand<GetCommandInput, GetCommandOutput> { readonly operation = 'GetItem'; }
export class PutCommand extends TableCommand<PutCommandInput, WriteCommandOutput> { readonly operation = 'PutItem'; }
export class UpdateCommand extends TableCommand<UpdateCommandInput, WriteCommandOutput> { readonly operation = 'UpdateItem'; }
export class DeleteCommand extends TableCommand<DeleteCommandInput, WriteCommandOutput> { readonly operation = 'DeleteItem'; }
export class QueryCommand extends TableCommand<QueryCommandInput, QueryCommandOutput> { readonly operation = 'Query'; }
export class ScanCommand extends TableCommand<ScanCommandInput, QueryCommandOutput> { readonly operation = 'Scan'; }
export class BatchGetCommand extends TableCommand<BatchGetCommandInput, BatchGetCommandOutput> { readonly operation = 'BatchGetItem'; }
export class BatchWriteCommand extends TableCommand<BatchWriteCommandInput, BatchWriteCommandOutput> { readonly operation = 'BatchWriteItem'; }
export class TransactWriteCommand extends TableCommand<TransactWriteCommandInput, object> { readonly operation = 'TransactWriteItems'; }

/** Fields that hold one item (or key, or expression values), and fields that hold a list of them. */
const ITEM_FIELDS = new Set(['Item', 'Key', 'ExpressionAttributeValues', 'ExclusiveStartKey', 'Attributes', 'LastEvaluatedKey']);
const ITEM_LISTS = new Set(['Items', 'Keys']);

/**
 * Converts every item of a request or answer, wherever the protocol puts one: at the top,
 * inside a transaction's actions and a batch's requests, and `Responses` (table name to items).
 */
function convertItems(value: unknown, convert: (item: Item) => Item): unknown {
  if (Array.isArray(value)) return value.map((entry) => convertItems(entry, convert));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, field]) => {
    if (field === undefined) return [name, field];
    if (ITEM_FIELDS.has(name)) return [name, convert(field as Item)];
    if (ITEM_LISTS.has(name)) return [name, (field as Item[]).map(convert)];
    if (name === 'Responses') return [name, Object.fromEntries(Object.entries(field as Record<string, Item[]>).map(([table, items]) => [table, items.map(convert)]))];
    return [name, convertItems(field, convert)];
  }));
}

const toWire = (item: Item): Item => marshall(item, { removeUndefinedValues: true });
const fromWire = (item: Item): Item => unmarshall(item);

/** DynamoDB's error with what the SDK's exceptions carry besides the name: a cancelled transaction's reasons, a failed condition's item. */
async function tableError(response: Response): Promise<AwsRequestError> {
  const body = await jsonErrorBody(response);
  const error = jsonError(response, body);
  const { CancellationReasons, Item } = body;
  return Object.assign(error, CancellationReasons ? { CancellationReasons } : {}, Item ? { Item } : {});
}

type Handler = (args: { input: object }) => Promise<{ output: unknown }>;
type Middleware = (next: Handler, context: { commandName: string }) => Handler;

/**
 * The table's client: `send` as the document client's, and its `middlewareStack` hook that sees
 * each command (as `<Operation>Command`) and its input before it is sent (tests and benchmarks count calls with it).
 */
export class TableClient {
  private readonly middlewares = new Map<string, Middleware>();

  readonly middlewareStack = {
    add: (middleware: Middleware, options: { step: 'initialize'; name: string }): void => void this.middlewares.set(options.name, middleware),
    remove: (name: string): boolean => this.middlewares.delete(name),
  };

  async send<Output>(command: TableCommand<object, Output>): Promise<Output> {
    const context = { commandName: `${command.operation}Command` };
    const handler = [...this.middlewares.values()].reduceRight<Handler>(
      (next, middleware) => middleware(next, context),
      async ({ input }) => ({ output: await this.request(command.operation, input) }),
    );
    return (await handler({ input: command.input })).output as Output;
  }

  private async request(operation: string, input: object): Promise<unknown> {
    const response = await sendSigned({
      service: 'dynamodb',
      method: 'POST',
      url: serviceUrl('dynamodb', '/', config.awsEndpoint('DYNAMODB')),
      headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': `DynamoDB_20120810.${operation}` },
      body: JSON.stringify(convertItems(input, toWire)),
    }, tableError, ATTEMPTS, bufferedHttp);
    return convertItems(await response.json(), fromWire);
  }
}
