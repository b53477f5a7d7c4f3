import { safeReturnTo } from '../../../domain/auth/return-to.js';
import type { OperationHandler } from '../../handler-types.js';
import { sessionCookieOf, startBrowserSession } from './cookies.js';

/** POST /api/v1/auth/mfa/verify: second step of a password sign-in; sets the session cookie. */
const verifyMfa: OperationHandler<'verifyMfa'> = async ({ body, query, services, clientIp, requestId, headers, koa }) => {
  const returnTo = query.return_to === undefined ? undefined : safeReturnTo(query.return_to, services.config.auth.defaultReturnTo);
  const { accountId, session } = await services.auth.passwordLogin.verifyMfa({
    mfaToken: body.mfa_token,
    // Exactly one of the two (MfaVerifyRequest is a oneOf of the two named bodies).
    code: 'code' in body ? body.code : undefined,
    recoveryCode: 'recovery_code' in body ? body.recovery_code : undefined,
    clientIp,
    currentCookie: sessionCookieOf(koa),
    requestId,
  });
  await startBrowserSession({ koa, services, clientIp, headers }, session);
  const user = await services.auth.accounts.userView(accountId);
  return { status: 200, body: { status: 'ok', user, ...(returnTo ? { return_to: returnTo } : {}) } };
};

export default verifyMfa;
