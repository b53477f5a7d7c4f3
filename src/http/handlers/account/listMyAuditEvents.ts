import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** GET /api/v1/me/audit-events: the active account's audit trail, newest first, one page at a time. */
const listMyAuditEvents: OperationHandler<'listMyAuditEvents'> = async ({ principal, query, services }) => {
  const page = await services.account.auditTrail(requireSession(principal), { limit: query.limit ?? 50, cursor: query.cursor });
  return { status: 200, headers: { 'Cache-Control': 'no-store' }, body: { events: page.events, next_cursor: page.nextCursor } };
};

export default listMyAuditEvents;
