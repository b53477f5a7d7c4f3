import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** DELETE /api/v1/me/password: only with another way in (a linked provider or a passkey); other browser sessions end. */
const removePassword: OperationHandler<'removePassword'> = async ({ principal, body, services, requestId }) => {
  await services.account.passwords.remove(requireSession(principal), body.current_password, requestId);
  return { status: 204 };
};

export default removePassword;
