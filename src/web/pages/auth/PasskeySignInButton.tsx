/**
 * "Sign in with a passkey" (passwordless) or "Use a passkey" (the second step): runs the
 * ceremony and reports the outcome. At an IP address, where browsers refuse passkeys, it links
 * to the same page at localhost instead.
 */
import { useState } from 'preact/hooks';
import { Button } from '../../components/ui';
import { PasskeyAddressNote } from './PasskeyAddressNote';
import { passkeyAddress, passkeysSupported, signInWithPasskey } from './passkeys';

interface Props {
  label: string;
  mfaToken?: string;
  remember?: boolean;
  returnTo: string;
  primary?: boolean;
  onSignedIn: (returnTo: string | undefined) => void;
  onError: (message: string | null) => void;
}

export function PasskeySignInButton({ label, mfaToken, remember, returnTo, primary, onSignedIn, onError }: Props) {
  const [busy, setBusy] = useState(false);
  if (!passkeysSupported()) return null;
  const address = passkeyAddress();
  if (address.blocked) return <PasskeyAddressNote localhost={address.localhost} action="use one" />;

  async function run() {
    setBusy(true);
    onError(null);
    const result = await signInWithPasskey({ mfaToken, remember, returnTo });
    setBusy(false);
    if (result.ok) onSignedIn(result.returnTo);
    else onError(result.message);
  }

  return (
    <Button kind={primary ? 'primary' : 'secondary'} class={`btn btn-${primary ? 'primary' : 'secondary'} btn-block`} type="button" busy={busy} onClick={run}>
      {label}
    </Button>
  );
}
