import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from './session-principal.js';

/** PATCH /api/v1/me/passkeys/{passkey_id}: a new name (no re-authentication: no credential changes). */
const renameMyPasskey: OperationHandler<'renameMyPasskey'> = async ({ principal, params, body, services, requestId }) => {
  const passkey = await services.auth.passkeys.management.rename(requireSession(principal), params.passkey_id, body.name, requestId);
  return { status: 200, body: passkey };
};

export default renameMyPasskey;
