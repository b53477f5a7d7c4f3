import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** GET /api/v1/me/contexts: the contexts the active account can read, with its role in each. */
const listMyContexts: OperationHandler<'listMyContexts'> = async ({ principal, services }) => ({
  status: 200,
  body: await services.account.contexts(requireSession(principal)),
});

export default listMyContexts;
