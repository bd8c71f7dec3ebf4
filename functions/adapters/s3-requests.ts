import { escapeUri } from '@smithy/core/protocols';
import { config } from '#shared/config';
import { AwsRequestError, presign, sendSigned, type SignedRequest } from './signed-requests.ts';

/**
 * S3 object requests, signed and sent by signed-requests.ts: the functions
 * read, write and presign single objects only, and the S3 client with its
 * presigner (every S3 operation's schema, XML codecs, checksums, express
 * sessions) was about 190 KB of every bundle that touched storage. An endpoint
 * override (the local S3 emulator) is addressed by path, AWS by virtual host,
 * as the S3 client does.
 */
const ATTEMPTS = 3;

export interface S3Request {
  method: 'GET' | 'HEAD' | 'PUT';
  key: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

function objectUrl(key: string): URL {
  const path = key.split('/').map(escapeUri).join('/');
  const endpoint = config.awsEndpoint('S3');
  if (endpoint) return new URL(`${endpoint.replace(/\/$/, '')}/${config.bucketName}/${path}`);
  return new URL(`https://${config.bucketName}.s3.${config.awsRegion}.amazonaws.com/${path}`);
}

const signed = ({ key, ...request }: S3Request): SignedRequest => ({ service: 's3', url: objectUrl(key), ...request });

/** A URL that makes the request without credentials until it expires (the signature covers method, key and query). */
export const presignS3 = (request: S3Request, expiresInSeconds: number): Promise<string> => presign(signed(request), expiresInSeconds);

/** S3's error code from its XML error body, or from the status when a HEAD has no body. */
async function s3Error(request: S3Request, response: Response): Promise<AwsRequestError> {
  const text = request.method === 'HEAD' ? '' : await response.text();
  const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? (response.status === 404 ? 'NotFound' : `Http${response.status}`);
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1] ?? response.statusText;
  return new AwsRequestError(code, `S3 ${request.method} ${request.key}: ${code} (${response.status}) ${message}`.trim(), response.status);
}

/** Sends a signed S3 request; server errors, throttling and lost connections are retried. */
export const sendS3 = (request: S3Request): Promise<Response> =>
  sendSigned(signed(request), (response) => s3Error(request, response), ATTEMPTS);
