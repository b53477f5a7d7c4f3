import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** POST /api/v1/me/password/change: other browser sessions end. */
const changePassword: OperationHandler<'changePassword'> = async ({ principal, body, services, requestId }) => {
  await services.account.passwords.change(requireSession(principal), body.current_password, body.new_password, requestId);
  return { status: 204 };
};

export default changePassword;
