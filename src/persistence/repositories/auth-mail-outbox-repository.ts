/** The mail outbox table (migration 0023). */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { MailOutbox, OutboxRow } from '../../domain/auth/ports/index.js';

export class AuthMailOutboxRepository implements MailOutbox {
  constructor(private readonly knex: Knex) {}

  async insert(row: Omit<OutboxRow, 'id' | 'error' | 'sent_at'>): Promise<string> {
    const id = randomUUID();
    await this.knex('mail_outbox').insert({ ...row, id, error: null, sent_at: null });
    return id;
  }

  async markSent(id: string, now: Date): Promise<void> {
    await this.knex('mail_outbox').where({ id }).update({ status: 'sent', sent_at: now, body_text: null });
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.knex('mail_outbox').where({ id }).update({ status: 'failed', error, body_text: null });
  }

  async list(limit = 50): Promise<OutboxRow[]> {
    return this.knex('mail_outbox').orderBy('created_at', 'desc').orderBy('id').limit(limit);
  }

  /** By full id or a unique prefix of at least 6 characters (as `mail list` shows them). */
  async find(idOrPrefix: string): Promise<OutboxRow | undefined> {
    const value = idOrPrefix.trim().toLowerCase();
    if (!/^[0-9a-f-]{6,36}$/.test(value)) return undefined;
    const rows: OutboxRow[] = await this.knex('mail_outbox').whereRaw('id::text LIKE ?', [`${value}%`]).limit(2);
    return rows.length === 1 ? rows[0] : undefined;
  }
}
