import { ValidationError } from '../errors/app-error.js';
import { actorOf, type Principal } from './principal.js';
import type { AuditEventRecord, AuditStore, NewAuditEvent, WithAuditStore } from './ports/index.js';

export type { AuditEventRecord, WithAuditStore } from './ports/index.js';

export interface AuditEntry {
  action: string;
  principal: Principal;
  contextId?: string | null;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  requestId?: string;
  /** Client address of the request that caused the event. */
  ip?: string;
}

/** One event of an account's audit trail, as shown to that account. */
export interface AccountAuditEvent {
  id: string;
  action: string;
  created_at: string;
  ip: string | null;
  actor_kind: string;
  target_type: string | null;
  target_id: string | null;
  details: Record<string, unknown>;
}

/** Detail fields never shown back, whatever an event recorded (defence in depth: none should hold secrets). */
const SECRET_FIELD = /password|secret|token|hash|verifier|recovery|cookie|authorization|otp|mfa_code/i;
const SECRET_VALUE = /^(mp_|mat_|mrt_)[A-Za-z0-9_-]{20,}$/;

function withoutSecrets(details: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(details ?? {})) {
    if (SECRET_FIELD.test(k) || (typeof v === 'string' && SECRET_VALUE.test(v))) continue;
    out[k] = v;
  }
  return out;
}

/** Cursors are the base64url of the last event id shown: opaque to clients, stable under inserts. */
function encodeCursor(id: number | string): string {
  return Buffer.from(`a:${id}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^a:(\d{1,18})$/.exec(text);
  if (!match) throw new ValidationError([{ loc: ['query', 'cursor'], msg: 'not a cursor returned by this API', type: 'value_error.cursor' }]);
  return Number(match[1]);
}

/** The row an entry becomes (the actor fields from its principal). */
export function auditEventOf(entry: AuditEntry): NewAuditEvent {
  return {
    ...actorOf(entry.principal),
    context_id: entry.contextId ?? null,
    action: entry.action,
    target_type: entry.targetType ?? null,
    target_id: entry.targetId ?? null,
    details: entry.details ?? {},
    request_id: entry.requestId ?? null,
    ip: entry.ip ?? null,
  };
}

export interface AuditServiceDeps {
  store: AuditStore;
}

/**
 * Append-only audit trail. `record` takes the stores of a transaction (any area's stores that
 * include the audit store) so the audit row commits or rolls back with the change it describes.
 */
export class AuditService {
  constructor(private readonly deps: AuditServiceDeps) {}

  async record(entry: AuditEntry, tx?: WithAuditStore): Promise<void> {
    await (tx?.audit ?? this.deps.store).append(auditEventOf(entry));
  }

  /** Events newest first (100 unless `limit` says otherwise). */
  list(filter: { action?: string; accountId?: string; limit?: number } = {}): Promise<AuditEventRecord[]> {
    return this.deps.store.list({ action: filter.action, accountId: filter.accountId, limit: filter.limit ?? 100 });
  }

  /**
   * The audit trail of one account, newest first: events it caused (account_id) and events
   * about it recorded before anyone was signed in (sign-ins, password links: target account).
   * A cursor this API did not return is a 422, as for the memory list.
   */
  async pageForAccount(accountId: string, options: { limit: number; cursor?: string }): Promise<{ events: AccountAuditEvent[]; nextCursor: string | null }> {
    const before = options.cursor === undefined ? null : decodeCursor(options.cursor);
    const rows = await this.deps.store.trailOfAccount(accountId, { limit: options.limit + 1, beforeId: before });
    const page = rows.slice(0, options.limit);
    const events = page.map((r) => {
      const details = withoutSecrets(r.details);
      const recordedIp = typeof r.details?.client_ip === 'string' ? (r.details.client_ip as string) : null;
      return {
        id: String(r.id),
        action: r.action,
        created_at: new Date(r.at).toISOString(),
        ip: r.ip ?? recordedIp,
        actor_kind: r.actor_kind,
        target_type: r.target_type,
        target_id: r.target_id,
        details,
      };
    });
    const last = page.at(-1);
    return { events, nextCursor: rows.length > options.limit && last ? encodeCursor(last.id) : null };
  }
}
