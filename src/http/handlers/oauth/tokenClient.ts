/** Client authentication shared by the token and revocation endpoints. */
import type { OperationContext } from '../../handler-types.js';

/** The client's credentials: HTTP Basic, or client_id (and client_secret) in the form. */
export function authenticateClient(c: OperationContext<'issueToken' | 'revokeToken'>) {
  return c.services.oauth.clients.authenticate(c.headers.authorization, c.body);
}

export const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };
