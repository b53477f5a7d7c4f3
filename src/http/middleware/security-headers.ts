/**
 * Headers every response carries, set before anything else runs so errors, the documentation,
 * the web app, /mcp and answers given before the body was read all have them:
 * nosniff, no referrer, no framing, and — when the server's public address is https —
 * Strict-Transport-Security (ASVS 14.4.5), so a browser that once reached it over TLS never
 * falls back to plain http (where cookies and tokens could be read or stripped on the way).
 * Over plain http the header means nothing to browsers (RFC 6797 §8.1) and is not sent.
 */
import type Koa from 'koa';
import type { ServerConfig } from '../../config/server.js';

/** The Strict-Transport-Security value for this configuration, or null when PUBLIC_URL is not https. */
export function strictTransportSecurity(server: Pick<ServerConfig, 'publicUrl' | 'hsts'>): string | null {
  if (!server.publicUrl.toLowerCase().startsWith('https://')) return null;
  return `max-age=${server.hsts.maxAgeSeconds}${server.hsts.includeSubDomains ? '; includeSubDomains' : ''}`;
}

export function securityHeaders(server: Pick<ServerConfig, 'publicUrl' | 'hsts'>): Koa.Middleware {
  const hsts = strictTransportSecurity(server);
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Frame-Options', 'DENY');
    if (hsts) ctx.set('Strict-Transport-Security', hsts);
    await next();
  };
}
