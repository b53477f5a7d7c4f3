/** API key management (spec 5.4): create, list and revoke keys by name. */
import { AppError } from '../../domain/errors/app-error.js';
import { registerAdminCommand } from '../registry.js';

export interface CreatedKey {
  name: string;
  key: string;
  account: string | null;
  user_id: string;
  /** The context the key reaches. */
  context_id: string;
  /** MCP tool groups the key is limited to; null: every group the server offers. */
  tools: string[] | null;
}

export interface KeySummary {
  name: string;
  prefix: string;
  account: string | null;
  user_id: string;
  tools: string[] | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

registerAdminCommand('keys.create', async (services, args): Promise<CreatedKey> => {
  const name = typeof args.name === 'string' ? args.name : '';
  const account = typeof args.account === 'string' && args.account ? args.account : undefined;
  const userId = typeof args.userId === 'string' && args.userId ? args.userId : undefined;
  const contextId = typeof args.contextId === 'string' && args.contextId ? args.contextId : undefined;
  const toolGroups = Array.isArray(args.tools) ? args.tools.map(String) : undefined;
  const created = await services.apiKeys.create({ name, accountLoginId: account, userId, contextId, toolGroups });
  const tools = created.record.mcp_tool_groups?.split(',') ?? null;
  return { name: created.name, key: created.key, account: account ?? null, user_id: created.record.user_id, context_id: created.record.context_id, tools };
});

registerAdminCommand('keys.list', async (services): Promise<KeySummary[]> => {
  const rows = await services.apiKeys.list();
  return rows.map((r) => ({
    name: r.name,
    prefix: r.display_prefix,
    account: r.account_login_id,
    user_id: r.user_id,
    tools: r.mcp_tool_groups?.split(',') ?? null,
    created_at: new Date(r.created_at).toISOString(),
    last_used_at: r.last_used_at ? new Date(r.last_used_at).toISOString() : null,
    revoked_at: r.revoked_at ? new Date(r.revoked_at).toISOString() : null,
  }));
});

registerAdminCommand('keys.revoke', async (services, args) => {
  const name = typeof args.name === 'string' ? args.name : '';
  const accountLoginId = typeof args.account === 'string' && args.account ? args.account : undefined;
  const revoked = await services.apiKeys.revoke(name, { accountLoginId, local: args.local === true });
  if (!revoked) throw new AppError('REQUEST-007', { message: `No active API key named "${name}"` });
  // Requests with the key already fail (every request re-checks it); this also ends the
  // MCP sessions and SSE streams it opened on this server.
  const sessionsClosed = await services.mcpSessions.closeWhere((p) => p.kind === 'apiKey' && p.keyId === revoked.id);
  return { name, revoked: true, mcp_sessions_closed: sessionsClosed };
});
