import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PollyClient } from '@aws-sdk/client-polly';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config, type EmulatedService } from '#shared/config';

/**
 * Endpoint overrides come from the SDK's service-specific variables
 * (AWS_ENDPOINT_URL_DYNAMODB, AWS_ENDPOINT_URL_S3, ...), which the local stack
 * sets to its emulators; in AWS they are unset and the SDK uses the real services.
 */
const endpointFor = (service: EmulatedService): string | undefined => config.awsEndpoint(service);

/**
 * One lazily created client per service and process, reused across invocations.
 * Marked pure so a bundle drops the clients (and their SDK packages) it never uses.
 */
function lazy<T>(create: () => T): () => T {
  let client: T | undefined;
  return () => (client ??= create());
}

export const dynamo = /* @__PURE__ */ lazy(() => DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: endpointFor('DYNAMODB'), maxAttempts: 4 }),
  { marshallOptions: { removeUndefinedValues: true } },
));

export const polly = /* @__PURE__ */ lazy(() => new PollyClient({ endpoint: endpointFor('POLLY') }));

/** Endpoint override, if any, from AWS_ENDPOINT_URL_BEDROCK_RUNTIME (read by the SDK). */
export const bedrockRuntime = /* @__PURE__ */ lazy(() => new BedrockRuntimeClient({ maxAttempts: 3 }));
