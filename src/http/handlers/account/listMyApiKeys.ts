import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** GET /api/v1/me/api-keys: the active account's own active keys (never the secrets). */
const listMyApiKeys: OperationHandler<'listMyApiKeys'> = async ({ principal, services }) => ({
  status: 200,
  body: { api_keys: await services.account.apiKeys.list(requireSession(principal)) },
});

export default listMyApiKeys;
