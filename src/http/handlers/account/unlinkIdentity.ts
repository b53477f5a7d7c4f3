import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** POST /api/v1/me/account/identity-links/unlink: the named account leaves the caller's set. */
const unlinkIdentity: OperationHandler<'unlinkIdentity'> = async ({ principal, body, services, requestId }) => ({
  status: 200,
  body: await services.account.identityLinks.unlink(requireSession(principal), body.account_id, requestId),
});

export default unlinkIdentity;
