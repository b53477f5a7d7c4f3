/**
 * The address of the client, decided once per request, the way the operator configured the
 * proxies in front of the server (src/config/server.ts):
 * - without TRUST_PROXY, the connecting peer; X-Forwarded-For is ignored;
 * - with TRUST_PROXY, walking from the connecting peer back through X-Forwarded-For, the
 *   first address that is not a trusted proxy: trusted by position (TRUST_PROXY_HOPS) or by
 *   address (TRUSTED_PROXIES). Entries to the left of it were written by the client itself
 *   and are never used, so a forged leftmost entry changes nothing.
 * proxy-addr does the walk and ipaddr.js the parsing; every later step (per-address limits,
 * audit entries, anonymous access) reads `ctx.ip`, set here.
 */
import type { IncomingMessage } from 'node:http';
import type Koa from 'koa';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';
import type { ServerConfig } from '../config/server.js';

type ProxySettings = Pick<ServerConfig, 'trustProxy' | 'trustProxyHops' | 'trustedProxies'>;

export function clientAddressResolver(config: ProxySettings): (req: IncomingMessage) => string {
  if (!config.trustProxy) return (req) => req.socket.remoteAddress ?? '';
  const trust = config.trustedProxies.length
    ? proxyaddr.compile(config.trustedProxies)
    : (_address: string, hop: number) => hop < config.trustProxyHops;
  return (req) => proxyaddr(req, trust);
}

/** Sets `ctx.ip` to the client address for everything after it. */
export function clientAddress(config: ProxySettings): Koa.Middleware {
  const resolve = clientAddressResolver(config);
  return async (ctx, next) => {
    ctx.request.ip = resolve(ctx.req);
    await next();
  };
}

/** A loopback address (127.0.0.0/8, ::1, or IPv4-mapped 127.x); anything unparsable is not. */
export function isLoopbackAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'loopback';
}
