import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** DELETE /api/v1/me/sessions: signs the active account out of every other browser session. */
const revokeMyOtherSessions: OperationHandler<'revokeMyOtherSessions'> = async ({ principal, services, requestId, clientIp }) => ({
  status: 200,
  body: { revoked: await services.account.browserSessions.revokeOthers(requireSession(principal), { requestId, ip: clientIp }) },
});

export default revokeMyOtherSessions;
