/** OAuth clients (secret stored as sha256 hex and, until hidden, sealed; see migrations 0030 and 0190). */
import type { Knex } from 'knex';
import type { OAuthClientChanges, OAuthClientRow, OAuthClientStore } from '../../domain/oauth/ports/index.js';

function toDb(row: Partial<OAuthClientRow>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  if (row.redirect_uris) out.redirect_uris = JSON.stringify(row.redirect_uris);
  if (row.grant_types) out.grant_types = JSON.stringify(row.grant_types);
  return out;
}

function fromDb(row: Record<string, unknown> | undefined): OAuthClientRow | null {
  if (!row) return null;
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  return { ...(row as unknown as OAuthClientRow), redirect_uris: parse(row.redirect_uris), grant_types: parse(row.grant_types) };
}

export class OAuthClientsRepository implements OAuthClientStore {
  constructor(private readonly knex: Knex) {}

  async insert(row: OAuthClientRow): Promise<void> {
    await this.knex('oauth_clients').insert(toDb(row));
  }

  async find(clientId: string): Promise<OAuthClientRow | null> {
    return fromDb(await this.knex('oauth_clients').where({ client_id: clientId }).first());
  }

  async listByContext(contextId: string): Promise<OAuthClientRow[]> {
    const rows = await this.knex('oauth_clients').where({ context_id: contextId }).orderBy('created_at', 'desc');
    return rows.map((r: Record<string, unknown>) => fromDb(r)!);
  }

  async update(clientId: string, changes: OAuthClientChanges, now: Date): Promise<OAuthClientRow | null> {
    const [row] = await this.knex('oauth_clients').where({ client_id: clientId }).update({ ...toDb(changes), updated_at: now }).returning('*');
    return fromDb(row);
  }

  /** Deletes the client; codes, tokens, grants and device codes go with it (FK cascade). */
  async delete(clientId: string): Promise<void> {
    await this.knex('oauth_clients').where({ client_id: clientId }).delete();
  }
}
