import type { OperationHandler } from '../../handler-types.js';
import { clearSessionCookie, sessionCookieOf } from './cookies.js';

/**
 * POST /api/v1/auth/logout (A1 rule 1): needs no valid session and always succeeds.
 * The cookie is cleared (Max-Age=0) whenever the browser session ended.
 */
const logout: OperationHandler<'logout'> = async ({ query, services, koa }) => {
  const scope = query.scope === 'current' ? 'current' : 'all';
  const { sessionEnded } = await services.auth.sessions.logout(sessionCookieOf(koa), scope);
  if (sessionEnded) clearSessionCookie(koa, services);
  return { status: 200, headers: { 'Cache-Control': 'no-store' }, body: { success: true, scope, session_ended: sessionEnded } };
};

export default logout;
