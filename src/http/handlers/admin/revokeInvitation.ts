import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** DELETE /api/v1/admin/invitations/{invitation_id}: 204, idempotent; 404 for an unknown id. */
const revokeInvitation: OperationHandler<'revokeInvitation'> = async ({ principal, services, params, requestId }) => {
  await services.admin.invitations.revoke(requireSession(principal), params.invitation_id, requestId);
  return { status: 204 };
};

export default revokeInvitation;
