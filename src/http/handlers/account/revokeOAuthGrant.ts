import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** DELETE /api/v1/me/oauth/grants/{client_id}: the grant, its tokens and the MCP sessions they opened end. */
const revokeOAuthGrant: OperationHandler<'revokeOAuthGrant'> = async ({ principal, params, services, requestId, clientIp }) => {
  const openedUnderGrant = await services.oauth.grants.revoke(requireSession(principal), params.client_id, { requestId, ip: clientIp });
  await services.mcpSessions.closeWhere(openedUnderGrant);
  return { status: 204 };
};

export default revokeOAuthGrant;
