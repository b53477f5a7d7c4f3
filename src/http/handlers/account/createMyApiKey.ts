import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** POST /api/v1/me/api-keys: the key is in this response only, so it is never cached. */
const createMyApiKey: OperationHandler<'createMyApiKey'> = async ({ principal, body, services, requestId, clientIp }) => {
  const created = await services.account.apiKeys.create(requireSession(principal), body, { requestId, ip: clientIp });
  return {
    status: 201,
    headers: { 'Cache-Control': 'no-store' },
    body: { name: created.name, key: created.key, prefix: created.prefix, context_id: created.context_id, created_at: created.created_at },
  };
};

export default createMyApiKey;
