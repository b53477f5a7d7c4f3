import type { OperationHandler } from '../../handler-types.js';
import { sessionCookieOf, signedInAnswer } from './cookies.js';

/** POST /api/v1/auth/mfa/verify: second step of a password sign-in; sets the session cookie. */
const verifyMfa: OperationHandler<'verifyMfa'> = async (c) => {
  const { body, services, clientIp, requestId, koa } = c;
  const signedIn = await services.auth.passwordLogin.verifyMfa({
    mfaToken: body.mfa_token,
    // Exactly one of the two (MfaVerifyRequest is a oneOf of the two named bodies).
    code: 'code' in body ? body.code : undefined,
    recoveryCode: 'recovery_code' in body ? body.recovery_code : undefined,
    clientIp,
    currentCookie: sessionCookieOf(koa),
    requestId,
  });
  return signedInAnswer(c, signedIn, 200);
};

export default verifyMfa;
