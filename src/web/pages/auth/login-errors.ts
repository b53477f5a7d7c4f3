/** The `error` tokens provider callbacks send to /login, as sentences (src/domain/auth/providers/flow-errors.ts). */
export const LOGIN_ERRORS: Record<string, string> = {
  access_denied: 'Sign-in was cancelled at the identity provider. Nothing was changed.',
  invalid_state: 'That sign-in attempt expired or was started in another browser. Please start again.',
  provider_error: 'The identity provider could not confirm who you are. Please try again in a moment.',
  provider_unavailable: 'That sign-in option is not available on this server any more.',
  invite_required: 'New accounts need an invitation during the closed beta. Open your invitation link, then sign in.',
  terms_required: 'Please accept the terms of service to create your account.',
  account_disabled: 'This account can no longer sign in. Contact your administrator.',
  link_conflict: 'That identity already belongs to another account, so it was not linked.',
  server_error: 'Something went wrong on our side. Please try again.',
};

export function loginErrorText(token: string | undefined): string | null {
  if (!token) return null;
  return LOGIN_ERRORS[token] ?? 'Sign-in did not complete. Please try again.';
}
