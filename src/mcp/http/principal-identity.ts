import type { Principal } from '../../domain/core/principal.js';

/**
 * Who owns a remote MCP session: the API key, or the OAuth client acting for an account.
 * A request carrying other credentials never reaches the session (it answers 404, as an
 * unknown session would, so session ids cannot be probed with another key).
 */
export function principalIdentity(p: Principal): string {
  switch (p.kind) {
    case 'apiKey':
      return `apiKey:${p.keyId}`;
    case 'oauth':
      return `oauth:${p.clientId}:${p.accountId}`;
    case 'session':
      return `session:${p.accountId}`;
    default:
      return `${p.kind}:${p.contextId}`;
  }
}
