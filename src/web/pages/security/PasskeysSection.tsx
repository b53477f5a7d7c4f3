/**
 * Passkeys: the account's list (name, added, last used, kind), adding one (the password again,
 * then the browser's passkey prompt, then an optional name), renaming inline and removing with
 * an in-page confirmation and the password. The first passkey that becomes the account's second
 * factor brings recovery codes, shown once.
 */
import { useState } from 'preact/hooks';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { ConfirmStep } from '../../components/ConfirmStep';
import { Alert, Button, Card, Field, formatDate } from '../../components/ui';
import { PasskeyAddressNote } from '../auth/PasskeyAddressNote';
import { ceremonyErrorText, passkeyAddress, passkeysSupported } from '../auth/passkeys';
import { AddPasskeyForm } from './AddPasskeyForm';
import { PasskeyRow } from './PasskeyRow';
import { RecoveryCodes } from './RecoveryCodes';
import { useSession } from '../../session';
import { DataTable } from '../../components/DataTable';

export type Passkey = Schemas['Passkey'];
type Step = { kind: 'idle' } | { kind: 'add' } | { kind: 'remove'; passkey: Passkey } | { kind: 'codes'; codes: string[]; intro: string } | { kind: 'regenerate' };

const FIRST_CODES_INTRO = 'Your passkey is now a second step after your password. Keep these recovery codes for when you cannot use it: each works once, in place of the passkey.';

/**
 * `passkeys`: the list the Security page read (null while it loads; read once for the whole page,
 * whose password card counts them as a way in). `onChanged` reads it again after an add, rename or removal.
 */
