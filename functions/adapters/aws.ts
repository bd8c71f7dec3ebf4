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

/**
 * In AWS a function serves one invocation at a time, so the SDK's 50 sockets per client are plenty;
 * locally one process runs every task at once, and would queue them behind 50 sockets.
 */
const socketOptions = () => ({ httpAgent: { maxSockets: config.localMode ? 1000 : 50 } });

/** A reset or refused connection and 5xx answers are retried by the SDK, up to 4 attempts in all, with jittered backoff. */
export const dynamo = /* @__PURE__ */ lazy(() => DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: endpointFor('DYNAMODB'), maxAttempts: 4, requestHandler: socketOptions() }),
  { marshallOptions: { removeUndefinedValues: true } },
));

/**
 * Adaptive retries: a client-side token bucket that slows the client's requests after a
 * ThrottlingException (and the SDK's own retries of it), so that throttles stay the exception;
 * what is still throttled after 3 attempts is retried by the state machine with full jitter.
 */
export const polly = /* @__PURE__ */ lazy(() => new PollyClient({ endpoint: endpointFor('POLLY'), retryMode: 'adaptive', maxAttempts: 3 }));

/** Endpoint override, if any, from AWS_ENDPOINT_URL_BEDROCK_RUNTIME (read by the SDK). */
export const bedrockRuntime = /* @__PURE__ */ lazy(() => new BedrockRuntimeClient({ maxAttempts: 3 }));
