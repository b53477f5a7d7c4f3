/** The caller's OAuth grants (/me/oauth/grants): listing, the MCP default context and tool groups, revocation. */
import { AppError } from '../errors/app-error.js';
import type { ContextService } from '../core/contexts.js';
import { isUuid } from '../core/ids.js';
import type { AuditService } from '../core/audit.js';
import type { Principal } from '../core/principal.js';
import { knownToolGroups, storedToolGroups, toolGroupsColumn } from '../core/tool-group-choice.js';
import type { OAuthGrantStore, OAuthGrantWithClient } from './ports/index.js';

function grantView(row: OAuthGrantWithClient) {
  return {
    client_id: row.client_id,
    client_name: row.client_name,
    scope: row.scope,
    default_context_id: row.default_context_id ?? null,
    tool_groups: row.mcp_tool_groups ? storedToolGroups(row.mcp_tool_groups) : null,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export class OAuthGrantService {
  constructor(
    private readonly grants: OAuthGrantStore,
    private readonly contexts: ContextService,
    private readonly audit: AuditService,
  ) {}

  private accountOf(principal: Principal): string {
    if (!('accountId' in principal) || !principal.accountId) throw new AppError('AUTH-001');
    return principal.accountId;
  }

  async list(principal: Principal) {
    return (await this.grants.listWithClients(this.accountOf(principal))).map(grantView);
  }

  private async one(accountId: string, clientId: string) {
    const row = (await this.grants.listWithClients(accountId)).find((g) => g.client_id === clientId);
    if (!row) throw new AppError('OAUTH-004');
    return row;
  }

  async setDefaultContext(principal: Principal, clientId: string, contextId: string | null) {
    const accountId = this.accountOf(principal);
    await this.one(accountId, clientId);
    if (contextId !== null) {
      if (!isUuid(contextId) || !(await this.contexts.canRead(principal, contextId))) throw new AppError('OAUTH-005');
    }
    await this.grants.setDefaultContext(accountId, clientId, contextId, new Date());
    return grantView(await this.one(accountId, clientId));
  }

  async clearDefaultContext(principal: Principal, clientId: string): Promise<void> {
    const accountId = this.accountOf(principal);
    await this.one(accountId, clientId);
    await this.grants.setDefaultContext(accountId, clientId, null, new Date());
  }

  /**
   * Limits the MCP tool groups the client's tokens see (null: every group); unknown names are
   * 422 `MCP-026`. Returns the grant and the test of the MCP sessions its tokens opened, which
   * callers close so the client reconnects with the new choice.
   */
  async setToolGroups(principal: Principal, clientId: string, names: string[] | null) {
    const accountId = this.accountOf(principal);
    const groups = names ? knownToolGroups(names, ['body', 'tool_groups']) : null;
    if (!(await this.grants.setToolGroups(accountId, clientId, toolGroupsColumn(groups), new Date()))) throw new AppError('OAUTH-004');
    const openedUnderGrant = (p: Principal) => p.kind === 'oauth' && p.accountId === accountId && p.clientId === clientId;
    return { grant: grantView(await this.one(accountId, clientId)), openedUnderGrant };
  }

  /**
   * Revokes the caller's grant for a client with every token issued under it (404 when there
   * is none); the client must ask for authorization again. Callers close the MCP sessions
   * the tokens opened (an HTTP concern) with the returned principal test.
   */
  async revoke(principal: Principal, clientId: string, meta: { requestId?: string; ip?: string } = {}): Promise<(p: Principal) => boolean> {
    const accountId = this.accountOf(principal);
    if (!(await this.grants.revokeGrant(accountId, clientId, new Date()))) throw new AppError('OAUTH-004');
    await this.audit.record({ action: 'oauth.grant_revoked', principal, targetType: 'oauth_client', targetId: clientId, requestId: meta.requestId, ip: meta.ip });
    return (p) => p.kind === 'oauth' && p.accountId === accountId && p.clientId === clientId;
  }
}
