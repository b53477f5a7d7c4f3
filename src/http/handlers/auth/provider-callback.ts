import type { ProviderId } from '../../../domain/auth/providers/provider-clients.js';
import type { OperationContext, HttpResult } from '../../handler-types.js';
import { clearFlowCookie, flowCookieOf, sessionCookieOf, startBrowserSession } from './cookies.js';

/**
 * Shared by completeIdpALogin/completeIdpBLogin: always a 303 (never JSON) to the
 * return_to path with the session cookie set, or to /login?error=<token>.
 */
export async function completeProviderLogin(provider: ProviderId, c: Omit<OperationContext, 'body'>): Promise<HttpResult> {
  const q = c.query as Record<string, unknown>;
  const pick = (name: string) => (typeof q[name] === 'string' ? (q[name] as string) : undefined);
  const result = await c.services.auth.providers.complete(provider, {
    query: { code: pick('code'), state: pick('state'), error: pick('error'), error_description: pick('error_description') },
    rawQuery: c.koa.querystring,
    flowCookie: flowCookieOf(c.koa),
    sessionCookie: sessionCookieOf(c.koa),
    clientIp: c.clientIp,
    requestId: c.requestId,
  });
  clearFlowCookie(c.koa, c.services);
  if (result.ok && result.session) await startBrowserSession(c, result.session);
  return { status: 303, headers: { Location: result.location, 'Cache-Control': 'no-store' } };
}
