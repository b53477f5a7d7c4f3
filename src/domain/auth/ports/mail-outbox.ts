/**
 * The mail outbox: every message sent or queued, with its delivery result. Without SMTP the
 * body is kept for the operator (`memplat mail show`); it is cleared once the message was
 * delivered or failed. Implemented by repositories/auth-mail-outbox-repository.ts;
 * contract suite in src/testing/port-contracts/auth/mail-outbox-contract.ts.
 */

export interface OutboxRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  body_text: string | null;
  status: 'queued' | 'sent' | 'failed';
  error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

export interface MailOutbox {
  /** Stores a message (no error, not sent) and returns its new id (a UUID). */
  insert(row: Omit<OutboxRow, 'id' | 'error' | 'sent_at'>): Promise<string>;

  /** Marks the message sent at `now` and clears its body. */
  markSent(id: string, now: Date): Promise<void>;

  /** Marks the message failed with the error and clears its body. */
  markFailed(id: string, error: string): Promise<void>;

  /** The newest `limit` messages (default 50), newest first (ties by id). */
  list(limit?: number): Promise<OutboxRow[]>;

  /**
   * By full id or a prefix of at least 6 characters (hex digits and dashes, any case, spaces
   * around ignored); undefined when nothing or more than one message matches, or for
   * anything else.
   */
  find(idOrPrefix: string): Promise<OutboxRow | undefined>;
}
