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
 *
 * A request that says it was forwarded (X-Forwarded-For, Forwarded or X-Real-IP) while no
 * trusted proxy vouches for the hop (TRUST_PROXY off, a peer that is not a trusted proxy, or a
 * proxy that sent only the headers this server does not read) is marked `forwardedUnvouched`:
 * its peer may be a local proxy serving the whole network, so it is never a loopback client
 * (src/http/local-caller.ts).
 */
import type { IncomingMessage } from 'node:http';
import type Koa from 'koa';
import proxyaddr from 'proxy-addr';
import type { ServerConfig } from '../config/server.js';

type ProxySettings = Pick<ServerConfig, 'trustProxy' | 'trustProxyHops' | 'trustedProxies'>;

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

type TrustFunction = (address: string, hop: number) => boolean;

function trustOf(config: ProxySettings): TrustFunction | null {
  if (!config.trustProxy) return null;
  return config.trustedProxies.length ? proxyaddr.compile(config.trustedProxies) : (_address, hop) => hop < config.trustProxyHops;
}

export function clientAddressResolver(config: ProxySettings): (req: IncomingMessage) => string {
  const trust = trustOf(config);
  if (!trust) return (req) => req.socket.remoteAddress ?? '';
  return (req) => proxyaddr(req, trust);
}

/** True when the request names a forwarding header but no trusted proxy vouched for a hop of it. */
export function forwardingUnvouched(config: ProxySettings): (req: IncomingMessage) => boolean {
  const trust = trustOf(config);
  return (req) => {
    if (!FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
    // proxyaddr.all lists the peer, then each address a trusted proxy vouched for: one entry means none did.
    return !trust || proxyaddr.all(req, trust).length < 2;
  };
}

/** Sets `ctx.ip` to the client address, and `ctx.state.forwardedUnvouched`, for everything after it. */
export function clientAddress(config: ProxySettings): Koa.Middleware {
  const resolve = clientAddressResolver(config);
  const unvouched = forwardingUnvouched(config);
  return async (ctx, next) => {
    ctx.request.ip = resolve(ctx.req);
    ctx.state.forwardedUnvouched = unvouched(ctx.req);
    await next();
  };
}

export { isLoopbackAddress } from '../domain/net/address-policy.js';
