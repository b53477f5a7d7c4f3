import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** DELETE /api/v1/me/api-keys/{name}: the key stops working at once and its MCP sessions end, as `memplat keys revoke`. */
const revokeMyApiKey: OperationHandler<'revokeMyApiKey'> = async ({ principal, params, services, requestId, clientIp }) => {
  const keyId = await services.account.apiKeys.revoke(requireSession(principal), params.name, { requestId, ip: clientIp });
  await services.mcpSessions.closeWhere((p) => p.kind === 'apiKey' && p.keyId === keyId);
  return { status: 204 };
};

export default revokeMyApiKey;
