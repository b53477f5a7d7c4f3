/**
 * The cookies browser sign-in sets. Written as raw Set-Cookie headers (appended, so
 * several can go out at once) because koa refuses Secure cookies on plain-http hops
 * even when PUBLIC_URL is https behind a TLS proxy.
 *
 * - svc_session: HttpOnly; SameSite=Lax; Path=/; Secure when PUBLIC_URL is https. A
 *   browser-session cookie unless "remember" was asked for (then Max-Age = absolute lifetime).
 * - svc_csrf: the session's CSRF token for X-CSRF-Token (src/http/csrf.ts); set and cleared
 *   together with svc_session.
 * - svc_auth_flow: binds a provider sign-in to the browser that started it (login CSRF);
 *   HttpOnly; SameSite=Lax (the provider's redirect back is a top-level GET); Path=/api/v1/auth.
 */
import type Koa from 'koa';
import type { IssuedSession } from '../../../domain/auth/sessions/session-service.js';
import { clearCsrfCookie, setCsrfCookie } from '../../csrf.js';
import { SESSION_COOKIE } from '../../security.js';
import type { RequestContext } from '../../handler-types.js';
import type { AppServices } from '../../../services.js';

export const FLOW_COOKIE = 'svc_auth_flow';
const FLOW_COOKIE_PATH = '/api/v1/auth';

function secure(services: AppServices): boolean {
  return services.config.server.publicUrl.startsWith('https://');
}

function serialize(name: string, value: string, attrs: { path: string; maxAge?: number; secure: boolean }): string {
  const parts = [`${name}=${value}`, `Path=${attrs.path}`, 'HttpOnly', 'SameSite=Lax'];
  if (attrs.secure) parts.push('Secure');
  if (attrs.maxAge !== undefined) {
    parts.push(`Max-Age=${attrs.maxAge}`);
    if (attrs.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  return parts.join('; ');
}

export function setSessionCookie(ctx: Koa.Context, services: AppServices, token: string, maxAgeSeconds?: number): void {
  ctx.append('Set-Cookie', serialize(SESSION_COOKIE, token, { path: '/', maxAge: maxAgeSeconds, secure: secure(services) }));
  ctx.set('Cache-Control', 'no-store');
}

export function clearSessionCookie(ctx: Koa.Context, services: AppServices): void {
  ctx.append('Set-Cookie', serialize(SESSION_COOKIE, '', { path: '/', maxAge: 0, secure: secure(services) }));
  clearCsrfCookie(ctx, services);
}

/**
 * A sign-in made a new browser session: set its cookie and CSRF token cookie (same
 * lifetime) and remember where the browser signed in from (the account's session list).
 */
export async function startBrowserSession(c: Pick<RequestContext, 'koa' | 'services' | 'clientIp' | 'headers'>, session: IssuedSession): Promise<void> {
  setSessionCookie(c.koa, c.services, session.token, session.maxAgeSeconds);
  setCsrfCookie(c.koa, c.services, session.containerId, session.maxAgeSeconds);
  await c.services.auth.sessions.recordClient(session.containerId, { userAgent: c.headers['user-agent'], ip: c.clientIp });
}

export function setFlowCookie(ctx: Koa.Context, services: AppServices, value: string): void {
  ctx.append('Set-Cookie', serialize(FLOW_COOKIE, value, { path: FLOW_COOKIE_PATH, maxAge: services.config.auth.flowSeconds, secure: secure(services) }));
}

export function clearFlowCookie(ctx: Koa.Context, services: AppServices): void {
  ctx.append('Set-Cookie', serialize(FLOW_COOKIE, '', { path: FLOW_COOKIE_PATH, maxAge: 0, secure: secure(services) }));
}

export function sessionCookieOf(ctx: Koa.Context): string | undefined {
  return ctx.cookies.get(SESSION_COOKIE) ?? undefined;
}

export function flowCookieOf(ctx: Koa.Context): string | undefined {
  return ctx.cookies.get(FLOW_COOKIE) ?? undefined;
}
