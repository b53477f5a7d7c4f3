import type { McpToolGroup } from '../../config/mcp.js';

/** Who is calling, resolved once per request (HTTP) or per session (MCP). */
export type Principal =
  | { kind: 'anonymous'; contextId: string; userId?: string }
  | {
      kind: 'apiKey';
      keyId: string;
      keyName: string;
      accountId: string | null;
      userId: string;
      contextId: string;
      /** MCP tool groups the key is limited to (`memplat keys create --tools`); absent: every group the server offers. */
      toolGroups?: McpToolGroup[];
    }
  | { kind: 'session'; sessionId: string; accountId: string; contextId: string }
  | {
      kind: 'oauth';
      clientId: string;
      accountId: string;
      contextId: string;
      scopes: string[];
      tokenId: string;
      /** The resources (RFC 8707) the access token was issued for: each accepts only its own tokens. */
      audience?: string[];
      /** MCP tool groups the grant is limited to (the Authorized apps page); absent: every group the server offers. */
      toolGroups?: McpToolGroup[];
    }
  | { kind: 'local'; contextId: string }; // stdio MCP and the CLI: the machine's owner

export type PrincipalKind = Principal['kind'];

/** Actor fields for audit rows. */
export function actorOf(principal: Principal): { actor_kind: string; actor_id: string | null; account_id: string | null } {
  switch (principal.kind) {
    case 'apiKey':
      return { actor_kind: 'apiKey', actor_id: principal.keyId, account_id: principal.accountId };
    case 'session':
      return { actor_kind: 'session', actor_id: principal.accountId, account_id: principal.accountId };
    case 'oauth':
      return { actor_kind: 'oauth', actor_id: principal.clientId, account_id: principal.accountId };
    default:
      return { actor_kind: principal.kind, actor_id: null, account_id: null };
  }
}
