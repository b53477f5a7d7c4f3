import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** GET /api/v1/admin/invitations: every invitation with its status, administrators only. */
const listInvitations: OperationHandler<'listInvitations'> = async ({ principal, services }) => ({
  status: 200,
  headers: { 'Cache-Control': 'no-store' },
  body: await services.admin.invitations.list(requireSession(principal)),
});

export default listInvitations;
