/**
 * Which addresses the outbound fetcher may connect to. Only globally routable unicast
 * addresses pass: loopback, private (RFC 1918, IPv6 unique-local), link-local (which holds
 * the 169.254.169.254 metadata service), carrier-grade NAT, unspecified, multicast, broadcast,
 * reserved and documentation ranges are refused. IPv4-mapped IPv6 addresses are judged as the
 * IPv4 address they carry. Parsing and ranges come from ipaddr.js, never from string tests.
 */
import ipaddr from 'ipaddr.js';
import { inProcessCache } from '../core/cache/cache.js';

/** The named range an address falls in when it may not be reached, or null when it may. */
export function forbiddenRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  return range === 'unicast' ? null : range;
}

/**
 * Answers of isLoopbackAddress by address: every request asks it about its peer and its Host,
 * which are the same few strings again and again (a parse each was 3% of a GET's CPU).
 */
const loopbackAnswers = inProcessCache<string, boolean>({ max: 1024 });

/** A loopback address (127.0.0.0/8, ::1, or IPv4-mapped 127.x); anything unparsable, names included, is not. */
export function isLoopbackAddress(address: string): boolean {
  let answer = loopbackAnswers.get(address);
  if (answer === undefined) {
    answer = parsedIsLoopback(address);
    loopbackAnswers.set(address, answer);
  }
  return answer;
}

function parsedIsLoopback(address: string): boolean {
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

/** One WEB_FETCH_ALLOW_HOSTS entry: a name, `*.suffix` or IP literal, and optionally the one port it opens. */
export interface AllowEntry {
  host: string;
  port?: number;
}

/**
 * Reads `host`, `host:port`, `[v6]`, `[v6]:port`, a bare IPv6 literal or `*.suffix[:port]`;
 * null when the port is not a number from 1 to 65535.
 */
export function parseAllowEntry(raw: string): AllowEntry | null {
  const entry = raw.trim().toLowerCase().replace(/\.$/, '');
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  const [host, port] = bracketed ? [bracketed[1]!, bracketed[2]] : entry.split(':').length === 2 ? entry.split(':') : [entry, undefined];
  if (!host || /[[\]\s/@]/.test(host)) return null;
  if (port === undefined) return { host: host.replace(/\.$/, '') };
  const number = /^\d{1,5}$/.test(port) ? Number(port) : 0;
  return number >= 1 && number <= 65535 ? { host: host.replace(/\.$/, ''), port: number } : null;
}

/**
 * The entry of WEB_FETCH_ALLOW_HOSTS (or of a provider endpoint's trusted hosts) that lets the
 * fetcher reach `host` on `port`, or null: exact names, IP literals (compared parsed, so `::1`
 * matches `[0:0::1]`) and `*.suffix` for any subdomain of suffix; an entry with a port opens
 * that port only.
 */
export function allowEntryFor(host: string, allowList: readonly string[], port?: number): AllowEntry | null {
  const name = stripBrackets(host.toLowerCase()).replace(/\.$/, '');
  const literal = ipaddr.isValid(name) ? ipaddr.parse(name).toNormalizedString() : null;
  for (const raw of allowList) {
    const entry = parseAllowEntry(raw);
    if (!entry || (entry.port !== undefined && entry.port !== port)) continue;
    const matches = entry.host.startsWith('*.')
      ? name.endsWith(entry.host.slice(1))
      : literal && ipaddr.isValid(entry.host) ? ipaddr.parse(entry.host).toNormalizedString() === literal : entry.host === name;
    if (matches) return entry;
  }
  return null;
}

/** Whether some entry of `allowList` lets the fetcher reach `host` (on `port`, for entries that name one). */
export function hostAllowed(host: string, allowList: readonly string[], port?: number): boolean {
  return allowEntryFor(host, allowList, port) !== null;
}
