/**
 * Passkeys in the browser's autofill (WebAuthn conditional mediation): while the sign-in form is
 * shown, a passwordless request waits in the background, and the browser lists the passkeys it
 * holds for this site under the login id field (`autocomplete="username webauthn"`); choosing one
 * signs in. Renders nothing.
 *
 * Started only where the browser supports it (PublicKeyCredential.isConditionalMediationAvailable)
 * and passkeys work at this address; otherwise nothing happens and nothing is logged. The request
 * is aborted when the form goes away (the page is left, or the password step moves on); the
 * "Sign in with a passkey" button aborts it by starting its own ceremony (SimpleWebAuthn keeps one
 * at a time), and the page mounts a new one when that ceremony ends without a sign-in. A failed
 * sign-in offers the autofill again, a few times at most.
 */
import { useEffect, useRef } from 'preact/hooks';
import { browserSupportsWebAuthnAutofill, startAuthentication, WebAuthnAbortService, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '../../api/client';
import { passkeyAddress, passkeysSupported, verifyPasskey } from './passkeys';

/** Autofill requests one mount makes after failed sign-ins, so a refused passkey cannot loop. */
const MAX_ROUNDS = 3;

interface Props {
  /** Read when the passkey is chosen, so a box ticked after the page opened counts. */
  remember: boolean;
  returnTo: string;
  onSignedIn: (returnTo: string | undefined) => void;
  onError: (message: string) => void;
}

export function PasskeyAutofill(props: Props) {
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    let active = true;
    let waiting = false;

    async function offer(): Promise<void> {
      if (!passkeysSupported() || passkeyAddress().blocked) return;
      if (!(await browserSupportsWebAuthnAutofill())) return;
      for (let round = 0; round < MAX_ROUNDS && active; round++) {
        const start = await api.POST('/api/v1/auth/passkey/options', { body: {} });
        // Unavailable or refused (429): the button is still there and says why when used.
        if (!active || start.error) return;
        let credential;
        waiting = true;
        try {
          credential = await startAuthentication({ optionsJSON: start.data.options as unknown as PublicKeyCredentialRequestOptionsJSON, useBrowserAutofill: true });
        } catch {
          // Aborted (the button started its own ceremony, or the form went away) or refused by the browser.
          return;
        } finally {
          waiting = false;
        }
        if (!active) return;
        const { remember, returnTo } = latest.current;
        const result = await verifyPasskey(credential, { remember, returnTo });
        if (!active) return;
        if (result.ok) {
          latest.current.onSignedIn(result.returnTo);
          return;
        }
        latest.current.onError(result.message);
      }
    }

    void offer();
    return () => {
      active = false;
      // Only this request is still waiting: a button ceremony would have ended it already.
      if (waiting) WebAuthnAbortService.cancelCeremony();
    };
  }, []);

  return null;
}
