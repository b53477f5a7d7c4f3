import type { RegistrationCredentialInput } from '../../../domain/auth/passkeys/credentials.js';
import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from './session-principal.js';

/** POST /api/v1/me/passkeys: verifies the browser's new credential and stores the passkey. */
const registerPasskey: OperationHandler<'registerPasskey'> = async ({ principal, body, services, requestId }) => {
  const added = await services.auth.passkeys.management.finishRegistration(requireSession(principal), body.credential as RegistrationCredentialInput, body.name, requestId);
  return {
    status: 201,
    headers: { 'Cache-Control': 'no-store' },
    body: { passkey: added.passkey, ...(added.recoveryCodes ? { recovery_codes: added.recoveryCodes } : {}) },
  };
};

export default registerPasskey;
