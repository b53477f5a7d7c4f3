import type { AuthenticationCredentialInput } from '../../../domain/auth/passkeys/credentials.js';
import { safeReturnTo } from '../../../domain/auth/return-to.js';
import type { OperationHandler } from '../../handler-types.js';
import { sessionCookieOf, startBrowserSession } from './cookies.js';

/** POST /api/v1/auth/passkey/verify: signs in with a passkey (passwordless or second step); sets the session cookie. */
const signInWithPasskey: OperationHandler<'signInWithPasskey'> = async ({ body, query, services, clientIp, requestId, headers, koa }) => {
  const returnTo = query.return_to === undefined ? undefined : safeReturnTo(query.return_to, services.config.auth.defaultReturnTo);
  const { accountId, session } = await services.auth.passkeys.signIn.signIn({
    credential: body.credential as AuthenticationCredentialInput,
    mfaToken: body.mfa_token,
    remember: body.remember ?? false,
    clientIp,
    currentCookie: sessionCookieOf(koa),
    requestId,
  });
  await startBrowserSession({ koa, services, clientIp, headers }, session);
  const user = await services.auth.accounts.userView(accountId);
  return { status: 200, body: { status: 'ok', user, ...(returnTo ? { return_to: returnTo } : {}) } };
};

export default signInWithPasskey;
