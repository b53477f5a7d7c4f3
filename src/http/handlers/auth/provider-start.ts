import type { ProviderId } from '../../../domain/auth/providers/provider-clients.js';
import type { OperationContext, HttpResult } from '../../handler-types.js';
import { AppError } from '../../../domain/errors/app-error.js';
import { flowCookieOf, setFlowCookie } from './cookies.js';

/**
 * Shared by startIdpALogin/startIdpBLogin: with `return_to` a 303 to the provider,
 * otherwise JSON {authorization_url, state}. Either way the flow cookie is set. A browser
 * (with `return_to`) that asks for a provider not offered lands on the sign-in page.
 */
export async function startProviderLogin(provider: ProviderId, c: Omit<OperationContext, 'body'>): Promise<HttpResult> {
  const q = c.query as { redirect_uri?: string; return_to?: string; add_account?: boolean; invite?: string; accepted_terms?: string; link_proof?: boolean };
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
    const location = `${c.services.config.auth.loginPagePath}?error=provider_unavailable`;
    return { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } };
  }
  setFlowCookie(c.koa, c.services, started.flowCookie);
  if (q.return_to !== undefined) {
    return { status: 303, headers: { Location: started.authorizationUrl, 'Cache-Control': 'no-store' } };
  }
  return { status: 200, headers: { 'Cache-Control': 'no-store' }, body: { authorization_url: started.authorizationUrl, state: started.state } };
}
