/**
 * The password card. With a password: change it, or remove it when another way in remains, a
 * linked sign-in provider or a passkey (otherwise the account would have no way in: the server
 * answers 409). Without one: email a single-use link to set it (the link opens /setup-password).
 */
import { useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError, errorCode } from '../../api/errors';
import { Alert, Button, Card, Field } from '../../components/ui';
import { NewPasswordFields } from './parts';
import { ConfirmStep } from '../../components/ConfirmStep';
import { localPasswordProblem, passwordErrorText, retryAfterText, type PasswordPolicy } from './password-policy';
import type { Profile } from './SecurityPage';

interface Props {
  profile: Profile;
  /** Display names of the linked sign-in providers. */
  providers: string[];
  /** Passkeys that sign in (not blocked as possible copies): a way in without the password. */
  passkeys: number;
  policy: PasswordPolicy | undefined;
  onChanged: () => Promise<void>;
}

export function PasswordSection({ profile, providers, passkeys, policy, onChanged }: Props) {
  return <Card title="Password">{profile.has_password ? <WithPassword providers={providers} passkeys={passkeys} policy={policy} onChanged={onChanged} /> : <WithoutPassword profile={profile} providers={providers} passkeys={passkeys} />}</Card>;
}

/** "Identity provider A and your passkeys": the ways in besides the password. */
function otherWaysIn(providers: string[], passkeys: number): string {
  const ways = [...providers, ...(passkeys === 1 ? ['your passkey'] : passkeys > 1 ? ['your passkeys'] : [])];
  return ways.length > 1 ? `${ways.slice(0, -1).join(', ')} and ${ways[ways.length - 1]}` : (ways[0] ?? '');
}

function WithPassword({ providers, passkeys, policy, onChanged }: Omit<Props, 'profile'>) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [removePassword, setRemovePassword] = useState('');
  const [removeError, setRemoveError] = useState<string | null>(null);

  async function change(e: Event) {
    e.preventDefault();
    setSuccess(null);
    const problem = localPasswordProblem(password, confirmation, policy);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    const res = await api.POST('/api/v1/me/password/change', { body: { current_password: current, new_password: password } });
    setBusy(false);
    if (res.error) {
      if (res.response.status === 403) setError('Your current password is not correct.');
      else if (res.response.status === 422) setError(passwordErrorText(res.error));
      else setError(describeError(res.error));
      return;
    }
    setCurrent('');
    setPassword('');
    setConfirmation('');
    setSuccess('Your password has been changed. Other browsers signed in to this account were signed out; this one stays signed in.');
  }

  async function remove() {
    setBusy(true);
    setRemoveError(null);
    const res = await api.DELETE('/api/v1/me/password', { body: { current_password: removePassword } });
    setBusy(false);
    if (res.error) {
      if (res.response.status === 403) setRemoveError('Your current password is not correct.');
      else if (errorCode(res.error) === 'ACCOUNT-043') setRemoveError('Your password is your only way to sign in. Add a passkey below or link a sign-in provider on the Account page before removing it.');
      else setRemoveError(describeError(res.error));
      return;
    }
    setRemoving(false);
    setRemovePassword('');
    await onChanged();
  }

  const ways = otherWaysIn(providers, passkeys);
  // With passkeys alone, one lost device would lock the account out: say so before the password goes.
  const onePasskeyOnly = providers.length === 0 && passkeys === 1;
  return (
    <>
      {success && <Alert kind="success">{success}</Alert>}
      <form class="narrow-form" onSubmit={change}>
        <h3>Change your password</h3>
        {error && <Alert>{error}</Alert>}
        <Field label="Current password" type="password" value={current} onInput={setCurrent} autoComplete="current-password" required />
        <NewPasswordFields password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} policy={policy} />
        <Button kind="primary" type="submit" busy={busy && !removing}>
          Change password
        </Button>
      </form>
      <h3>Remove your password</h3>
      {!ways ? (
        <p class="muted">
          Your password is your only way to sign in, so it cannot be removed. To sign in without a password, first add a passkey below or <a href="/account">link a sign-in provider on the Account page</a>.
        </p>
      ) : removing ? (
        <ConfirmStep
          title="Remove your password?"
          message={
            <p>
              You will sign in only with {ways}. Other browsers signed in to this account will be signed out. You can set a password again later by email.
              {onePasskeyOnly && ' Your passkey will be your only way in: consider adding a second one (another device or a security key) first.'}
            </p>
          }
          confirmLabel="Remove password"
          busy={busy}
          onConfirm={remove}
          onCancel={() => {
            setRemoving(false);
            setRemoveError(null);
          }}
        >
          {removeError && <Alert>{removeError}</Alert>}
          <Field label="Password to confirm the removal" type="password" value={removePassword} onInput={setRemovePassword} autoComplete="current-password" required />
        </ConfirmStep>
      ) : (
        <>
          <p class="muted">You can also sign in with {ways}, so the password is optional.</p>
          <Button kind="danger" onClick={() => setRemoving(true)}>
            Remove password…
          </Button>
        </>
      )}
    </>
  );
}

function WithoutPassword({ profile, providers, passkeys }: { profile: Profile; providers: string[]; passkeys: number }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function requestLink() {
    setBusy(true);
    setError(null);
    const res = await api.POST('/api/v1/me/password/setup-request');
    setBusy(false);
    if (res.error) {
      if (res.response.status === 429) setError(`You asked for several links already. ${retryAfterText(res.response)}`);
      else setError(describeError(res.error));
      return;
    }
    setSent(true);
  }

  const via = otherWaysIn(providers, passkeys) || 'a sign-in provider';
  return (
    <>
      <p>
        Your account has no password: you sign in with {via}. A password gives you another way in and is needed for two-step verification.
      </p>
      {error && <Alert>{error}</Alert>}
      {sent ? (
        <Alert kind="success">
          We sent a link to {profile.email ?? 'your email address'}. Open it to choose your password; it works once and only for a limited time.
        </Alert>
      ) : profile.email ? (
        <Button kind="primary" busy={busy} onClick={requestLink}>
          Email me a link to set a password
        </Button>
      ) : (
        <p class="muted">Your account has no email address, so a set-password link cannot be sent.</p>
      )}
    </>
  );
}
