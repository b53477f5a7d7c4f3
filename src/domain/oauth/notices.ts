/**
 * Security notices of the OAuth area (spec §6.3): a client registered or given a new secret,
 * a grant that is new, wider or for a changed client. Mailed after commit by the sign-in
 * area's NoticeMailer to the account's address.
 */
import { noticeText, type NoticeMessage } from '../auth/mail/notice-mailer.js';
import type { Notice } from './client-service.js';

export function oauthNotice(notice: Notice, at = new Date()): NoticeMessage {
  return {
    kind: 'security_notice',
    subject: 'Security notice for your Memory Platform account',
    text: noticeText({ body: notice.text, at, advice: 'If this was not you, review your OAuth clients and authorized applications at once.' }),
  };
}

/** Anything with the one notice mailer (the sign-in module). */
export function sendOAuthNotice(mailer: { notices: { sendToAccount(accountId: string, message: NoticeMessage): void } }, notice: Notice | null): void {
  if (notice) mailer.notices.sendToAccount(notice.accountId, oauthNotice(notice));
}
