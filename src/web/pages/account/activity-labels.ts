/** The account's activity (audit events) in words, for the Activity page. */

/** Events in words; an action not listed here is shown as recorded. */
const LABELS: Record<string, string> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Failed sign-in attempt',
  'auth.login_password_ok_mfa_required': 'Password accepted, second step asked',
  'auth.mfa_failed': 'Failed second step (wrong code)',
  'auth.password_reset_link_issued': 'Password reset link emailed',
  'auth.password_setup_link_issued': 'Password set-up link emailed',
  'auth.password_reset_requested': 'Password reset requested',
  'auth.password_reset': 'Password reset with an emailed link',
  'auth.password_set': 'Password set with an emailed link',
  'auth.totp_enabled': 'Two-step verification turned on',
  'auth.totp_disabled': 'Two-step verification turned off',
  'auth.recovery_codes_regenerated': 'New recovery codes created',
  'auth.passkey_added': 'Passkey added',
  'auth.passkey_renamed': 'Passkey renamed',
  'auth.passkey_removed': 'Passkey removed',
  'auth.passkey_used': 'Passkey used to sign in',
  'auth.passkey_clone_suspected': 'Passkey blocked: it may have been copied',
  'account.created': 'Account created',
  'account.admin_created': 'Administrator account created',
  'account.password_changed': 'Password changed',
  'account.password_removed': 'Password removed',
  'account.provider_linked': 'Sign-in provider linked',
  'account.provider_unlinked': 'Sign-in provider unlinked',
  'account.identity_linked': 'Account linked to another account',
  'account.identity_unlinked': 'Account unlinked from another account',
  'account.identity_left': 'Left a group of linked accounts',
  'account.terms_accepted': 'Terms accepted',
  'account.session_revoked': 'Signed out of a browser',
  'account.other_sessions_revoked': 'Signed out of all other browsers',
  'account.erasure_requested': 'Account deletion requested',
  'account.erasure_confirmed': 'Account deletion confirmed',
  'account.erasure_cancelled': 'Account deletion cancelled',
  'api_key.created': 'API key created',
  'api_key.revoked': 'API key revoked',
  'oauth.grant_created': 'App authorized',
  'oauth.grant_widened': 'App given more permissions',
  'oauth.grant_revoked': 'App access revoked',
  'memory.delete': 'Memory deleted',
  'memory.namespace_erased': 'Memories of a user erased',
  'invitation.created': 'Invitation created',
  'invitation.revoked': 'Invitation revoked',
};

/** What an audit event's action means in words; an action without a label is shown as recorded. */
export function activityLabel(action: string): string {
  return Object.hasOwn(LABELS, action) ? LABELS[action]! : action;
}
