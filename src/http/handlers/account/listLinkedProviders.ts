import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** GET /api/v1/me/account/providers: external identities of the account. */
const listLinkedProviders: OperationHandler<'listLinkedProviders'> = async ({ principal, services }) => ({
  status: 200,
  body: await services.account.providers.list(requireSession(principal).accountId),
});

export default listLinkedProviders;
