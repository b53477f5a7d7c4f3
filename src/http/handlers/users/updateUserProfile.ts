import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** PUT /api/v1/users/profile: partial update; unknown time zones or malformed locales give 422. */
const updateUserProfile: OperationHandler<'updateUserProfile'> = async ({ principal, body, services }) => ({
  status: 200,
  body: await services.auth.accounts.updateProfile(requireSession(principal).accountId, body),
});

export default updateUserProfile;
