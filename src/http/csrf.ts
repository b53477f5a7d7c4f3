/**
 * CSRF protection of cookie-authenticated writes (double-submit token). When the caller is
 * a browser session (the `svc_session` cookie, no bearer token) and the method is POST,
 * PUT, PATCH or DELETE on an operation that is not public (or on logout, public but acting on
 * the session the cookie names: a cross-site page must not sign the browser out), header `X-CSRF-Token` must
 * equal cookie `svc_csrf`, and that must be the session's token (HMAC of the session id
 * under a key derived from the master secret). Otherwise 403 AUTH-050.
 *
 * A cross-site page can make the browser send the session cookie but can neither read
 * `svc_csrf` (same-origin only) nor set custom headers without a CORS preflight, which this
 * server never grants. The two HTML form operations carry their own form token and are
 * left to it. `svc_csrf` is readable by the page's script (not HttpOnly), SameSite=Strict,
 * Path=/, Secure exactly when the session cookie is, with the session cookie's lifetime.
 */
import type Koa from 'koa';
import { AppError } from '../domain/errors/app-error.js';
import type { Principal } from '../domain/core/principal.js';
import type { AppServices } from '../services.js';
import { readCookie, writeCookie } from './cookies.js';

export const CSRF_COOKIE = 'svc_csrf';
export const CSRF_HEADER = 'x-csrf-token';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Public operations that still act on the browser session the cookie names, when it names one. */
const PUBLIC_SESSION_WRITES = new Set(['logout']);
/** HTML form posts that check their own per-form token (consent and device pages). */
const OWN_FORM_TOKEN = new Set(['submitAuthorizationConsent', 'submitDeviceVerification']);

type SessionPrincipal = Extract<Principal, { kind: 'session' }>;

function secure(services: AppServices): boolean {
  return services.config.server.publicUrl.startsWith('https://');
}

/** Writes the svc_csrf Set-Cookie line (readable by the page's script), replacing one written earlier in the same response. */
function writeCsrfCookie(ctx: Koa.Context, services: AppServices, value: string, maxAge?: number): void {
  writeCookie(ctx, CSRF_COOKIE, value, { path: '/', httpOnly: false, sameSite: 'strict', secure: secure(services), maxAge });
}

/** Sets the token of a session whose cookie is being set (same Max-Age as the session cookie). */
export function setCsrfCookie(ctx: Koa.Context, services: AppServices, sessionId: string, maxAgeSeconds?: number): void {
  writeCsrfCookie(ctx, services, services.auth.csrf.tokenFor(sessionId), maxAgeSeconds);
}

export function clearCsrfCookie(ctx: Koa.Context, services: AppServices): void {
  writeCsrfCookie(ctx, services, '', 0);
}

/** Re-sends the token when the browser's svc_csrf is missing or stale (sessions from before it existed). */
export async function refreshCsrfCookie(ctx: Koa.Context, services: AppServices, principal: SessionPrincipal): Promise<void> {
  if (services.auth.csrf.matches(principal.sessionId, readCookie(ctx, CSRF_COOKIE))) return;
  setCsrfCookie(ctx, services, principal.sessionId, await services.auth.sessions.cookieMaxAge(principal.sessionId));
}

/** Refuses a cookie-authenticated write without the right X-CSRF-Token (403 AUTH-050). */
export function enforceCsrf(ctx: Koa.Context, services: AppServices, op: { operationId: string; security: string[][] }, principal: SessionPrincipal): void {
  const publicOperation = op.security.length === 0 && !PUBLIC_SESSION_WRITES.has(op.operationId);
  if (!UNSAFE_METHODS.has(ctx.method) || publicOperation || OWN_FORM_TOKEN.has(op.operationId)) return;
  const header = ctx.get(CSRF_HEADER) || undefined;
  const cookie = readCookie(ctx, CSRF_COOKIE);
  // Both checks always run (no early exit that would time the header against the cookie).
  const headerOk = services.auth.csrf.matches(principal.sessionId, header);
  const cookieOk = services.auth.csrf.matches(principal.sessionId, cookie);
  if (!headerOk || !cookieOk) throw new AppError('AUTH-050');
}
