import type { ProviderId } from '../../../domain/auth/providers/provider-clients.js';
import type { QueryOf } from '../../operation-types.js';
import type { RequestContext } from '../../handler-types.js';
import { seeOther, type SeeOther } from '../../results.js';
import { AppError } from '../../../domain/errors/app-error.js';
import { flowCookieOf, setFlowCookie } from './cookies.js';

/**
 * Shared by startIdpALogin/startIdpBLogin: with `return_to` a 303 to the provider,
 * otherwise JSON {authorization_url, state}. Either way the flow cookie is set. A browser
 * (with `return_to`) that asks for a provider not offered lands on the sign-in page.
 * Provider B declares a subset of A's query (no redirect_uri, no link_proof).
 */
export async function startProviderLogin(
  provider: ProviderId,
  c: RequestContext & { query: QueryOf<'startIdpALogin'> },
): Promise<SeeOther | { status: 200; headers: { 'Cache-Control': string }; body: { authorization_url: string; state: string } }> {
  const q = c.query;
  const started = await c.services.auth.providers.start(provider, {
    redirectUri: q.redirect_uri,
    returnTo: q.return_to,
    addAccount: q.add_account,
    invite: q.invite,
    acceptedTerms: q.accepted_terms,
    linkProof: provider === 'idp_a' ? q.link_proof : false,
    flowCookie: flowCookieOf(c.koa),
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'AUTH-041' && q.return_to !== undefined) return null;
    throw error;
  });
  if (!started) {
    return seeOther(`${c.services.config.auth.loginPagePath}?error=provider_unavailable`);
  }
  setFlowCookie(c.koa, c.services, started.flowCookie);
  if (q.return_to !== undefined) {
    return seeOther(started.authorizationUrl);
  }
  return { status: 200, headers: { 'Cache-Control': 'no-store' }, body: { authorization_url: started.authorizationUrl, state: started.state } };
}
