import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Sha256 } from '@smithy/core/checksum';
import { escapeUri } from '@smithy/core/protocols';
import { SignatureV4 } from '@smithy/signature-v4';
import { config } from '#shared/config';
import type { Transport } from './buffered-http.ts';

/**
 * AWS requests signed with the SDK's own SigV4 signer and credential chain
 * (in Lambda bundles, the role's environment variables) and sent with fetch,
 * for the few calls whose SDK client would weigh more than the call: S3
 * objects (s3-requests.ts), an e-mail through SES, a secret's value, starting
 * and reading Step Functions executions (workflow.ts), writing EventBridge
 * Scheduler schedules (schedule-sync.ts), the table's items (table-requests.ts). The SDK's clients carry
 * every operation's schema of their service, which esbuild cannot leave out.
 */
export interface SignedRequest {
  /** The signing name: s3, ses, secretsmanager, states, scheduler, dynamodb. */
  service: string;
  method: string;
  url: URL;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

/** An AWS error answer: `name` is the service's error code (NoSuchKey, MessageRejected, ThrottlingException). */
export class AwsRequestError extends Error {
  /** The SDK's shape of the answer's status, so callers read these errors as they read the SDK's. */
  readonly $metadata: { httpStatusCode: number };

  constructor(code: string, message: string, readonly status: number) {
    super(message);
    this.name = code;
    this.$metadata = { httpStatusCode: status };
  }
}

const signers = new Map<string, SignatureV4>();
function signerFor(service: string): SignatureV4 {
  let signer = signers.get(service);
  if (!signer) {
    // S3 signs the path as sent (no second escaping) and wants the payload's hash in a header.
    const s3 = service === 's3';
    signer = new SignatureV4({ service, region: config.awsRegion, credentials: defaultProvider(), sha256: Sha256, uriEscapePath: !s3, applyChecksum: s3 });
    signers.set(service, signer);
  }
  return signer;
}

function toSign({ method, url, query = {}, headers = {}, body }: SignedRequest) {
  return {
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query,
    headers: { ...headers, host: url.host },
    body,
  };
}

const queryString = (query: Record<string, string | string[] | null>): string =>
  Object.entries(query).map(([name, value]) => `${escapeUri(name)}=${escapeUri(String(value))}`).join('&');

/** A URL that makes the request without credentials until it expires (the signature covers method, path and query). */
export async function presign(request: SignedRequest, expiresInSeconds: number): Promise<string> {
  const signed = await signerFor(request.service).presign(toSign(request), { expiresIn: expiresInSeconds });
  return `${request.url.origin}${request.url.pathname}?${queryString(signed.query ?? {})}`;
}

const BACKOFF_BASE_MS = 100;
/**
 * The codes the SDK retries as throttling (@smithy/core's THROTTLING_ERROR_CODES; its retry
 * module, imported for them, would bring the SDK's retry middleware into every bundle).
 */
const THROTTLING_CODES = new Set([
  'BandwidthLimitExceeded', 'EC2ThrottledException', 'LimitExceededException', 'PriorRequestNotComplete', 'ProvisionedThroughputExceededException',
  'RequestLimitExceeded', 'RequestThrottled', 'RequestThrottledException', 'SlowDown', 'ThrottledException', 'Throttling', 'ThrottlingException',
  'TooManyRequestsException', 'TransactionInProgressException',
]);
/** Server errors and throttling as the SDK classifies it: 429, or a throttling code (a 400 of DynamoDB's ProvisionedThroughputExceededException). */
const retryable = (error: AwsRequestError): boolean => error.status >= 500 || error.status === 429 || THROTTLING_CODES.has(error.name);

/**
 * Sends a signed request and returns the successful response; an error answer
 * becomes an AwsRequestError through `errorOf`. With more than one attempt,
 * server errors, throttling and lost connections are retried with jittered
 * backoff, as the SDK does. Sent with fetch, unless the caller gives another transport.
 */
export async function sendSigned(
  request: SignedRequest,
  errorOf: (response: Response) => Promise<AwsRequestError>,
  attempts = 1,
  transport: Transport = (url, init) => fetch(url, init as RequestInit),
): Promise<Response> {
  const url = Object.keys(request.query ?? {}).length ? `${request.url.href}?${queryString(request.query!)}` : request.url;
  for (let attempt = 1; ; attempt++) {
    const { headers } = await signerFor(request.service).sign(toSign(request));
    delete headers.host;
    let response: Response | undefined;
    try {
      // A Buffer is a Uint8Array, which fetch sends as it is.
      response = await transport(url, { method: request.method, headers, body: request.body });
      if (response.ok) return response;
      const error = await errorOf(response);
      if (attempt >= attempts || !retryable(error)) throw error;
    } catch (error) {
      // A response means AWS answered; no response means the connection failed and the request may be retried.
      if (response || attempt >= attempts) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.random() * BACKOFF_BASE_MS * 2 ** attempt));
  }
}

/** A JSON service's error body: its code and message, and whatever else the service tells of the error. */
export type JsonErrorBody = { __type?: string; code?: string; message?: string; Message?: string } & Record<string, unknown>;

/** The body of a JSON service's error answer ({} when it has none). */
export const jsonErrorBody = async (response: Response): Promise<JsonErrorBody> => (await response.json().catch(() => ({}))) as JsonErrorBody;

/** The error of a JSON service's answer: the code from x-amzn-ErrorType or the body's __type, the body's message. */
export const jsonServiceError = async (response: Response): Promise<AwsRequestError> => jsonError(response, await jsonErrorBody(response));

/** The error of a JSON service's answer whose body has been read. */
export function jsonError(response: Response, body: JsonErrorBody): AwsRequestError {
  const type = response.headers.get('x-amzn-errortype') ?? body.__type ?? body.code ?? `Http${response.status}`;
  const code = type.split(':')[0]!.split('#').at(-1)!;
  return new AwsRequestError(code, body.message ?? body.Message ?? response.statusText, response.status);
}

/** A regional endpoint of a service, or its override (the local emulator) from AWS_ENDPOINT_URL_<SERVICE>. */
export function serviceUrl(hostPrefix: string, path: string, override?: string): URL {
  return new URL(path, override ?? `https://${hostPrefix}.${config.awsRegion}.amazonaws.com`);
}
