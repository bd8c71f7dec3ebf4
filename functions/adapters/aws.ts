import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { PollyClient } from '@aws-sdk/client-polly';
import { config, type EmulatedService } from '#shared/config';
import { TableClient } from './table-requests.ts';

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

/** The table, through signed requests (table-requests.ts): a reset or refused connection, throttling and 5xx answers are retried, up to 4 attempts in all, with jittered backoff. */
export const dynamo = /* @__PURE__ */ lazy(() => new TableClient());

/**
 * Adaptive retries: a client-side token bucket that slows the client's requests after a
 * ThrottlingException (and the SDK's own retries of it), so that throttles stay the exception;
 * what is still throttled after 3 attempts is retried by the state machine with full jitter.
 */
export const polly = /* @__PURE__ */ lazy(() => new PollyClient({ endpoint: endpointFor('POLLY'), retryMode: 'adaptive', maxAttempts: 3 }));

/** Endpoint override, if any, from AWS_ENDPOINT_URL_BEDROCK_RUNTIME (read by the SDK). */
export const bedrockRuntime = /* @__PURE__ */ lazy(() => new BedrockRuntimeClient({ maxAttempts: 3 }));
