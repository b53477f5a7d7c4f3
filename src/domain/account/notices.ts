/**
 * Texts of the emails account management sends (spec section 6). Notices are mailed by the
 * sign-in area's NoticeMailer after the operation committed.
 */
import { noticeText, type NoticeMessage } from '../auth/mail/notice-mailer.js';

export type AccountNotice =
  | 'ACCOUNT_LINKED'
  | 'ACCOUNT_UNLINKED'
  | 'PROVIDER_UNLINKED'
  | 'PASSWORD_CHANGED'
  | 'PASSWORD_REMOVED'
  | 'ERASURE_REQUESTED'
  | 'ERASURE_COMPLETE'
  | 'API_KEY_CREATED';

const TEXT: Record<AccountNotice, { subject: string; body: string }> = {
  ACCOUNT_LINKED: { subject: 'Accounts were linked', body: 'Your account was identity-linked with other accounts; they now share private contexts and their memories.' },
  ACCOUNT_UNLINKED: { subject: 'An identity link changed', body: 'An account left your identity link set; it no longer shares private contexts with you.' },
  PROVIDER_UNLINKED: { subject: 'Security notice: a sign-in provider was removed', body: 'A sign-in provider was unlinked from your account.' },
  PASSWORD_CHANGED: { subject: 'Security notice: your password was changed', body: 'The password of your account was changed, and your other browser sessions were signed out.' },
  PASSWORD_REMOVED: { subject: 'Security notice: a sign-in method was removed', body: 'Password sign-in was removed from your account, and your other browser sessions were signed out. You sign in through your linked provider.' },
  ERASURE_REQUESTED: { subject: 'We received your account erasure request', body: 'We received a request to erase your account. Nothing is erased until you confirm it and the 7-day cooling-off period ends; you can cancel until then.' },
  ERASURE_COMPLETE: { subject: 'Your account was erased', body: 'Your account and the memories in its private context were erased.' },
  API_KEY_CREATED: { subject: 'Security notice: an API key was created', body: 'A new API key was created for your account from a browser session. It can read and write the memories of its context until it is revoked.' },
};

/** An account notice; `detail` names what it concerns (a provider, a key). */
export function accountNotice(notice: AccountNotice, detail?: string, at = new Date()): NoticeMessage {
  const t = TEXT[notice];
  return {
    kind: notice,
    subject: `${t.subject} (Memory Platform)`,
    text: noticeText({ body: t.body, detail, at, advice: 'If this was not you, secure your account at once and contact your administrator.' }),
  };
}

/**
 * The token travels in the link's fragment (`#token=`), which browsers never send to a server,
 * so it stays out of request lines, access logs and Referer headers; the page reads it from there.
 */
export function erasureConfirmMail(token: string, validMinutes: number, publicUrl: string): { subject: string; text: string } {
  return {
    subject: 'Confirm the erasure of your Memory Platform account',
    text: [
      `To confirm the erasure of your account within ${validMinutes} minutes, open this link while signed in:`,
      '',
      `${publicUrl.replace(/\/+$/, '')}/account/erasure#token=${encodeURIComponent(token)}`,
      '',
      'or submit this confirmation token on the account page:',
      '',
      token,
      '',
      'After confirmation a 7-day cooling-off period starts, during which you can cancel. If you did not ask for this, ignore this message.',
    ].join('\n'),
  };
}
