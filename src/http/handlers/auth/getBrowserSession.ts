import type { OperationHandler } from '../../handler-types.js';
import type { ResponseBodyOf } from '../../operation-types.js';
import { sessionAccountsBody } from './session-accounts.js';

const SIGNED_OUT: ResponseBodyOf<'getBrowserSession', 200> = { authenticated: false, user: null, accounts: [], active_account_id: null };

/** GET /api/v1/auth/session: this browser's sign-in state, 200 whether signed in or not. */
const getBrowserSession: OperationHandler<'getBrowserSession'> = async ({ principal, services }) => {
  const headers = { 'Cache-Control': 'no-store' };
  if (principal.kind !== 'session') return { status: 200, body: SIGNED_OUT, headers };
  const { accounts, active_account_id } = await sessionAccountsBody(services, principal);
  const user = await services.auth.accounts.userView(principal.accountId);
  return { status: 200, body: { authenticated: true, user, accounts, active_account_id }, headers };
};

export default getBrowserSession;
