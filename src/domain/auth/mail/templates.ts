/** Texts of the emails sign-in sends. Links are built from PUBLIC_URL. */
import { noticeText, type NoticeMessage } from './notice-mailer.js';

export type SecurityEvent =
  | 'password_reset'
  | 'password_set'
  | 'totp_enabled'
  | 'totp_disabled'
  | 'recovery_codes_regenerated';

const EVENT_TEXT: Record<SecurityEvent, string> = {
  password_reset: 'The password of your account was reset, and every browser signed in to your account was signed out.',
  password_set: 'A password was set for your account, and your other browser sessions were signed out.',
  totp_enabled: 'Two-factor authentication (authenticator app) was turned on for your account.',
  totp_disabled: 'Two-factor authentication (authenticator app) was turned off for your account.',
  recovery_codes_regenerated: 'New two-factor recovery codes were created for your account; the old ones no longer work.',
};

export function securityNotice(event: SecurityEvent, at: Date): NoticeMessage {
  return {
    kind: 'security_notice',
    subject: 'Security notice for your Memory Platform account',
    text: noticeText({ body: EVENT_TEXT[event], at, advice: 'If this was not you, reset your password at once and contact your administrator.' }),
  };
}

export function passwordLinkMail(purpose: 'reset' | 'setup', link: string, validMinutes: number): { subject: string; text: string } {
  const what = purpose === 'reset' ? 'reset your password' : 'set a password for your account';
  return {
    subject: purpose === 'reset' ? 'Reset your Memory Platform password' : 'Set your Memory Platform password',
    text: [
      `Someone asked to ${what}. To do so, open this link within ${validMinutes} minutes:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for this, ignore this message; nothing changes.',
    ].join('\n'),
  };
}
