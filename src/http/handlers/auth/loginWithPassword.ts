import { safeReturnTo } from '../../../domain/auth/return-to.js';
import type { OperationHandler } from '../../handler-types.js';
import { sessionCookieOf, startBrowserSession } from './cookies.js';

/** POST /api/v1/auth/login: password sign-in; `ok` with the cookie, or `mfa_required` with an mfa_token. */
const loginWithPassword: OperationHandler<'loginWithPassword'> = async ({ body, query, services, clientIp, requestId, headers, koa }) => {
  const returnTo = query.return_to === undefined ? undefined : safeReturnTo(query.return_to, services.config.auth.defaultReturnTo);
  const outcome = await services.auth.passwordLogin.login({
    loginId: body.login_id,
    password: body.password,
    remember: body.remember ?? false,
    clientIp,
    currentCookie: sessionCookieOf(koa),
    requestId,
  });
  if (outcome.status === 'mfa_required') {
    return { status: 200, headers: { 'Cache-Control': 'no-store' }, body: { status: 'mfa_required', mfa_token: outcome.mfaToken, mfa_methods: outcome.methods, ...(returnTo ? { return_to: returnTo } : {}) } };
  }
  await startBrowserSession({ koa, services, clientIp, headers }, outcome.session);
  const user = await services.auth.accounts.userView(outcome.accountId);
  return { status: 200, body: { status: 'ok', user, ...(returnTo ? { return_to: returnTo } : {}) } };
};

export default loginWithPassword;
