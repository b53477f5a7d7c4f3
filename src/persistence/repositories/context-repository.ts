/** Contexts, workspace memberships and identity links as the access rules read them (tables of migrations 0001, 0002). */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { ContextCandidateQuery, ContextRecord, ContextStore, WorkspaceMemberRole } from '../../domain/core/ports/context-store.js';

const CONTEXT_COLUMNS = ['id', 'kind', 'name', 'owner_account_id', 'workspace_id'] as const;

export class KnexContextRepository implements ContextStore {
  /** `knex` may be a transaction: every statement then runs in it. */
  constructor(private readonly knex: Knex) {}

  async find(id: string): Promise<ContextRecord | undefined> {
    return (await this.knex('contexts').where({ id }).first(...CONTEXT_COLUMNS)) as ContextRecord | undefined;
  }

  async privateContextOf(accountId: string): Promise<string> {
    const db = this.knex;
    const existing = await db('contexts').where({ kind: 'private', owner_account_id: accountId }).first('id');
    if (existing) return existing.id as string;
    // The partial unique index lets one private context per account win; the loser reads it back.
    await db('contexts')
      .insert({ id: randomUUID(), kind: 'private', owner_account_id: accountId, name: 'Private' })
      .onConflict(db.raw(`(owner_account_id) WHERE kind = 'private'`))
      .ignore();
    const row = await db('contexts').where({ kind: 'private', owner_account_id: accountId }).first('id');
    return row.id as string;
  }

  async linkedAccounts(accountId: string): Promise<string[]> {
    const rows = (await this.knex('identity_link_members as m')
      .join('identity_link_members as o', 'o.set_id', 'm.set_id')
      .where('m.account_id', accountId)
      .select('o.account_id')) as Array<{ account_id: string }>;
    return rows.map((r) => r.account_id);
  }

  async workspaceRole(workspaceId: string, accountId: string): Promise<WorkspaceMemberRole | undefined> {
    const row = (await this.knex('workspace_members').where({ workspace_id: workspaceId, account_id: accountId }).first('role')) as { role: WorkspaceMemberRole } | undefined;
    return row?.role;
  }

  async candidates(query: ContextCandidateQuery): Promise<ContextRecord[]> {
    const q = this.knex('contexts').where('kind', 'local');
    if (query.privateOwners.length > 0) q.orWhere((w) => w.where('kind', 'private').whereIn('owner_account_id', query.privateOwners));
    if (query.memberAccountId) {
      const member = query.memberAccountId;
      q.orWhere((w) => w.where('kind', 'workspace').whereIn('workspace_id', this.knex('workspace_members').where('account_id', member).select('workspace_id')));
    }
    if (query.alsoId) q.orWhere('id', query.alsoId);
    return (await q.orderByRaw(`(kind = 'local') DESC, created_at, id`).select(...CONTEXT_COLUMNS)) as ContextRecord[];
  }
}
