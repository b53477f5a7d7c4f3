import type { SchemaPasskeyRegistrationOptionsResponse } from '../../../../generated/api-types.js';
import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from './session-principal.js';

/** POST /api/v1/me/passkey-registration: re-authenticates, then the options for navigator.credentials.create(). */
const startPasskeyRegistration: OperationHandler<'startPasskeyRegistration'> = async ({ principal, body, services }) => {
  const started = await services.auth.passkeys.management.startRegistration(requireSession(principal), body.current_password);
  return { status: 200, headers: { 'Cache-Control': 'no-store' }, body: { options: started.options as unknown as SchemaPasskeyRegistrationOptionsResponse['options'], expires_at: started.expiresAt.toISOString() } };
};

export default startPasskeyRegistration;
