/**
 * Outgoing email. With SMTP_URL set, messages go out through the SMTP transport and only the
 * envelope and the delivery result stay in the outbox table. Without it, the message is
 * kept in the outbox for the operator (`memplat mail list|show <id>`) and a log line
 * says that a message was queued: never the recipient's link or the body.
 */
import type { MailConfig } from '../../../config/mail.js';
import type { Logger } from '../../../logger.js';
import type { MailOutbox } from '../ports/index.js';
import type { MailTransport } from './mail-transport.js';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

export class MailService {
  /** `transport`: where mail is delivered (src/adapters/mail/smtp-transport.ts); none keeps it in the outbox. */
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: MailConfig,
    private readonly logger: Logger,
    private readonly transport: MailTransport | undefined,
  ) {}

  get usesSmtp(): boolean {
    return this.transport !== undefined;
  }

  /** Sends (SMTP) or queues (outbox). Rejects when SMTP delivery fails. */
  async send(mail: OutgoingMail): Promise<string> {
    const now = new Date();
    if (!this.transport) {
      const id = await this.outbox.insert({ kind: mail.kind, recipient: mail.to, subject: mail.subject, body_text: mail.text, status: 'queued', created_at: now });
      this.logger.info({ mailId: id, kind: mail.kind }, 'mail queued in the outbox (read it with: memplat mail show <id>)');
      return id;
    }
    const id = await this.outbox.insert({ kind: mail.kind, recipient: mail.to, subject: mail.subject, body_text: null, status: 'queued', created_at: now });
    try {
      await this.transport.deliver({ from: this.config.from, to: mail.to, subject: mail.subject, text: mail.text });
      await this.outbox.markSent(id, new Date());
      this.logger.info({ mailId: id, kind: mail.kind }, 'mail sent');
      return id;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.outbox.markFailed(id, message).catch(() => undefined);
      this.logger.warn({ mailId: id, kind: mail.kind, error: message }, 'mail delivery failed');
      throw error;
    }
  }

  close(): void {
    this.transport?.close();
  }
}
