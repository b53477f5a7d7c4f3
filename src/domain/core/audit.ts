import type { Knex } from 'knex';
import { AuditEntryModel } from '../../persistence/models/index.js';
import { actorOf, type Principal } from './principal.js';

export interface AuditEntry {
  action: string;
  principal: Principal;
  contextId?: string | null;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  requestId?: string;
}

/**
 * Append-only audit trail. `record` takes an optional transaction so the audit row
 * commits or rolls back with the change it describes.
 */
export class AuditService {
  constructor(private readonly knex: Knex) {}

  async record(entry: AuditEntry, trx?: Knex.Transaction): Promise<void> {
    const actor = actorOf(entry.principal);
    await AuditEntryModel.query(trx ?? this.knex).insert({
      ...actor,
      context_id: entry.contextId ?? null,
      action: entry.action,
      target_type: entry.targetType ?? null,
      target_id: entry.targetId ?? null,
      details: entry.details ?? {},
      request_id: entry.requestId ?? null,
    });
  }

  async list(filter: { action?: string; accountId?: string; limit?: number } = {}): Promise<AuditEntryModel[]> {
    const q = AuditEntryModel.query(this.knex).orderBy('id', 'desc').limit(filter.limit ?? 100);
    if (filter.action) q.where('action', filter.action);
    if (filter.accountId) q.where('account_id', filter.accountId);
    return q;
  }
}
