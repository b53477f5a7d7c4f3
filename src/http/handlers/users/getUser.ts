import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** GET /api/v1/users/me: the active account's user (email, timezone, locale included). */
const getUser: OperationHandler<'getUser'> = async ({ principal, services }) => ({
  status: 200,
  body: { user: await services.auth.accounts.userView(requireSession(principal).accountId) },
});

export default getUser;
