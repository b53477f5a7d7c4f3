import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** POST /api/v1/admin/invitations: 201 with the token and link, shown only in this answer. */
const createInvitation: OperationHandler = async ({ principal, services, body, requestId }) => {
  const b = body as { email?: string; note?: string; expires_in_days?: number };
  return {
    status: 201,
    headers: { 'Cache-Control': 'no-store' },
    body: await services.admin.invitations.create(requireSession(principal), { email: b.email, note: b.note, expiresInDays: b.expires_in_days }, requestId),
  };
};

export default createInvitation;
