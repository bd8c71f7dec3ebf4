import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * Endpoint overrides come from the SDK's own service-specific variables
 * (AWS_ENDPOINT_URL_DYNAMODB, AWS_ENDPOINT_URL_S3, ...), which the local stack
 * sets to its emulators; in AWS they are unset and the SDK uses the real services.
 */
export function endpointFor(service: 'DYNAMODB' | 'S3' | 'SFN' | 'SCHEDULER' | 'POLLY'): string | undefined {
  return process.env[`AWS_ENDPOINT_URL_${service}`] || undefined;
}

let documentClient: DynamoDBDocumentClient | undefined;

export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: endpointFor('DYNAMODB'), maxAttempts: 4 }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return documentClient;
}
