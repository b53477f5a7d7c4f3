/**
 * The one way notices are mailed (spec §6.3 security notices, account notices, OAuth
 * notices): after the operation committed, in the background, so a failed notice never undoes
 * or delays the operation. Each distinct address gets the message once; an account without an
 * email address gets none. The texts stay with their areas (templates.ts, account/notices.ts,
 * oauth/notices.ts) and share noticeText's layout.
 */
import type { Logger } from '../../../logger.js';

export interface NoticeMessage {
  /** The outbox kind (`security_notice`, an account notice's name, ...). */
  kind: string;
  subject: string;
  text: string;
}

interface NoticeChannels {
  mail: { send(mail: NoticeMessage & { to: string }): Promise<unknown> };
  background: { run(name: string, task: () => Promise<unknown>): void };
  /** An account's current email address, or null. */
  emailOf(accountId: string): Promise<string | null>;
  logger: Logger;
}

/** The layout every notice shares: what happened, optional details, when, and what to do if it was not you. */
export function noticeText(parts: { body: string; detail?: string; at: Date; advice: string }): string {
  return [parts.body, ...(parts.detail ? ['', parts.detail] : []), '', `When: ${parts.at.toISOString()}`, '', parts.advice].join('\n');
}

export class NoticeMailer {
  constructor(private readonly channels: NoticeChannels) {}

  /** Mails `message` to each distinct address given (after commit; never throws). */
  send(recipients: Array<string | null | undefined>, message: NoticeMessage): void {
    for (const to of new Set(recipients.filter((r): r is string => Boolean(r)))) {
      this.channels.background.run(`notice ${message.kind}`, () => this.channels.mail.send({ ...message, to }));
    }
  }

  /** Mails `message` to the account's address as it is when the notice goes out. */
  sendToAccount(accountId: string, message: NoticeMessage): void {
    this.channels.background.run(`notice ${message.kind}`, async () => {
      const to = await this.channels.emailOf(accountId);
      if (!to) {
        this.channels.logger.info({ accountId, kind: message.kind }, 'no email address for a notice');
        return;
      }
      await this.channels.mail.send({ ...message, to });
    });
  }
}