export function PasskeysSection({ hasPassword, passkeys, onChanged }: { hasPassword: boolean; passkeys: Passkey[] | null; onChanged: () => Promise<void> }) {
  const session = useSession();
  // With TOTP on, the two-step verification card renews the codes; otherwise this card does.
  const totpOn = Boolean(session.user?.mfa_enabled);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  function go(next: Step) {
    setStep(next);
    setError(null);
    setPassword('');
    setName('');
  }

  const reauth = hasPassword ? { current_password: password } : {};

  async function add() {
    setBusy(true);
    setError(null);
    setSuccess(null);
    const start = await api.POST('/api/v1/me/passkey-registration', { body: reauth });
    if (start.error) {
      setBusy(false);
      setError(start.response.status === 403 && hasPassword ? 'Your password is not correct.' : describeError(start.error));
      return;
    }
    let credential;
    try {
      credential = await startRegistration({ optionsJSON: start.data.options as unknown as PublicKeyCredentialCreationOptionsJSON });
    } catch (err) {
      setBusy(false);
      setError(ceremonyErrorText(err, 'add'));
      return;
    }
    const trimmed = name.trim();
    const res = await api.POST('/api/v1/me/passkeys', { body: { credential: credential as unknown as Schemas['PasskeyRegistrationCredential'], ...(trimmed ? { name: trimmed } : {}) } });
    setBusy(false);
    if (res.error) {
      setError(describeError(res.error));
      return;
    }
    await onChanged();
    if (res.data.recovery_codes) go({ kind: 'codes', codes: res.data.recovery_codes, intro: FIRST_CODES_INTRO });
    else go({ kind: 'idle' });
    setSuccess(`Passkey “${res.data.passkey.name}” added. You can now sign in with it, without your password.`);
  }

  async function remove(passkey: Passkey) {
    setBusy(true);
    setError(null);
    const res = await api.DELETE('/api/v1/me/passkeys/{passkey_id}', { params: { path: { passkey_id: passkey.id } }, body: reauth });
    setBusy(false);
    if (res.error) {
      setError(res.response.status === 403 && hasPassword ? 'Your password is not correct.' : describeError(res.error));
      return;
    }
    go({ kind: 'idle' });
    setSuccess(`Passkey “${passkey.name}” removed.`);
    await onChanged();
  }

  async function regenerate() {
    setBusy(true);
    setError(null);
    setSuccess(null);
    const res = await api.POST('/api/v1/me/mfa/recovery-codes', { body: { password } });
    setBusy(false);
    if (res.error) setError(res.response.status === 403 ? 'Your password is not correct.' : describeError(res.error));
    else go({ kind: 'codes', codes: res.data.recovery_codes, intro: 'These new codes replace your previous recovery codes, which no longer work.' });
  }

  const address = passkeyAddress();
  return (
    <Card title="Passkeys">
      {success && <Alert kind="success">{success}</Alert>}
      <p class="muted">
        A passkey signs you in with your device's screen lock or a security key instead of your password, and works as the second step after your password too. It cannot be phished: it only answers this site.
      </p>
      {step.kind === 'codes' && (
        <RecoveryCodes codes={step.codes} intro={step.intro} onDone={() => go({ kind: 'idle' })} />
      )}
      {passkeys === null && <p class="muted">Loading your passkeys…</p>}
      {passkeys && passkeys.length === 0 && step.kind !== 'codes' && <p>You have no passkeys yet.</p>}
      {passkeys && passkeys.length > 0 && (
        <p>{hasPassword ? 'Signing in with your password also asks for one of these passkeys (or a recovery code).' : 'Without a password, these passkeys are how you sign in: keep more than one if you can.'}</p>
      )}
      {passkeys && passkeys.length > 0 && (
        <DataTable>
          <table>
            <caption class="visually-hidden">Your passkeys</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Kind</th>
                <th scope="col">Added</th>
                <th scope="col">Last used</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {passkeys.map((p) => (
                <PasskeyRow key={p.id} passkey={p} onRenamed={onChanged} onRemove={() => go({ kind: 'remove', passkey: p })} added={formatDate(p.created_at)} used={p.last_used_at ? formatDate(p.last_used_at) : 'Never'} />
              ))}
            </tbody>
          </table>
        </DataTable>
      )}
      {step.kind === 'remove' && (
        <ConfirmStep
          title={`Remove passkey “${step.passkey.name}”?`}
          message={<p>It will no longer sign you in. {hasPassword ? 'Enter your password to continue.' : ''}</p>}
          confirmLabel={`Remove passkey ${step.passkey.name}`}
          busy={busy}
          onConfirm={() => void remove(step.passkey)}
          onCancel={() => go({ kind: 'idle' })}
        >
          {error && <Alert>{error}</Alert>}
          {hasPassword && <Field label="Your password" type="password" value={password} onInput={setPassword} autoComplete="current-password" required />}
        </ConfirmStep>
      )}
      {step.kind === 'regenerate' && (
        <ConfirmStep
          title="Generate new recovery codes?"
          message={<p>Your current recovery codes will stop working at once. Enter your password to continue.</p>}
          confirmLabel="Generate new recovery codes"
          busy={busy}
          onConfirm={() => void regenerate()}
          onCancel={() => go({ kind: 'idle' })}
        >
          {error && <Alert>{error}</Alert>}
          <Field label="Your password" type="password" value={password} onInput={setPassword} autoComplete="current-password" required />
        </ConfirmStep>
      )}
      {step.kind === 'add' && (
        <AddPasskeyForm name={name} onName={setName} password={hasPassword ? password : null} onPassword={setPassword} busy={busy} error={error} onSubmit={() => void add()} onCancel={() => go({ kind: 'idle' })} />
      )}
      {step.kind === 'idle' && (
        <>
          {error && <Alert>{error}</Alert>}
          {!passkeysSupported() ? (
            <p class="muted">This browser does not support passkeys.</p>
          ) : address.blocked ? (
            <PasskeyAddressNote localhost={address.localhost} action="add one" />
          ) : (
            <div class="actions">
              <Button kind="primary" onClick={() => go({ kind: 'add' })}>
                Add a passkey
              </Button>
              {hasPassword && !totpOn && passkeys && passkeys.length > 0 && <Button onClick={() => go({ kind: 'regenerate' })}>Generate new recovery codes…</Button>}
            </div>
          )}
        </>
      )}
    </Card>
  );
}
