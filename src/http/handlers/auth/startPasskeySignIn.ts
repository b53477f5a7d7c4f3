import type { SchemaPasskeySignInOptionsResponse } from '../../../../generated/api-types.js';
import type { OperationHandler } from '../../handler-types.js';

/** POST /api/v1/auth/passkey/options: options for navigator.credentials.get(), passwordless or as the second step. */
const startPasskeySignIn: OperationHandler<'startPasskeySignIn'> = async ({ body, services, clientIp }) => {
  const started = await services.auth.passkeys.signIn.options(body.mfa_token, clientIp);
  return { status: 200, headers: { 'Cache-Control': 'no-store' }, body: { options: started.options as unknown as SchemaPasskeySignInOptionsResponse['options'], expires_at: started.expiresAt.toISOString() } };
};

export default startPasskeySignIn;
