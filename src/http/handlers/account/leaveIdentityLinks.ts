import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** POST /api/v1/me/account/identity-links/leave: the caller leaves its set. */
const leaveIdentityLinks: OperationHandler<'leaveIdentityLinks'> = async ({ principal, services, requestId }) => ({
  status: 200,
  body: await services.account.identityLinks.leave(requireSession(principal), requestId),
});

export default leaveIdentityLinks;
