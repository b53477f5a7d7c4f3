import type { OperationHandler } from '../../handler-types.js';
import { sessionAccountsBody } from './session-accounts.js';
import { requireSession } from './session-principal.js';

/** GET /api/v1/auth/accounts: accounts signed in on this browser session, the active one flagged. */
const listSessionAccounts: OperationHandler<'listSessionAccounts'> = async ({ principal, services }) => ({
  status: 200,
  body: await sessionAccountsBody(services, requireSession(principal)),
});

export default listSessionAccounts;
