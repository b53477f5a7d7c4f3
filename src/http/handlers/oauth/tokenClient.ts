/** Client authentication shared by the token and revocation endpoints. */
import type { OperationContext } from '../../handler-types.js';

export function formOf(c: OperationContext): Record<string, unknown> {
  return (c.body ?? {}) as Record<string, unknown>;
}

export function authenticateClient(c: OperationContext) {
  return c.services.oauth.clients.authenticate(c.headers.authorization, formOf(c));
}

export const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };
