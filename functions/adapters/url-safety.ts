import { lookup } from 'node:dns/promises';
import { ValidationError } from '#shared/errors';
import { addressRefusal, hostNameRefusal, isIpLiteral, isLoopbackHost } from './address-policy.ts';
import { config } from '#shared/config';

/**
 * A user-supplied URL that may not be contacted: wrong scheme, embedded
 * credentials, or a host that is (or resolves to) a non-public address.
 * It is a validation error, so an API request naming such a URL gets a 400.
 */
export class UnsafeUrlError extends ValidationError {
  override readonly name = 'UnsafeUrlError';
}

/** A network address that passed the policy, to which the connection is pinned. */
export interface VettedAddress {
  address: string;
  family: 4 | 6;
}

const CREATION_DNS_WAIT_MS = 1500;

/** Parses a URL and checks what can be checked without the network: scheme, credentials, host name. */
export function parseHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError(`URL refused: ${JSON.stringify(raw.slice(0, 200))} is not a valid absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UnsafeUrlError(`URL refused: scheme ${url.protocol.replace(/:$/, '')} is not allowed; use http or https`);
  }
  if (url.username || url.password) {
    throw new UnsafeUrlError('URL refused: credentials in the URL are not allowed');
  }
  const refusal = isIpLiteral(url.hostname)
    ? addressRefusal(url.hostname, policy())
    : hostNameRefusal(url.hostname, policy());
  if (refusal) throw new UnsafeUrlError(`URL refused: host ${url.hostname} is ${refusal}`);
  return url;
}

export type HostResolver = (host: string) => Promise<Array<{ address: string; family: number }>>;

const systemResolver: HostResolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Resolves the URL's host and returns the addresses to connect to. Every
 * resolved address must pass the policy: one bad answer refuses the whole host,
 * so that a round-robin record cannot smuggle an internal address in.
 */
export async function resolveVettedAddresses(url: URL, resolve: HostResolver = systemResolver): Promise<VettedAddress[]> {
  const host = bareHost(url.hostname);
  if (isIpLiteral(url.hostname)) return [{ address: host, family: host.includes(':') ? 6 : 4 }];
  const answers = await resolve(host);
  if (answers.length === 0) throw new Error(`DNS returned no address for ${host}`);
  return answers.map((answer) => {
    const refusal = addressRefusal(answer.address, policy());
    if (refusal) throw new UnsafeUrlError(`URL refused: host ${host} resolves to ${refusal} (${answer.address})`);
    return { address: answer.address, family: answer.family === 6 ? 6 : 4 };
  });
}

/**
 * Creation-time check of a source or webhook URL. DNS is consulted when it
 * answers quickly; a name that does not resolve yet is accepted, because every
 * fetch resolves and checks again.
 */
export async function assertPublicHttpUrl(raw: string, opts: { requireHttps?: boolean } = {}): Promise<void> {
  const url = parseHttpUrl(raw);
  const loopbackExempt = config.allowLoopbackUrls && isLoopbackHost(url.hostname);
  if (opts.requireHttps && url.protocol !== 'https:' && !loopbackExempt) {
    throw new UnsafeUrlError('URL refused: https is required');
  }
  if (isIpLiteral(url.hostname)) return;
  await Promise.race([
    resolveVettedAddresses(url).catch((error: unknown) => {
      if (error instanceof UnsafeUrlError) throw error;
    }),
    new Promise<void>((resolve) => setTimeout(resolve, CREATION_DNS_WAIT_MS).unref()),
  ]);
}

export function bareHost(hostname: string): string {
  return hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
}

function policy() {
  return { allowLoopback: config.allowLoopbackUrls };
}
