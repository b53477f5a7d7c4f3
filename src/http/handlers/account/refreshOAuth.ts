import type { OperationHandler } from '../../handler-types.js';
import { requireSession } from '../auth/session-principal.js';
import { flowCookieOf, setFlowCookie } from '../auth/cookies.js';

/** POST /api/v1/me/refresh-oauth: a new round trip with the account's provider. */
const refreshOAuth: OperationHandler<'refreshOAuth'> = async ({ principal, body, services, koa }) => {
  const started = await services.account.providers.refresh(requireSession(principal), { provider: body?.provider, returnTo: body?.return_to, flowCookie: flowCookieOf(koa) });
  setFlowCookie(koa, services, started.flowCookie);
  return { status: 200, headers: { 'Cache-Control': 'no-store' }, body: { authorization_url: started.authorization_url, state: started.state } };
};

export default refreshOAuth;
