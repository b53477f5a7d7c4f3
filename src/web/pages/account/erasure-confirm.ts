/**
 * Sends the confirmation of a pending erasure request the way its `confirm_with` asks: the code
 * (and the password), a fresh passkey assertion, or, for `provider`, a fresh sign-in at the
 * account's identity provider, whose callback confirms and brings the browser back here.
 */
import { api } from '../../api/client';
import { describeError, errorCode } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { erasurePasskeyAssertion } from './erasure-passkey';

export type ConfirmMethod = NonNullable<Schemas['ErasureRequestStateResponse']['confirm_with']>;
export type ConfirmOutcome = { ok: true; state: Schemas['ErasureRequestStateResponse'] } | { ok: false; message: string } | { ok: 'away' };

export async function confirmErasure(method: ConfirmMethod, token: string, password: string): Promise<ConfirmOutcome> {
  if (method === 'provider') {
    const res = await api.POST('/api/v1/me/account/erasure-confirm/provider-start', { body: { token } });
    if (res.error) return { ok: false, message: res.response.status === 400 ? EXPIRED : describeError(res.error) };
    window.location.assign(res.data.authorization_url);
    return { ok: 'away' };
  }
  let body: Schemas['ErasureConfirmRequest'] = method === 'password' ? { token, password } : { token };
  if (method === 'passkey') {
    const assertion = await erasurePasskeyAssertion();
    if (!assertion.ok) return assertion;
    body = { token, passkey_credential: assertion.credential };
  }
  const res = await api.POST('/api/v1/me/account/erasure-confirm', { body });
  if (!res.error) return { ok: true, state: res.data };
  if (errorCode(res.error) === 'ERASURE-008') return { ok: false, message: 'That passkey did not confirm the deletion. Try again with one of your passkeys.' };
  if (res.response.status === 403) return { ok: false, message: 'Your password is not correct.' };
  if (res.response.status === 400) return { ok: false, message: EXPIRED };
  return { ok: false, message: describeError(res.error) };
}

const EXPIRED = 'The confirmation code is invalid or has expired. Withdraw this request and make a new one.';

/** What the provider's callback said (`?erasure=confirmed` or `?erasure_error=`), read once and taken out of the address bar. */
export function takeProviderReturn(): { kind: 'success' | 'error'; text: string } | null {
  const query = new URLSearchParams(window.location.search);
  const confirmed = query.get('erasure') === 'confirmed';
  const error = query.get('erasure_error');
  if (!confirmed && !error) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname);
  if (confirmed) return { kind: 'success', text: 'You signed in again at your provider: the deletion is confirmed.' };
  return { kind: 'error', text: PROVIDER_ERRORS[error!] ?? 'Signing in again at your provider did not confirm the deletion. Try again.' };
}

const PROVIDER_ERRORS: Record<string, string> = {
  access_denied: 'You cancelled signing in at your provider, so the deletion is not confirmed.',
  identity_mismatch: 'Your provider signed you in as someone else, so the deletion is not confirmed. Sign in there with the account you use here.',
  not_reauthenticated: 'Your provider did not ask you to sign in again (it reused an earlier sign-in), so the deletion is not confirmed. Sign out at your provider, then try again.',
  invalid_state: 'This confirmation was started in another browser or is no longer valid, so the deletion is not confirmed. Try again from this page.',
  erasure_not_pending: 'There is no deletion request waiting for confirmation any more (it was withdrawn or already confirmed).',
  erasure_refused: 'The deletion request can no longer be confirmed (it expired or is blocked). Withdraw it and make a new one.',
};
