/**
 * DNS-rebinding protection for anonymous REST calls. Without a key, a loopback-bound
 * server serves the local context to whoever can reach it; a page on a hostile DNS name
 * that resolves to 127.0.0.1 can reach it too. So anonymous calls must name this server
 * in `Host` (a loopback name or the PUBLIC_URL host) and, when a browser sends `Origin`,
 * come from a loopback origin, the PUBLIC_URL origin or MCP_ALLOWED_ORIGINS — the rule
 * `/mcp` applies to every caller (src/mcp/http/origin.ts). Calls with credentials are
 * unaffected: the attacker's page has none (cookies are bound to its own hostname).
 */
import type Koa from 'koa';
import { AppError } from '../domain/errors/app-error.js';
import type { Principal } from '../domain/core/principal.js';
import type { AppServices } from '../services.js';
import { checkOriginAndHost } from '../mcp/http/origin.js';

export function guardAnonymousHost(ctx: Koa.Context, services: AppServices, principal: Principal): void {
  if (principal.kind !== 'anonymous') return;
  // CORS_ALLOWED_ORIGINS opens the bearer-token endpoints only, not the anonymous local context.
  const { host, publicUrl } = services.config.server;
  const verdict = checkOriginAndHost({ origin: ctx.get('origin') || undefined, host: ctx.get('host') || undefined }, { host, publicUrl }, services.config.mcp);
  if (!verdict.ok) throw new AppError('REQUEST-008', { message: verdict.reason });
}
