import { Model } from 'objection';

/** One row of the append-only audit trail. */
export class AuditEntryModel extends Model {
  static override tableName = 'audit_log';
  id!: number;
  at!: string;
  actor_kind!: string;
  actor_id!: string | null;
  account_id!: string | null;
  context_id!: string | null;
  action!: string;
  target_type!: string | null;
  target_id!: string | null;
  details!: Record<string, unknown>;
  request_id!: string | null;
  ip!: string | null;

  // jsonb goes in as JSON text on both PGlite and pg.
  static override get jsonAttributes(): string[] {
    return ['details'];
  }
}
