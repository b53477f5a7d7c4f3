/** The SMTP mail transport (nodemailer): what MailService delivers through when SMTP_URL is set. */
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../../config/mail.js';
import type { MailMessage, MailTransport } from '../../domain/auth/mail/mail-transport.js';

/** The SMTP transport for `config`, or undefined when no SMTP_URL is set (mail then stays in the outbox). */
export function smtpTransport(config: MailConfig): MailTransport | undefined {
  if (!config.smtpUrl) return undefined;
  const smtpUrl = config.smtpUrl;
  let transport: Transporter | undefined;
  // Connected on the first message, not at start-up: a node that sends no mail never dials the relay.
  const smtp = (): Transporter => {
    transport ??= nodemailer.createTransport(smtpUrl, {
      connectionTimeout: config.smtpTimeoutMs,
      greetingTimeout: config.smtpTimeoutMs,
      socketTimeout: config.smtpTimeoutMs,
    } as never);
    return transport;
  };
  return {
    async deliver(message: MailMessage) {
      await smtp().sendMail(message);
    },
    close() {
      transport?.close();
    },
  };
}
