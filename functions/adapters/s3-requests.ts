import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Sha256 } from '@smithy/core/checksum';
import { escapeUri } from '@smithy/core/protocols';
import { SignatureV4 } from '@smithy/signature-v4';
import { config } from '#shared/config';

/**
 * S3 object requests signed with the SDK's own SigV4 signer and sent with fetch.
 * The functions read, write and presign single objects only; the S3 client and
 * its presigner (all of S3's operation schemas, XML codecs, checksums, express
 * sessions: about 190 KB of every bundle that touched S3) did no more for them.
 * Credentials come from the SDK's provider chain (in Lambda bundles, the role's
 * environment variables); an endpoint override (the local S3 emulator) is
 * addressed by path, AWS by virtual host, as the S3 client does.
 */
const ATTEMPTS = 3;
const BACKOFF_BASE_MS = 100;

export interface S3Request {
  method: 'GET' | 'HEAD' | 'PUT';
  key: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

let signer: SignatureV4 | undefined;
function s3Signer(): SignatureV4 {
  // S3 signs the path as sent (no second escaping) and wants the payload's hash in a header.
  signer ??= new SignatureV4({ service: 's3', region: config.awsRegion, credentials: defaultProvider(), sha256: Sha256, uriEscapePath: false, applyChecksum: true });
  return signer;
}

function objectUrl(key: string): URL {
  const path = key.split('/').map(escapeUri).join('/');
  const endpoint = config.awsEndpoint('S3');
  if (endpoint) return new URL(`${endpoint.replace(/\/$/, '')}/${config.bucketName}/${path}`);
  return new URL(`https://${config.bucketName}.s3.${config.awsRegion}.amazonaws.com/${path}`);
}

function unsigned({ method, key, query = {}, headers = {}, body }: S3Request) {
  const url = objectUrl(key);
  return {
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query,
    headers: { ...headers, host: url.host },
    body,
    url,
  };
}

const queryString = (query: Record<string, string | string[] | null>): string =>
  Object.entries(query).map(([name, value]) => `${escapeUri(name)}=${escapeUri(String(value))}`).join('&');

/** A URL that makes the request without credentials until it expires (the signature covers method, key and query). */
export async function presignS3(request: S3Request, expiresInSeconds: number): Promise<string> {
  const { url, ...toSign } = unsigned(request);
  const signed = await s3Signer().presign(toSign, { expiresIn: expiresInSeconds });
  return `${url.origin}${url.pathname}?${queryString(signed.query ?? {})}`;
}

/** S3's error code from its XML error body, or from the status when a HEAD has no body. */
async function s3Error(request: S3Request, response: Response): Promise<Error> {
  const text = request.method === 'HEAD' ? '' : await response.text();
  const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? (response.status === 404 ? 'NotFound' : `Http${response.status}`);
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1] ?? response.statusText;
  return Object.assign(new Error(`S3 ${request.method} ${request.key}: ${code} (${response.status}) ${message}`.trim()), { name: code, status: response.status });
}

const retryable = (status: number): boolean => status >= 500 || status === 429;

/** Sends a signed request; server errors, throttling and lost connections are retried with jittered backoff, as the SDK does. */
export async function sendS3(request: S3Request): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const { url, ...toSign } = unsigned(request);
    const { headers } = await s3Signer().sign(toSign);
    delete headers.host;
    let response: Response | undefined;
    try {
      // A Buffer is a Uint8Array, which fetch sends as it is.
      response = await fetch(url, { method: request.method, headers, body: request.body as BodyInit | undefined });
      if (response.ok) return response;
      if (attempt >= ATTEMPTS || !retryable(response.status)) throw await s3Error(request, response);
      await response.body?.cancel();
    } catch (error) {
      // A response means S3 answered; no response means the connection failed and the request may be retried.
      if (response || attempt >= ATTEMPTS) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.random() * BACKOFF_BASE_MS * 2 ** attempt));
  }
}
