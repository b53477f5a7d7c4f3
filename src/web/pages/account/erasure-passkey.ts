/**
 * Confirming an erasure with a fresh passkey assertion (a server without SMTP cannot email the
 * confirmation link): options for this account's passkeys, the authenticator, the assertion.
 */
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { ceremonyErrorText } from '../auth/passkeys';

export type ErasureAssertion = { ok: true; credential: Schemas['PasskeyAuthenticationCredential'] } | { ok: false; message: string };

export async function erasurePasskeyAssertion(): Promise<ErasureAssertion> {
  const start = await api.POST('/api/v1/me/account/erasure-confirm/passkey-options');
  if (start.error) return { ok: false, message: describeError(start.error) };
  try {
    const credential = await startAuthentication({ optionsJSON: start.data.options as unknown as PublicKeyCredentialRequestOptionsJSON });
    return { ok: true, credential: credential as unknown as Schemas['PasskeyAuthenticationCredential'] };
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    if (name === 'NotAllowedError' || name === 'AbortError') return { ok: false, message: 'Confirming with your passkey was cancelled or timed out.' };
    return { ok: false, message: ceremonyErrorText(err, 'sign in') };
  }
}
