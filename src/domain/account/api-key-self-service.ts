/**
 * API keys of the signed-in account, managed from the browser (/api/v1/me/api-keys). The
 * same key service as `memplat keys` does the work; this adds the account's rules: only its
 * own keys are seen or revoked, a key reaches a context the account can write (default: its
 * private context), creation is audited and announced by a security notice.
 */
import { AppError } from '../errors/app-error.js';
import type { ApiKeyRecord, ApiKeyService } from '../core/api-keys.js';
import { isUuid } from '../core/ids.js';
import type { AccountDeps, SessionPrincipal } from './deps.js';
import { accountNotice } from './notices.js';

export interface ApiKeyView {
  name: string;
  prefix: string;
  context_id: string;
  created_at: string;
  last_used_at: string | null;
}

function view(r: ApiKeyRecord): ApiKeyView {
  return {
    name: r.name,
    prefix: r.display_prefix,
    context_id: r.context_id,
    created_at: new Date(r.created_at).toISOString(),
    last_used_at: r.last_used_at ? new Date(r.last_used_at).toISOString() : null,
  };
}

type Meta = { requestId?: string; ip?: string };

export class ApiKeySelfService {
  constructor(
    private readonly d: AccountDeps,
    private readonly keys: ApiKeyService,
  ) {}

  async list(principal: SessionPrincipal): Promise<ApiKeyView[]> {
    return (await this.keys.listOfAccount(principal.accountId)).map(view);
  }

  /**
   * Creates a key; the secret is in the result only. 404 (ACCOUNT-052) for a context the
   * account cannot read, 403 (AUTH-004) for one it can only read, 409 for a name in use.
   */
  async create(principal: SessionPrincipal, input: { name: string; context_id?: string }, meta: Meta = {}): Promise<ApiKeyView & { key: string }> {
    const contextId = input.context_id ?? principal.contextId;
    if (!isUuid(contextId)) throw new AppError('ACCOUNT-052');
    const role = await this.d.contexts.roleIn(principal, contextId);
    if (!role) throw new AppError('ACCOUNT-052');
    if (role === 'viewer') throw new AppError('AUTH-004', { message: 'You can only read this context; a key needs a context you can write to' });
    const created = await this.keys.createForAccount(principal.accountId, { name: input.name, contextId });
    await this.d.audit.record({
      action: 'api_key.created',
      principal,
      contextId,
      targetType: 'api_key',
      targetId: created.record.id,
      details: { name: created.name, prefix: created.record.display_prefix },
      requestId: meta.requestId,
      ip: meta.ip,
    });
    const account = await this.d.auth.accounts.get(principal.accountId);
    this.d.notices.send([account.email], accountNotice('API_KEY_CREATED', `Key name: ${created.name} (starts with ${created.record.display_prefix}).`));
    return { ...view(created.record), key: created.key };
  }

  /** Revokes the account's active key of that name (404 ACCOUNT-051); returns its id so MCP sessions can be closed. */
  async revoke(principal: SessionPrincipal, name: string, meta: Meta = {}): Promise<string> {
    const revoked = await this.keys.revokeOfAccount(principal.accountId, name);
    if (!revoked) throw new AppError('ACCOUNT-051');
    await this.d.audit.record({
      action: 'api_key.revoked',
      principal,
      contextId: revoked.context_id,
      targetType: 'api_key',
      targetId: revoked.id,
      details: { name: revoked.name, prefix: revoked.display_prefix },
      requestId: meta.requestId,
      ip: meta.ip,
    });
    return revoked.id;
  }
}
