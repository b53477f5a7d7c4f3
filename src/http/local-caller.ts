/**
 * Whether a request comes from the operator's own machine, the one condition behind anonymous
 * access to the local context and behind reading /metrics without a token. All three must hold:
 *  1. no unvouched forwarding: a request that says it was forwarded (X-Forwarded-For,
 *     Forwarded, X-Real-IP) is local only when TRUST_PROXY vouches for the hop
 *     (src/http/client-address.ts), since a local reverse proxy serves the whole network;
 *  2. a loopback client address (`ctx.ip`: the peer, or the address the trusted proxy saw);
 *  3. the DNS-rebinding rule on Host and Origin (src/mcp/http/origin.ts), checked whatever
 *     interface the server listens on: a page on a hostile name that resolves to 127.0.0.1
 *     also connects from a loopback address.
 * A refusal says why, so the caller can name the setting that would change it.
 */
import type Koa from 'koa';
import { AppError } from '../domain/errors/app-error.js';
import type { AppServices } from '../services.js';
import { checkOriginAndHost } from '../mcp/http/origin.js';
import { isLoopbackAddress } from './client-address.js';

export type LocalCaller = { local: true } | { local: false; refusal?: AppError };

function forwardedRefusal(trustProxy: boolean): AppError {
  const message = trustProxy
    ? 'This request says it was forwarded, but no trusted proxy vouched for it: the proxy must send X-Forwarded-For and be listed in TRUSTED_PROXIES (or counted by TRUST_PROXY_HOPS); otherwise send credentials'
    : 'This request says it was forwarded (X-Forwarded-For, Forwarded or X-Real-IP) but TRUST_PROXY is off, so it is not treated as a loopback client: set TRUST_PROXY=true (with TRUSTED_PROXIES) behind a reverse proxy, or send credentials';
  return new AppError('AUTH-001', { message });
}

export function localCallerOf(ctx: Koa.Context, services: Pick<AppServices, 'config'>): LocalCaller {
  const { server, mcp } = services.config;
  if (ctx.state.forwardedUnvouched === true) return { local: false, refusal: forwardedRefusal(server.trustProxy) };
  if (!isLoopbackAddress(ctx.ip)) return { local: false };
  // CORS_ALLOWED_ORIGINS opens the bearer-token endpoints only, not the local context.
  const verdict = checkOriginAndHost(
    { origin: ctx.get('origin') || undefined, host: ctx.get('host') || undefined },
    { host: server.host, publicUrl: server.publicUrl },
    mcp,
    { alwaysCheckHost: true },
  );
  if (!verdict.ok) return { local: false, refusal: new AppError('REQUEST-008', { message: verdict.reason }) };
  return { local: true };
}
