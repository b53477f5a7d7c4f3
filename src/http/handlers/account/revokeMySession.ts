import type { OperationHandler } from '../../handler-types.js';
import { clearSessionCookie, sessionCookieOf } from '../auth/cookies.js';
import { requireSession } from '../auth/session-principal.js';

/**
 * DELETE /api/v1/me/sessions/{session_id}: signs the active account out of that session.
 * The current session is a logout of the current account (another account of this browser
 * becomes active, or the session ends and its cookies are cleared).
 */
const revokeMySession: OperationHandler<'revokeMySession'> = async ({ principal, params, services, requestId, clientIp, koa }) => {
  const session = requireSession(principal);
  const meta = { requestId, ip: clientIp };
  if (params.session_id !== session.sessionId) {
    await services.account.browserSessions.revokeOther(session, params.session_id, meta);
    return { status: 204 };
  }
  await services.account.browserSessions.recordCurrentRevoked(session, meta);
  const { sessionEnded } = await services.auth.sessions.logout(sessionCookieOf(koa), 'current');
  if (sessionEnded) clearSessionCookie(koa, services);
  return { status: 204, headers: { 'Cache-Control': 'no-store' } };
};

export default revokeMySession;
