import type { OperationHandler } from '../../handler-types.js';

/** The external sign-in providers configured on this server (not user-registered clients). */
const listOAuthProviders: OperationHandler<'listOAuthProviders'> = async (c) => {
  const issuers: Record<string, string | null> = { idp_a: c.services.config.auth.idpA?.issuer ?? null };
  const body = c.services.auth.providers.enabled().map((p) => ({ ...p, issuer: issuers[p.id] ?? null }));
  return { status: 200, body };
};
export default listOAuthProviders;
