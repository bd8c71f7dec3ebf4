import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { FetchError } from './fetch-error.ts';
import { bareHost, parseHttpUrl, resolveVettedAddresses, UnsafeUrlError, type VettedAddress } from './url-safety.ts';

export { FetchError, type FetchFailure } from './fetch-error.ts';
export { assertPublicHttpUrl, UnsafeUrlError } from './url-safety.ts';

export interface GuardedFetchInit {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Whole exchange: DNS, connect, redirects and body. Default 10 000 ms. */
  timeoutMs?: number;
  /** TCP connect of each hop. Default: the smaller of 5 000 ms and timeoutMs. */
  connectTimeoutMs?: number;
  /** Decoded body size cap. Default 5 MiB. */
  maxBytes?: number;
  /** Redirects followed. Default 5; 0 returns a 3xx response as is. */
  maxRedirects?: number;
  /** Media types accepted for a 2xx response ('text/html', 'application/*'); any when omitted. */
  acceptContentTypes?: string[];
}

export interface GuardedResponse {
  status: number;
  headers: Headers;
  finalUrl: string;
  body: Buffer;
}

export const USER_AGENT = 'BriefingsBot/1.0 (+https://briefings.example/bot)';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const CREDENTIAL_HEADERS = ['authorization', 'cookie'];

/**
 * The one way to fetch a user-supplied URL. Every hop is parsed, its host
 * resolved and every address checked against the policy; the connection is then
 * pinned to the checked address so a second DNS answer cannot redirect it.
 */
