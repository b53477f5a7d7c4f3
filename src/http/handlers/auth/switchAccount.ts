import type { OperationHandler } from '../../handler-types.js';
import { sessionAccountsBody } from './session-accounts.js';
import { requireSession } from './session-principal.js';

/** POST /api/v1/auth/accounts/switch (A1 rule 5): 404 unless the target is in this session. */
const switchAccount: OperationHandler<'switchAccount'> = async ({ principal, body, services }) => {
  const session = requireSession(principal);
  await services.auth.sessions.switchAccount(session.sessionId, body.account_id);
  return { status: 200, body: await sessionAccountsBody(services, { ...session, accountId: body.account_id }) };
};

export default switchAccount;
