import type { ProviderId } from '../../../domain/auth/providers/provider-clients.js';
import type { QueryOf } from '../../operation-types.js';
import type { RequestContext } from '../../handler-types.js';
import { seeOther, type SeeOther } from '../../results.js';
import { clearFlowCookie, flowCookieOf, sessionCookieOf, startBrowserSession } from './cookies.js';

/**
 * Shared by completeIdpALogin/completeIdpBLogin: always a 303 (never JSON) to the
 * return_to path with the session cookie set, or to /login?error=<token>.
 */
export async function completeProviderLogin(
  provider: ProviderId,
  c: RequestContext & { query: QueryOf<'completeIdpALogin'> | QueryOf<'completeIdpBLogin'> },
): Promise<SeeOther> {
  const { code, state, error, error_description } = c.query;
  const result = await c.services.auth.providers.complete(provider, {
    query: { code, state, error, error_description },
    rawQuery: c.koa.querystring,
    flowCookie: flowCookieOf(c.koa),
    sessionCookie: sessionCookieOf(c.koa),
    clientIp: c.clientIp,
    requestId: c.requestId,
  });
  clearFlowCookie(c.koa, c.services);
  if (result.ok && result.session) await startBrowserSession(c, result.session);
  return seeOther(result.location);
}
