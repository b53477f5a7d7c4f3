import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** GET /api/v1/me/sessions: the browser sessions the active account is signed in to. */
const listMySessions: OperationHandler<'listMySessions'> = async ({ principal, services }) => ({
  status: 200,
  headers: { 'Cache-Control': 'no-store' },
  body: { sessions: await services.account.browserSessions.list(requireSession(principal)) },
});

export default listMySessions;
