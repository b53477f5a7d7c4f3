import type { SchemaPasskeySignInOptionsResponse } from '../../../../generated/api-types.js';
import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';

/** POST /api/v1/me/account/erasure-confirm/passkey-options: options for the passkey that confirms the erasure. */
const startErasurePasskeyConfirmation: OperationHandler<'startErasurePasskeyConfirmation'> = async ({ principal, services }) => {
  const started = await services.account.erasure.passkeyOptions(requireSession(principal));
  return { status: 200, headers: { 'Cache-Control': 'no-store' }, body: { options: started.options as unknown as SchemaPasskeySignInOptionsResponse['options'], expires_at: started.expiresAt.toISOString() } };
};

export default startErasurePasskeyConfirmation;
