import type { AuthenticationCredentialInput } from '../../../domain/auth/passkeys/credentials.js';
import type { OperationHandler } from '../../handler-types.js';
import { sessionCookieOf, signedInAnswer } from './cookies.js';

/** POST /api/v1/auth/passkey/verify: signs in with a passkey (passwordless or second step); sets the session cookie. */
const signInWithPasskey: OperationHandler<'signInWithPasskey'> = async (c) => {
  const { body, services, clientIp, requestId, koa } = c;
  const signedIn = await services.auth.passkeys.signIn.signIn({
    credential: body.credential as AuthenticationCredentialInput,
    mfaToken: body.mfa_token,
    remember: body.remember ?? false,
    clientIp,
    currentCookie: sessionCookieOf(koa),
    requestId,
  });
  return signedInAnswer(c, signedIn, 200);
};

export default signInWithPasskey;
