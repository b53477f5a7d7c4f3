import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** GET /api/v1/users/profile. */
const getUserProfile: OperationHandler<'getUserProfile'> = async ({ principal, services }) => ({
  status: 200,
  body: await services.auth.accounts.profileView(requireSession(principal).accountId),
});

export default getUserProfile;
