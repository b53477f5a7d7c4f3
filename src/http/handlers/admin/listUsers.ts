import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** GET /api/v1/admin/users: one page of accounts, administrators only. */
const listUsers: OperationHandler<'listUsers'> = async ({ principal, services, query }) => {
  return {
    status: 200,
    headers: { 'Cache-Control': 'no-store' },
    body: await services.admin.users.list(requireSession(principal), { limit: query.limit, cursor: query.cursor, q: query.q }),
  };
};

export default listUsers;
