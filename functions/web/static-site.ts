import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { config } from '#shared/config';
import { CONTENT_ENCODINGS, MANIFEST_FILE, type ContentEncoding, type ServedFile, type WebManifest } from './manifest.ts';

type Result = APIGatewayProxyStructuredResultV2;

/** Where the briefing audio links redirect to (the bucket's presigned URLs), the one media origin besides the page's own. */
export function audioOrigin(storage: { s3Endpoint?: string; bucketName?: string; region?: string } = {
  s3Endpoint: config.awsEndpoint('S3'),
  bucketName: config.optional('BUCKET_NAME'),
  region: config.optional('AWS_REGION'),
}): string | undefined {
  if (storage.s3Endpoint) return new URL(storage.s3Endpoint).origin;
  if (storage.bucketName && storage.region) return `https://${storage.bucketName}.s3.${storage.region}.amazonaws.com`;
  return undefined;
}

/**
 * No inline script or style, nothing from another origin but the audio, no
 * framing. The portal calls only its own API.
 */
export function contentSecurityPolicy(mediaOrigin: string | undefined): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `media-src 'self'${mediaOrigin ? ` ${mediaOrigin}` : ''}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const CACHE_CONTROL: Record<ServedFile['cache'], string> = {
  immutable: 'public, max-age=31536000, immutable',
  'no-cache': 'no-cache',
};

function securityHeaders(mediaOrigin: string | undefined): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(mediaOrigin),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Strict-Transport-Security': 'max-age=31536000',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/**
 * The best encoding of `available` that an Accept-Encoding header allows
 * (RFC 9110: a listed coding with q=0 is refused, `*` stands for any coding
 * not listed), or undefined for the file as it is.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly ContentEncoding[]): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''));
    if (coding) weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  let best: { encoding: ContentEncoding; weight: number } | undefined;
  for (const encoding of CONTENT_ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > 0 && (!best || weight > best.weight)) best = { encoding, weight };
  }
  return best?.encoding;
}

function errorResult(status: number, error: string, message: string, requestId: string, extra: Record<string, string> = {}): Result {
  return {
    statusCode: status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Request-Id': requestId, ...extra },
    body: JSON.stringify({ error, message, request_id: requestId }),
  };
}

/**
 * A Lambda handler serving exactly the files of a web build's manifest
 * (`root`/manifest.json): the pages with `no-cache` and an ETag, the hashed
 * assets as immutable, every answer with the security headers. A file with
 * pre-compressed copies is answered in the best encoding the request accepts
 * (its own ETag per encoding, `Vary: Accept-Encoding`). Files are read once per
 * container.
 */
export function createStaticSiteHandler(root: string): (event: APIGatewayProxyEventV2) => Promise<Result> {
  let manifest: WebManifest | undefined;
  const contents = new Map<string, string>();
  const mediaOrigin = audioOrigin();

  return async (event) => {
    manifest ??= JSON.parse(readFileSync(join(root, MANIFEST_FILE), 'utf8')) as WebManifest;
    const requestId = event.requestContext.requestId;
    const path = event.rawPath.length > 1 ? event.rawPath.replace(/\/+$/, '') : event.rawPath;
    const entry = Object.hasOwn(manifest.files, path) ? manifest.files[path] : undefined;
    if (!entry) return errorResult(404, 'not_found', `No page or asset at ${event.rawPath}`, requestId);
    const method = event.requestContext.http.method;
    if (method !== 'GET' && method !== 'HEAD') {
      return errorResult(405, 'method_not_allowed', `${method} is not allowed on ${path}; use GET`, requestId, { Allow: 'GET, HEAD' });
    }
    const encodings = entry.encodings ?? {};
    const encoding = chooseEncoding(event.headers['accept-encoding'], Object.keys(encodings) as ContentEncoding[]);
    const file = encoding ? encodings[encoding]!.file : entry.file;
    const etag = encoding ? `"${entry.sha256}-${encoding}"` : `"${entry.sha256}"`;
    const headers: Record<string, string> = {
      'Content-Type': entry.content_type,
      'Cache-Control': CACHE_CONTROL[entry.cache],
      ETag: etag,
      ...(encoding && { 'Content-Encoding': encoding }),
      ...(entry.encodings && { Vary: 'Accept-Encoding' }),
      'X-Request-Id': requestId,
      ...securityHeaders(mediaOrigin),
    };
    if (event.headers['if-none-match'] === etag) return { statusCode: 304, headers };
    let body = contents.get(file);
    if (body === undefined) {
      body = readFileSync(join(root, file)).toString('base64');
      contents.set(file, body);
    }
    // HEAD answers as GET does; the HTTP layer (API Gateway, the local gateway) sends its headers, Content-Length included, without the body.
    return { statusCode: 200, headers, body, isBase64Encoded: true };
  };
}