export async function guardedFetch(url: string, init: GuardedFetchInit = {}): Promise<GuardedResponse> {
  const timeoutMs = init.timeoutMs ?? 10_000;
  const limits = {
    maxBytes: init.maxBytes ?? 5 * 1024 * 1024,
    maxRedirects: init.maxRedirects ?? 5,
    connectTimeoutMs: init.connectTimeoutMs ?? Math.min(5_000, timeoutMs),
  };
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  try {
    return await followHops(url, init, limits, deadline.signal);
  } catch (error) {
    if (deadline.signal.aborted && !(error instanceof UnsafeUrlError)) {
      throw new FetchError('timeout', `No complete response from ${url} within ${timeoutMs} ms`, { cause: error });
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

interface Hop {
  url: URL;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body: string | undefined;
}

async function followHops(
  startUrl: string,
  init: GuardedFetchInit,
  limits: { maxBytes: number; maxRedirects: number; connectTimeoutMs: number },
  signal: AbortSignal,
): Promise<GuardedResponse> {
  let hop: Hop = {
    url: parseHttpUrl(startUrl),
    method: init.method ?? 'GET',
    headers: initialHeaders(init),
    body: init.body,
  };
  for (let redirects = 0; ; redirects++) {
    const addresses = await abortable(vet(hop.url), signal);
    const response = await send(hop, addresses, limits.connectTimeoutMs, signal);
    const location = response.headers.location;
    if (limits.maxRedirects > 0 && REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
      response.destroy();
      if (redirects >= limits.maxRedirects) {
        throw new FetchError('redirects', `More than ${limits.maxRedirects} redirects from ${startUrl}`);
      }
      hop = redirectHop(hop, response.statusCode ?? 0, location);
      continue;
    }
    const status = response.statusCode ?? 0;
    if (status >= 200 && status < 300) assertContentType(response, init.acceptContentTypes, hop.url);
    const body = await readCapped(response, limits.maxBytes, hop.url);
    return { status, headers: toHeaders(response), finalUrl: hop.url.href, body };
  }
}

async function vet(url: URL): Promise<VettedAddress[]> {
  try {
    return await resolveVettedAddresses(url);
  } catch (error) {
    if (error instanceof UnsafeUrlError) throw error;
    throw new FetchError('network', `Could not resolve ${url.hostname}: ${(error as Error).message}`, { cause: error });
  }
}

function initialHeaders(init: GuardedFetchInit): Record<string, string> {
  const headers: Record<string, string> = {
    'user-agent': USER_AGENT,
    accept: init.acceptContentTypes?.join(', ') ?? '*/*',
    'accept-encoding': 'gzip, deflate, br',
  };
  for (const [name, value] of Object.entries(init.headers ?? {})) headers[name.toLowerCase()] = value;
  return headers;
}

/** Browser rules: 303 (and 301/302 after POST) turn into a GET without body; credentials stay on their origin. */
function redirectHop(previous: Hop, status: number, location: string): Hop {
  let next: URL;
  try {
    next = new URL(location, previous.url);
  } catch {
    throw new FetchError('network', `Redirect from ${previous.url.href} to an invalid location`);
  }
  const url = parseHttpUrl(next.href);
  const headers = { ...previous.headers };
  if (url.origin !== previous.url.origin) for (const name of CREDENTIAL_HEADERS) delete headers[name];
  const becomesGet = status === 303 || ((status === 301 || status === 302) && previous.method === 'POST');
  if (!becomesGet) return { ...previous, url, headers };
  delete headers['content-type'];
  return { url, method: 'GET', headers, body: undefined };
}

function send(hop: Hop, addresses: VettedAddress[], connectTimeoutMs: number, signal: AbortSignal): Promise<IncomingMessage> {
  const [first] = addresses as [VettedAddress];
  const pinnedLookup = ((_host, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  }) as LookupFunction;
  const options: RequestOptions = {
    method: hop.method,
    hostname: bareHost(hop.url.hostname),
    port: hop.url.port || undefined,
    path: `${hop.url.pathname}${hop.url.search}`,
    headers: { ...hop.headers, host: hop.url.host },
    lookup: pinnedLookup,
    agent: false,
    signal,
  };
  if (hop.body !== undefined) options.headers = { ...options.headers, 'content-length': Buffer.byteLength(hop.body) };
  const request = hop.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(options, resolve);
    outgoing.on('error', (error) => reject(signal.aborted ? error : networkError(hop.url, error)));
    outgoing.on('socket', (socket) => {
      if (!socket.connecting) return;
      const connectTimer = setTimeout(() => {
        outgoing.destroy(new FetchError('timeout', `Connecting to ${hop.url.host} took longer than ${connectTimeoutMs} ms`));
      }, connectTimeoutMs);
      socket.once('connect', () => clearTimeout(connectTimer));
      socket.once('close', () => clearTimeout(connectTimer));
    });
    outgoing.end(hop.body);
  });
}

function networkError(url: URL, error: Error): FetchError {
  if (error instanceof FetchError) return error;
  return new FetchError('network', `Request to ${url.host} failed: ${error.message}`, { cause: error });
}

function assertContentType(response: IncomingMessage, accepted: string[] | undefined, url: URL): void {
  if (!accepted || accepted.length === 0) return;
  const mediaType = (response.headers['content-type'] ?? 'application/octet-stream').split(';')[0]!.trim().toLowerCase();
  const matches = accepted.some((pattern) => {
    const wanted = pattern.toLowerCase();
    return wanted === '*/*' || wanted === mediaType || (wanted.endsWith('/*') && mediaType.startsWith(wanted.slice(0, -1)));
  });
  if (!matches) {
    response.destroy();
    throw new FetchError('content_type', `${url.href} answered with ${mediaType}; expected ${accepted.join(', ')}`);
  }
}

/** Reads the decoded body, aborting as soon as it passes the cap (also for compressed bodies). */
async function readCapped(response: IncomingMessage, maxBytes: number, url: URL): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (!encoding && Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(url, maxBytes);
  }
  const stream = decoded(response, encoding);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > maxBytes) throw tooLarge(url, maxBytes);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    response.destroy();
    if (error instanceof FetchError) throw error;
    throw new FetchError('network', `Reading the response from ${url.host} failed: ${(error as Error).message}`, { cause: error });
  } finally {
    if (stream !== response) stream.destroy();
  }
  return Buffer.concat(chunks);
}

function decoded(response: IncomingMessage, encoding: string): Readable {
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

function tooLarge(url: URL, maxBytes: number): FetchError {
  return new FetchError('too_large', `The response from ${url.host} is larger than ${maxBytes} bytes`);
}

/** Response headers as a Fetch API Headers object; the body is already decoded, so its encoding headers are dropped. */
function toHeaders(response: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined || name === 'content-encoding' || name === 'content-length') continue;
    for (const single of Array.isArray(value) ? value : [value]) {
      try {
        headers.append(name, single);
      } catch {
        // A header value the Fetch API rejects is of no use to callers.
      }
    }
  }
  return headers;
}

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
