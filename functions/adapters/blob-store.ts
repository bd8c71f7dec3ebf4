import { fromEnv } from '@aws-sdk/credential-provider-env';
import { AwsClient } from 'aws4fetch';
import { config } from '#shared/config';

/**
 * Objects in the service bucket: pipeline work files, audio, transcripts and summaries.
 *
 * The four S3 calls the service makes (put, get, head, presigned get) are SigV4-signed fetch
 * requests (aws4fetch) rather than the SDK's S3 client, whose code (about 170 KB minified with
 * its share of the SDK core) every function that reads or links an object would otherwise load
 * on each cold start. Credentials come from the environment, as in every Lambda bundle.
 */
const credentials = fromEnv();
/** Answers 5xx and 429 are retried with jittered backoff, as the SDK's standard mode does. */
const RETRIES = 3;

/** S3's error answer: the status and the error code of its XML body (NoSuchKey, AccessDenied, ...). */
export class BlobStoreError extends Error {
  override readonly name = 'BlobStoreError';
  constructor(readonly status: number, readonly code: string, key: string) {
    super(`S3 answered ${status} ${code} for ${key}`);
  }
}

async function client(): Promise<AwsClient> {
  const { accessKeyId, secretAccessKey, sessionToken } = await credentials();
  return new AwsClient({ accessKeyId, secretAccessKey, sessionToken, service: 's3', region: config.awsRegion, retries: RETRIES });
}

/** The object's URL: path style on the local emulator, virtual-hosted in AWS. */
function objectUrl(key: string): URL {
  const path = key.split('/').map(encodeURIComponent).join('/');
  const endpoint = config.awsEndpoint('S3');
  if (endpoint) return new URL(`${endpoint.replace(/\/$/, '')}/${config.bucketName}/${path}`);
  return new URL(`https://${config.bucketName}.s3.${config.awsRegion}.amazonaws.com/${path}`);
}

async function send(key: string, init: RequestInit): Promise<Response> {
  const response = await (await client()).fetch(objectUrl(key).toString(), init);
  if (response.ok) return response;
  const body = init.method === 'HEAD' ? '' : await response.text();
  throw new BlobStoreError(response.status, /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? response.statusText, key);
}

export async function putObject(key: string, body: Buffer | string, contentType: string): Promise<void> {
  const response = await send(key, { method: 'PUT', body: typeof body === 'string' ? body : new Uint8Array(body), headers: { 'content-type': contentType } });
  await response.arrayBuffer();
}

export async function getObject(key: string): Promise<Buffer> {
  return Buffer.from(await (await send(key, { method: 'GET' })).arrayBuffer());
}

/** The stored object's size in bytes. */
export async function objectSize(key: string): Promise<number> {
  const length = (await send(key, { method: 'HEAD' })).headers.get('content-length');
  if (length === null) throw new Error(`Object ${key} has no length`);
  return Number(length);
}

export const putJson = (key: string, value: unknown): Promise<void> =>
  putObject(key, JSON.stringify(value), 'application/json');

export async function getJson<T>(key: string): Promise<T> {
  return JSON.parse((await getObject(key)).toString('utf8')) as T;
}

/** A URL that downloads the object without credentials until it expires. */
export async function presignDownload(key: string, options: { expiresInSeconds: number; contentType: string; fileName: string }): Promise<string> {
  const url = objectUrl(key);
  url.searchParams.set('X-Amz-Expires', String(options.expiresInSeconds));
  url.searchParams.set('response-content-type', options.contentType);
  url.searchParams.set('response-content-disposition', `attachment; filename="${options.fileName}"`);
  const signed = await (await client()).sign(url.toString(), { method: 'GET', aws: { signQuery: true } });
  return signed.url;
}
