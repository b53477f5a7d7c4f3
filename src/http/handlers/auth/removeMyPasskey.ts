import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from './session-principal.js';

/** DELETE /api/v1/me/passkeys/{passkey_id}: re-authenticates, then removes the passkey. */
const removeMyPasskey: OperationHandler<'removeMyPasskey'> = async ({ principal, params, body, services, requestId }) => {
  await services.auth.passkeys.management.remove(requireSession(principal), params.passkey_id, body.current_password, requestId);
  return { status: 204 };
};

export default removeMyPasskey;
