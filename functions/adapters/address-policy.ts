import ipaddr from 'ipaddr.js';

/**
 * Which network addresses a user-supplied URL may reach: public unicast only.
 * Loopback is the one exception, and only when the caller allows it (local mode).
 */
export interface AddressPolicyOptions {
  allowLoopback: boolean;
}

const CLOUD_METADATA = [ipaddr.parse('169.254.169.254'), ipaddr.parse('fd00:ec2::254')];
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');
const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

const IPV4_RANGE_NAMES: Record<string, string> = {
  private: 'a private network address',
  loopback: 'a loopback address',
  linkLocal: 'a link-local address',
  unspecified: 'an unspecified address',
  carrierGradeNat: 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
};

const IPV6_RANGE_NAMES: Record<string, string> = {
  loopback: 'a loopback address',
  linkLocal: 'a link-local address',
  uniqueLocal: 'a private network (unique local) address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
};

/** True for an IPv4 or IPv6 literal (brackets allowed), in any form ipaddr.js accepts. */
export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(stripBrackets(host));
}

/**
 * Returns why the address may not be contacted, or null when it may.
 * Addresses that embed an IPv4 address (IPv4-mapped, NAT64, 6to4) are judged by that address.
 */
export function addressRefusal(address: string, options: AddressPolicyOptions): string | null {
  const literal = stripBrackets(address);
  if (!ipaddr.isValid(literal)) return `${address} is not an IP address`;
  const parsed = ipaddr.parse(literal);
  return parsed.kind() === 'ipv4'
    ? ipv4Refusal(parsed as ipaddr.IPv4, options)
    : ipv6Refusal(parsed as ipaddr.IPv6, options);
}

function ipv4Refusal(address: ipaddr.IPv4, options: AddressPolicyOptions): string | null {
  if (CLOUD_METADATA.some((metadata) => sameAddress(metadata, address))) return 'the cloud metadata address';
  const range = address.range();
  if (range === 'unicast') return null;
  if (range === 'loopback' && options.allowLoopback) return null;
  return IPV4_RANGE_NAMES[range] ?? `a reserved address (${range})`;
}

function ipv6Refusal(address: ipaddr.IPv6, options: AddressPolicyOptions): string | null {
  if (CLOUD_METADATA.some((metadata) => sameAddress(metadata, address))) return 'the cloud metadata address';
  const embedded = embeddedIpv4(address);
  if (embedded) {
    const refusal = ipv4Refusal(embedded, options);
    return refusal && `an IPv6 address embedding ${refusal} (${embedded.toString()})`;
  }
  const range = address.range();
  if (range === 'loopback' && options.allowLoopback) return null;
  if (range === 'unicast' && address.match(IPV6_GLOBAL_UNICAST)) return null;
  return IPV6_RANGE_NAMES[range] ?? `a reserved address (${range === 'unicast' ? 'unassigned' : range})`;
}

/** The IPv4 address carried inside IPv4-mapped, IPv4-translated, well-known NAT64 and 6to4 addresses. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = address.toByteArray();
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return ipaddr.fromByteArray(bytes.slice(12)) as ipaddr.IPv4;
    case 'rfc6052':
      return address.match(NAT64_WELL_KNOWN) ? (ipaddr.fromByteArray(bytes.slice(12)) as ipaddr.IPv4) : null;
    case '6to4':
      return ipaddr.fromByteArray(bytes.slice(2, 6)) as ipaddr.IPv4;
    default:
      return null;
  }
}

function sameAddress(a: ipaddr.IPv4 | ipaddr.IPv6, b: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  return a.kind() === b.kind() && a.toNormalizedString() === b.toNormalizedString();
}

function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** Host names that never leave the machine or the private network, whatever DNS says. */
export function hostNameRefusal(hostname: string, options: AddressPolicyOptions): string | null {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) {
    return options.allowLoopback ? null : 'a loopback host name';
  }
  if (name.endsWith('.internal') || name.endsWith('.local') || !name.includes('.')) {
    return 'a private network host name';
  }
  return null;
}

/** True when the host is a loopback literal or a localhost name. */
export function isLoopbackHost(hostname: string): boolean {
  const name = stripBrackets(hostname.toLowerCase().replace(/\.$/, ''));
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (!ipaddr.isValid(name)) return false;
  const parsed = ipaddr.parse(name);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address().range() === 'loopback';
  }
  return parsed.range() === 'loopback';
}
