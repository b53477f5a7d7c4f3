/** The append-only audit trail (table audit_log, migrations 0001 and 0070). */
import type { Knex } from 'knex';
import type { AuditEventRecord, AuditFilter, AuditStore, NewAuditEvent } from '../../domain/core/ports/audit-store.js';

const TABLE = 'audit_log';

interface AuditRow extends Omit<AuditEventRecord, 'id' | 'details'> {
  id: number | string;
  details: Record<string, unknown> | string | null;
}

function toRecord(row: AuditRow): AuditEventRecord {
  const details = typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : row.details ?? {};
  return { ...row, id: Number(row.id), at: new Date(row.at), details };
}

export class KnexAuditRepository implements AuditStore {
  /** `knex` may be a transaction: the event then commits or rolls back with it. */
  constructor(private readonly knex: Knex) {}

  async append(event: NewAuditEvent): Promise<void> {
    // jsonb goes in as JSON text on both PGlite and pg.
    await this.knex(TABLE).insert({ ...event, details: JSON.stringify(event.details ?? {}) });
  }

  async list(filter: AuditFilter): Promise<AuditEventRecord[]> {
    const q = this.knex(TABLE).orderBy('id', 'desc').limit(filter.limit);
    if (filter.action) q.where('action', filter.action);
    if (filter.accountId) q.where('account_id', filter.accountId);
    return ((await q.select('*')) as AuditRow[]).map(toRecord);
  }

  async trailOfAccount(accountId: string, page: { limit: number; beforeId: number | null }): Promise<AuditEventRecord[]> {
    const q = this.knex(TABLE)
      .where((w) => w.where('account_id', accountId).orWhere((t) => t.where('target_type', 'account').andWhere('target_id', accountId)))
      .orderBy('id', 'desc')
      .limit(page.limit);
    if (page.beforeId !== null) q.andWhere('id', '<', page.beforeId);
    return ((await q.select('*')) as AuditRow[]).map(toRecord);
  }
}
