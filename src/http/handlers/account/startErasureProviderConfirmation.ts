import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';
import { flowCookieOf, setFlowCookie } from '../auth/cookies.js';

/** POST /api/v1/me/account/erasure-confirm/provider-start: the fresh provider sign-in that confirms the erasure. */
const startErasureProviderConfirmation: OperationHandler<'startErasureProviderConfirmation'> = async ({ principal, body, services, koa }) => {
  const started = await services.account.erasure.byProvider.start(requireSession(principal), body.token, flowCookieOf(koa));
  setFlowCookie(koa, services, started.flowCookie);
  return { status: 200, headers: { 'Cache-Control': 'no-store' }, body: { authorization_url: started.authorization_url, state: started.state } };
};

export default startErasureProviderConfirmation;
