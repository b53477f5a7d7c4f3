/**
 * The password card. With a password: change it, or remove it when a sign-in provider is
 * linked (otherwise the account would have no way in: the server answers 409). Without
 * one: email a single-use link to set it (the link opens /setup-password).
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
  policy: PasswordPolicy | undefined;
  onChanged: () => Promise<void>;
}

export function PasswordSection({ profile, providers, policy, onChanged }: Props) {
  return <Card title="Password">{profile.has_password ? <WithPassword providers={providers} policy={policy} onChanged={onChanged} /> : <WithoutPassword profile={profile} providers={providers} />}</Card>;
}

function WithPassword({ providers, policy, onChanged }: Omit<Props, 'profile'>) {
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
      else if (errorCode(res.error) === 'ACCOUNT-043') setRemoveError('Your password is your only way to sign in. Link a sign-in provider on the Account page before removing it.');
      else setRemoveError(describeError(res.error));
      return;
    }
    setRemoving(false);
    setRemovePassword('');
    await onChanged();
  }

  const providerNames = providers.join(', ');
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
      {providers.length === 0 ? (
        <p class="muted">
          Your password is your only way to sign in, so it cannot be removed. To sign in without a password, first <a href="/account">link a sign-in provider on the Account page</a>.
        </p>
      ) : removing ? (
        <ConfirmStep
          title="Remove your password?"
          message={<p>You will sign in only through {providerNames}. Other browsers signed in to this account will be signed out. You can set a password again later by email.</p>}
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
          <p class="muted">You can also sign in through {providerNames}, so the password is optional.</p>
          <Button kind="danger" onClick={() => setRemoving(true)}>
            Remove password…
          </Button>
        </>
      )}
    </>
  );
}

function WithoutPassword({ profile, providers }: { profile: Profile; providers: string[] }) {
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

  const via = providers.length ? providers.join(', ') : 'a sign-in provider';
  return (
    <>
      <p>
        Your account has no password: you sign in through {via}. A password lets you sign in without the provider and is needed for two-step verification.
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
