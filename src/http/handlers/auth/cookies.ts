/**
 * The cookies browser sign-in sets, written through src/http/cookies.ts.
 *
 * - svc_session: HttpOnly; SameSite=Lax; Path=/; Secure when PUBLIC_URL is https. A
 *   browser-session cookie unless "remember" was asked for (then Max-Age = absolute lifetime).
 * - svc_csrf: the session's CSRF token for X-CSRF-Token (src/http/csrf.ts); set and cleared
 *   together with svc_session.
 * - svc_auth_flow: binds a provider sign-in to the browser that started it (login CSRF);
 *   HttpOnly; SameSite=Lax (the provider's redirect back is a top-level GET); Path=/api/v1/auth.
 */
import type Koa from 'koa';
import { safeReturnTo } from '../../../domain/auth/return-to.js';
import type { IssuedSession } from '../../../domain/auth/sessions/session-service.js';
import { readCookie, writeCookie } from '../../cookies.js';
import { clearCsrfCookie, setCsrfCookie } from '../../csrf.js';
import { SESSION_COOKIE } from '../../security.js';
import type { RequestContext } from '../../handler-types.js';
import type { AppServices } from '../../../services.js';

export const FLOW_COOKIE = 'svc_auth_flow';
const FLOW_COOKIE_PATH = '/api/v1/auth';

function secure(services: AppServices): boolean {
  return services.config.server.publicUrl.startsWith('https://');
}

/** Both sign-in cookies: HttpOnly, SameSite=Lax (a provider's redirect back is a top-level GET). */
function writeSignInCookie(ctx: Koa.Context, services: AppServices, name: string, value: string, attrs: { path: string; maxAge?: number }): void {
  writeCookie(ctx, name, value, { ...attrs, httpOnly: true, sameSite: 'lax', secure: secure(services) });
}

export function setSessionCookie(ctx: Koa.Context, services: AppServices, token: string, maxAgeSeconds?: number): void {
  writeSignInCookie(ctx, services, SESSION_COOKIE, token, { path: '/', maxAge: maxAgeSeconds });
  ctx.set('Cache-Control', 'no-store');
}

export function clearSessionCookie(ctx: Koa.Context, services: AppServices): void {
  writeSignInCookie(ctx, services, SESSION_COOKIE, '', { path: '/', maxAge: 0 });
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

/**
 * The answer of a completed sign-in (LoginResponse `ok`): starts the browser session and
 * returns the user, with the validated `return_to` when the request named one.
 */
export async function signedInAnswer<S extends 200 | 201>(
  c: Pick<RequestContext, 'koa' | 'services' | 'clientIp' | 'headers'> & { query: { return_to?: string } },
  signedIn: { accountId: string; session: IssuedSession },
  status: S,
) {
  const returnTo = c.query.return_to === undefined ? undefined : safeReturnTo(c.query.return_to, c.services.config.auth.defaultReturnTo);
  await startBrowserSession(c, signedIn.session);
  const user = await c.services.auth.accounts.userView(signedIn.accountId);
  return { status, body: { status: 'ok' as const, user, ...(returnTo ? { return_to: returnTo } : {}) } };
}

export function setFlowCookie(ctx: Koa.Context, services: AppServices, value: string): void {
  writeSignInCookie(ctx, services, FLOW_COOKIE, value, { path: FLOW_COOKIE_PATH, maxAge: services.config.auth.flowSeconds });
}

export function clearFlowCookie(ctx: Koa.Context, services: AppServices): void {
  writeSignInCookie(ctx, services, FLOW_COOKIE, '', { path: FLOW_COOKIE_PATH, maxAge: 0 });
}

export function sessionCookieOf(ctx: Koa.Context): string | undefined {
  return readCookie(ctx, SESSION_COOKIE);
}

export function flowCookieOf(ctx: Koa.Context): string | undefined {
  return readCookie(ctx, FLOW_COOKIE);
}
