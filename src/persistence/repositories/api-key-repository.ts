/** API keys (table api_keys, migrations 0001, 0070 and 0185): only the sha256 of a key is stored. */
import type { Knex } from 'knex';
import type { ApiKeyOwnerFilter, ApiKeyRecord, ApiKeyStore, NewApiKey } from '../../domain/core/ports/api-key-store.js';

const TABLE = 'api_keys';
const RECORD_COLUMNS = ['id', 'name', 'display_prefix', 'account_id', 'context_id', 'user_id', 'mcp_tool_groups', 'created_at', 'last_used_at', 'revoked_at'];
const UNIQUE_VIOLATION = '23505';

export class KnexApiKeyRepository implements ApiKeyStore {
  constructor(private readonly knex: Knex) {}

  async accountIdByLogin(loginOrEmail: string): Promise<string | undefined> {
    const row = (await this.knex('accounts')
      .where('login_id', loginOrEmail)
      .orWhereRaw('lower(email) = lower(?)', [loginOrEmail])
      .first('id')) as { id: string } | undefined;
    return row?.id;
  }

  /** Active keys of one owner: an account, or the local context (null). */
  private activeOfOwner(accountId: string | null) {
    const q = this.knex(TABLE).whereNull('revoked_at');
    return accountId ? q.where({ account_id: accountId }) : q.whereNull('account_id');
  }

  private async byId(id: string): Promise<ApiKeyRecord | undefined> {
    return (await this.knex(TABLE).where({ id }).first(...RECORD_COLUMNS)) as ApiKeyRecord | undefined;
  }

  async insertUnlessNameTaken(key: NewApiKey): Promise<ApiKeyRecord | null> {
    if (await this.activeOfOwner(key.accountId).where({ name: key.name }).first('id')) return null;
    try {
      await this.knex(TABLE).insert({
        id: key.id,
        name: key.name,
        key_hash: key.keyHash,
        display_prefix: key.displayPrefix,
        account_id: key.accountId,
        context_id: key.contextId,
        user_id: key.userId,
        mcp_tool_groups: key.mcpToolGroups,
      });
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return null; // a concurrent insert took the name
      throw error;
    }
    return (await this.byId(key.id)) ?? null;
  }

  async listActiveOfAccount(accountId: string): Promise<ApiKeyRecord[]> {
    return this.activeOfOwner(accountId).orderBy('created_at', 'asc').orderBy('name', 'asc').select(...RECORD_COLUMNS);
  }

  async listAll(): Promise<Array<ApiKeyRecord & { account_login_id: string | null }>> {
    return this.knex(`${TABLE} as k`)
      .leftJoin('accounts as a', 'a.id', 'k.account_id')
      .orderBy('k.created_at', 'asc')
      .orderBy('k.name', 'asc')
      .select(...RECORD_COLUMNS.map((c) => `k.${c}`), this.knex.raw('coalesce(a.login_id, a.email) as account_login_id'));
  }

  async activeNamed(name: string, owner?: ApiKeyOwnerFilter): Promise<Array<{ id: string; owner: string | null }>> {
    const q = this.knex(`${TABLE} as k`).leftJoin('accounts as a', 'a.id', 'k.account_id').where('k.name', name).whereNull('k.revoked_at');
    if (owner?.local) q.whereNull('k.account_id');
    else if (owner?.accountLoginId) {
      const login = owner.accountLoginId;
      q.where((w) => w.where('a.login_id', login).orWhereRaw('lower(a.email) = lower(?)', [login]));
    }
    return (await q.select('k.id', this.knex.raw('coalesce(a.login_id, a.email) as owner'))) as Array<{ id: string; owner: string | null }>;
  }

  async revoke(id: string): Promise<ApiKeyRecord | null> {
    const rows = (await this.knex(TABLE).where({ id }).whereNull('revoked_at').update({ revoked_at: this.knex.fn.now() }, ['id'])) as Array<{ id: string }>;
    if (rows.length === 0) return null;
    return (await this.byId(rows[0]!.id)) ?? null;
  }

  async revokeActiveOfAccount(accountId: string, name: string): Promise<ApiKeyRecord | null> {
    const rows = (await this.activeOfOwner(accountId).where({ name }).update({ revoked_at: this.knex.fn.now() }, ['id'])) as Array<{ id: string }>;
    if (rows.length === 0) return null;
    return (await this.byId(rows[0]!.id)) ?? null;
  }

  async revokedAmong(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = (await this.knex(TABLE).whereIn('id', ids).whereNotNull('revoked_at').select('id')) as Array<{ id: string }>;
    return rows.map((r) => r.id);
  }

  async findByHash(keyHash: string): Promise<ApiKeyRecord | undefined> {
    return (await this.knex(TABLE).where({ key_hash: keyHash }).first(...RECORD_COLUMNS)) as ApiKeyRecord | undefined;
  }

  async touchLastUsed(id: string): Promise<void> {
    await this.knex(TABLE).where({ id }).update({ last_used_at: this.knex.fn.now() });
  }
}
