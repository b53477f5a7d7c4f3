/**
 * Which addresses the outbound fetcher may connect to. Only globally routable unicast
 * addresses pass: loopback, private (RFC 1918, IPv6 unique-local), link-local (which holds
 * the 169.254.169.254 metadata service), carrier-grade NAT, unspecified, multicast, broadcast,
 * reserved and documentation ranges are refused. IPv4-mapped IPv6 addresses are judged as the
 * IPv4 address they carry. Parsing and ranges come from ipaddr.js, never from string tests.
 */
import ipaddr from 'ipaddr.js';

/** The named range an address falls in when it may not be reached, or null when it may. */
export function forbiddenRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  return range === 'unicast' ? null : range;
}

/** A loopback address (127.0.0.0/8, ::1, or IPv4-mapped 127.x); anything unparsable, names included, is not. */
export function isLoopbackAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'loopback';
}

/** True when `host` is an IP literal (IPv6 with or without brackets). */
export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(stripBrackets(host));
}

export function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/**
 * Whether the operator listed `host` in WEB_FETCH_ALLOW_HOSTS (or a provider endpoint trusts
 * it): exact names, IP literals (compared parsed, so `::1` matches `[0:0::1]`) and
 * `*.suffix` for any subdomain of suffix.
 */
export function hostAllowed(host: string, allowList: readonly string[]): boolean {
  const name = stripBrackets(host.toLowerCase()).replace(/\.$/, '');
  const literal = ipaddr.isValid(name) ? ipaddr.parse(name).toNormalizedString() : null;
  return allowList.some((raw) => {
    const entry = stripBrackets(raw.toLowerCase()).replace(/\.$/, '');
    if (entry.startsWith('*.')) return name.endsWith(entry.slice(1));
    if (literal && ipaddr.isValid(entry)) return ipaddr.parse(entry).toNormalizedString() === literal;
    return entry === name;
  });
}
