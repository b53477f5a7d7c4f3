import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** POST /api/v1/me/password/change: other browser sessions end. */
const changePassword: OperationHandler = async ({ principal, body, services, requestId }) => {
  const input = body as { current_password: string; new_password: string };
  await services.account.passwords.change(requireSession(principal), input.current_password, input.new_password, requestId);
  return { status: 204 };
};

export default changePassword;
