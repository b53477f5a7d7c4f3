/** Security notices about passkeys, mailed to the owner after the change (like the TOTP ones). */
import { noticeText, type NoticeMessage } from '../mail/notice-mailer.js';

export type PasskeyEvent = 'passkey_added' | 'passkey_removed' | 'passkey_clone_suspected';

const TEXT: Record<PasskeyEvent, (name: string) => string> = {
  passkey_added: (name) => `A passkey ("${name}") was added to your account. It can sign you in without a password, and as the second step after your password.`,
  passkey_removed: (name) => `A passkey ("${name}") was removed from your account; it no longer signs you in.`,
  passkey_clone_suspected: (name) =>
    `Your passkey "${name}" presented a signature counter that did not increase, which happens when a passkey has been copied. It was blocked and no longer signs you in: remove it and add a new one.`,
};

export function passkeyNotice(event: PasskeyEvent, passkeyName: string, at: Date): NoticeMessage {
  return {
    kind: 'security_notice',
    subject: 'Security notice for your Memory Platform account',
    text: noticeText({ body: TEXT[event](passkeyName), at, advice: 'If this was not you, reset your password at once and contact your administrator.' }),
  };
}
