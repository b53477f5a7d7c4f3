import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from './session-principal.js';

/** GET /api/v1/auth/me: the active account (401 without a session, 403 with an API key, by the security layer). */
const getCurrentUser: OperationHandler<'getCurrentUser'> = async ({ principal, services }) => ({
  status: 200,
  body: { user: await services.auth.accounts.userView(requireSession(principal).accountId) },
});

export default getCurrentUser;
