/**
 * The browser side of passkeys (@simplewebauthn/browser, bundled with the app): support checks,
 * the address passkeys work at, and the sign-in ceremony (options, the authenticator, verify).
 */
import { browserSupportsWebAuthn, startAuthentication, type AuthenticationResponseJSON, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '../../api/client';
import { describeError, errorCode } from '../../api/errors';
import type { Schemas } from '../../api/types';

export function passkeysSupported(): boolean {
  return browserSupportsWebAuthn();
}

/**
 * Browsers refuse passkeys on an IP address. On a loopback address the server's relying party
 * is `localhost`, so the same page at http://localhost:<port> works: `blocked` says this page's
 * address cannot use passkeys, and `localhost` is that working address when there is one.
 */
export function passkeyAddress(): { blocked: boolean; localhost: string | null } {
  const host = window.location.hostname;
  const isIp = /^\d+\.\d+\.\d+\.\d+$/.test(host) || host.includes(':') || host.startsWith('[');
  if (!isIp) return { blocked: false, localhost: null };
  const loopback = /^127\./.test(host) || host === '[::1]' || host === '::1';
  const port = window.location.port ? `:${window.location.port}` : '';
  return { blocked: true, localhost: loopback ? `${window.location.protocol}//localhost${port}${window.location.pathname}${window.location.search}` : null };
}

/** A sentence for a failed WebAuthn ceremony in the browser (cancelled, timed out, refused). */
export function ceremonyErrorText(err: unknown, action: 'sign in' | 'add'): string {
  const name = err instanceof Error ? err.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return action === 'add' ? 'Adding the passkey was cancelled or timed out.' : 'Signing in with a passkey was cancelled or timed out.';
  if (name === 'InvalidStateError') return 'This passkey is already registered to your account.';
  if (name === 'SecurityError') return 'This browser refused passkeys at this address.';
  return err instanceof Error && err.message ? err.message : 'The passkey did not answer.';
}

export type PasskeySignInResult = { ok: true; returnTo?: string } | { ok: false; message: string };

/** Runs a passkey sign-in: passwordless without `mfaToken`, the second step with it. */
export async function signInWithPasskey(options: { mfaToken?: string; remember?: boolean; returnTo: string }): Promise<PasskeySignInResult> {
  const start = await api.POST('/api/v1/auth/passkey/options', { body: options.mfaToken ? { mfa_token: options.mfaToken } : {} });
  if (start.error) return { ok: false, message: describeError(start.error) };
  let credential;
  try {
    credential = await startAuthentication({ optionsJSON: start.data.options as unknown as PublicKeyCredentialRequestOptionsJSON });
  } catch (err) {
    return { ok: false, message: ceremonyErrorText(err, 'sign in') };
  }
  return verifyPasskey(credential, options);
}

/** Sends the browser's assertion to the server, which signs in (sets the session cookie). */
export async function verifyPasskey(credential: AuthenticationResponseJSON, options: { mfaToken?: string; remember?: boolean; returnTo: string }): Promise<PasskeySignInResult> {
  const body = {
    credential: credential as unknown as Schemas['PasskeyAuthenticationCredential'],
    ...(options.mfaToken ? { mfa_token: options.mfaToken } : { remember: options.remember ?? false }),
  };
  const done = await api.POST('/api/v1/auth/passkey/verify', { params: { query: { return_to: options.returnTo } }, body });
  if (done.error) {
    const code = errorCode(done.error);
    if (code === 'AUTH-074') return { ok: false, message: 'That passkey did not sign you in. Try again, or sign in with your password.' };
    if (done.response.status === 429) return { ok: false, message: 'Too many passkey sign-ins failed here. Wait a few minutes, or sign in with your password.' };
    return { ok: false, message: describeError(done.error) };
  }
  return { ok: true, returnTo: done.data.return_to };
}
