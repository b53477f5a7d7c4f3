/** Storage port of the append-only audit trail (table audit_log). */

/** An event to append; the store sets its id and time. */
export interface NewAuditEvent {
  actor_kind: string;
  actor_id: string | null;
  account_id: string | null;
  context_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  details: Record<string, unknown>;
  request_id: string | null;
  ip: string | null;
}

/** A stored event: ids grow with every append, so they order events as well as `at` does. */
export interface AuditEventRecord extends NewAuditEvent {
  id: number;
  at: Date;
}

export interface AuditFilter {
  action?: string;
  /** Events whose `account_id` is this account. */
  accountId?: string;
  limit: number;
}

export interface AuditStore {
  /** Appends one event. Events are never changed or deleted through this port. */
  append(event: NewAuditEvent): Promise<void>;

  /** At most `limit` events matching every given filter field, newest (highest id) first. */
  list(filter: AuditFilter): Promise<AuditEventRecord[]>;

  /**
   * The trail of one account, newest first: events it caused (`account_id`) and events about it
   * (`target_type` 'account' with `target_id` the account). At most `limit` events, only those with
   * an id below `beforeId` when it is given.
   */
  trailOfAccount(accountId: string, page: { limit: number; beforeId: number | null }): Promise<AuditEventRecord[]>;
}

/** Stores bound to one transaction, when they include the audit trail. */
export interface WithAuditStore {
  audit: AuditStore;
}
