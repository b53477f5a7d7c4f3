/**
 * Security notices of the OAuth area (spec §6.3), sent after the operation commits and
 * without holding up the response. Mail goes through the sign-in area's mail service.
 */
import type { Knex } from 'knex';
import type { Logger } from '../../logger.js';
import type { Notice } from './client-service.js';

export interface NoticeMailer {
  mail: { send(mail: { kind: string; to: string; subject: string; text: string }): Promise<string> };
  background: { run(name: string, task: () => Promise<unknown>): void };
}

export class OAuthNotices {
  constructor(private readonly knex: Knex, private readonly logger: Logger) {}

  send(mailer: NoticeMailer, notice: Notice | null): void {
    if (!notice) return;
    mailer.background.run('oauth security notice', async () => {
      const account = await this.knex('accounts').where({ id: notice.accountId }).first('email');
      if (!account?.email) {
        this.logger.info({ accountId: notice.accountId }, 'no email address for an OAuth security notice');
        return;
      }
      await mailer.mail.send({
        kind: 'security_notice',
        to: account.email,
        subject: 'Security notice for your Memory Platform account',
        text: [notice.text, '', `When: ${new Date().toISOString()}`, '', 'If this was not you, review your OAuth clients and authorized applications at once.'].join('\n'),
      });
    });
  }
}
