import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** POST /api/v1/admin/invitations: 201 with the token and link, shown only in this answer. */
const createInvitation: OperationHandler<'createInvitation'> = async ({ principal, services, body, requestId }) => {
  return {
    status: 201,
    headers: { 'Cache-Control': 'no-store' },
    body: await services.admin.invitations.create(requireSession(principal), { email: body.email, note: body.note, expiresInDays: body.expires_in_days }, requestId),
  };
};

export default createInvitation;
