import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** GET /api/v1/admin/users: one page of accounts, administrators only. */
const listUsers: OperationHandler = async ({ principal, services, query }) => {
  const q = query as { limit?: number; cursor?: string; q?: string };
  return {
    status: 200,
    headers: { 'Cache-Control': 'no-store' },
    body: await services.admin.users.list(requireSession(principal), { limit: q.limit, cursor: q.cursor, q: q.q }),
  };
};

export default listUsers;
