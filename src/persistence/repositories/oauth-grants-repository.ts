/** OAuth grants (migrations 0030 and 0192): one per (account, client), what the account consented to. */
import type { Knex } from 'knex';
import type { OAuthGrantRow, OAuthGrantStore, OAuthGrantWithClient } from '../../domain/oauth/ports/index.js';

export class OAuthGrantsRepository implements OAuthGrantStore {
  constructor(private readonly knex: Knex) {}

  async find(accountId: string, clientId: string): Promise<OAuthGrantRow | null> {
    return ((await this.knex('oauth_grants').where({ account_id: accountId, client_id: clientId }).first()) as OAuthGrantRow) ?? null;
  }

  async upsert(row: OAuthGrantRow): Promise<void> {
    await this.knex('oauth_grants')
      .insert(row)
      .onConflict(['account_id', 'client_id'])
      .merge(['scope', 'client_fingerprint', 'updated_at', 'issued_at']);
  }

  async listWithClients(accountId: string): Promise<OAuthGrantWithClient[]> {
    return this.knex('oauth_grants as g')
      .join('oauth_clients as c', 'c.client_id', 'g.client_id')
      .where('g.account_id', accountId)
      .orderBy('g.issued_at', 'desc')
      .select('g.*', 'c.client_name');
  }

  async setDefaultContext(accountId: string, clientId: string, contextId: string | null, now: Date): Promise<boolean> {
    const rows = await this.knex('oauth_grants')
      .where({ account_id: accountId, client_id: clientId })
      .update({ default_context_id: contextId, updated_at: now })
      .returning('client_id');
    return rows.length > 0;
  }

  async setToolGroups(accountId: string, clientId: string, toolGroups: string | null, now: Date): Promise<boolean> {
    const rows = await this.knex('oauth_grants')
      .where({ account_id: accountId, client_id: clientId })
      .update({ mcp_tool_groups: toolGroups, updated_at: now })
      .returning('client_id');
    return rows.length > 0;
  }

  /** One transaction (a savepoint when the repository is already bound to one). */
  async revokeGrant(accountId: string, clientId: string, now: Date): Promise<boolean> {
    return this.knex.transaction(async (trx) => {
      const deleted = await trx('oauth_grants').where({ account_id: accountId, client_id: clientId }).delete().returning('client_id');
      if (deleted.length === 0) return false;
      const issuedUnder = { account_id: accountId, client_id: clientId };
      await trx('oauth_tokens').where(issuedUnder).whereNull('revoked_at').update({ revoked_at: now });
      await trx('oauth_authorization_codes').where(issuedUnder).whereNull('used_at').update({ used_at: now });
      await trx('oauth_device_codes').where({ ...issuedUnder, status: 'approved' }).update({ status: 'denied' });
      return true;
    });
  }
}
