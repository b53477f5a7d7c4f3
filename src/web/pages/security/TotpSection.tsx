/**
 * Two-step verification (TOTP). Off: start enrolment (needs a password on the account).
 * On: new recovery codes (password) or turn it off (password and a current code). The
 * on/off state is the session user's `mfa_enabled`, refreshed after every change.
 */
import { useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Card, Field } from '../../components/ui';
import { useSession } from '../../session';
import { ConfirmStep } from '../../components/ConfirmStep';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpEnrolment } from './TotpEnrolment';

type Pending = Schemas['TotpEnrolmentStartResponse'];
type Step = { kind: 'idle' } | { kind: 'enrolling'; pending: Pending } | { kind: 'codes'; codes: string[]; intro: string } | { kind: 'regenerate' } | { kind: 'disable' };

export function TotpSection({ hasPassword }: { hasPassword: boolean }) {
  const session = useSession();
  const enabled = Boolean(session.user?.mfa_enabled);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  function go(next: Step) {
    setStep(next);
    setError(null);
    setPassword('');
    setCode('');
  }

  async function start() {
    setBusy(true);
    setSuccess(null);
    setError(null);
    const res = await api.POST('/api/v1/me/mfa/totp');
    setBusy(false);
    if (res.error) setError(describeError(res.error));
    else go({ kind: 'enrolling', pending: res.data });
  }

  async function enabledWith(codes: string[]) {
    go({ kind: 'codes', codes, intro: 'Two-step verification is on. From now on, signing in asks for a code from your authenticator app.' });
    await session.refresh();
  }

  async function regenerate() {
    setBusy(true);
    setError(null);
    const res = await api.POST('/api/v1/me/mfa/recovery-codes', { body: { password } });
    setBusy(false);
    if (res.error) setError(res.response.status === 403 ? 'Your password is not correct.' : describeError(res.error));
    else go({ kind: 'codes', codes: res.data.recovery_codes, intro: 'These new codes replace your previous recovery codes, which no longer work.' });
  }

  async function disable() {
    const digits = code.replace(/\s+/g, '');
    setBusy(true);
    setError(null);
    const res = await api.DELETE('/api/v1/me/mfa/totp', { body: { password, code: digits } });
    setBusy(false);
    if (res.error) {
      setError(res.response.status === 403 ? 'The password or the code is not correct.' : describeError(res.error));
      setCode('');
      return;
    }
    go({ kind: 'idle' });
    setSuccess('Two-step verification with your authenticator app is off.');
    await session.refresh();
  }

  const status = (
    <p>
      Status:{' '}
      <strong class={enabled ? 'mfa-status-on' : 'mfa-status-off'}>{enabled ? 'On' : 'Off'}</strong>
      {enabled ? ' — signing in with your password also asks for a code from your authenticator app.' : ' — signing in asks for no code from an authenticator app.'}
    </p>
  );

  return (
    <Card title="Two-step verification">
      {success && <Alert kind="success">{success}</Alert>}
      {step.kind !== 'codes' && status}
      {step.kind === 'codes' && <RecoveryCodes codes={step.codes} intro={step.intro} onDone={() => go({ kind: 'idle' })} />}
      {step.kind === 'enrolling' && <TotpEnrolment pending={step.pending} onEnabled={enabledWith} onCancel={() => go({ kind: 'idle' })} />}
      {step.kind === 'regenerate' && (
        <ConfirmStep
          title="Generate new recovery codes?"
          message={<p>Your current recovery codes will stop working at once. Enter your password to continue.</p>}
          confirmLabel="Generate new recovery codes"
          busy={busy}
          onConfirm={regenerate}
          onCancel={() => go({ kind: 'idle' })}
        >
          {error && <Alert>{error}</Alert>}
          <Field label="Your password" type="password" value={password} onInput={setPassword} autoComplete="current-password" required />
        </ConfirmStep>
      )}
      {step.kind === 'disable' && (
        <ConfirmStep
          title="Turn off two-step verification?"
          message={<p>Signing in will no longer ask for a code from your authenticator app, and your recovery codes will be deleted unless you keep passkeys as your second step. Enter your password and a current code from your authenticator app.</p>}
          confirmLabel="Turn off two-step verification"
          busy={busy}
          onConfirm={disable}
          onCancel={() => go({ kind: 'idle' })}
        >
          {error && <Alert>{error}</Alert>}
          <Field label="Your password" type="password" value={password} onInput={setPassword} autoComplete="current-password" required />
          <Field label="Authentication code" value={code} onInput={setCode} inputMode="numeric" autoComplete="one-time-code" maxLength={7} required />
        </ConfirmStep>
      )}
      {step.kind === 'idle' && (
        <>
          {error && <Alert>{error}</Alert>}
          {enabled ? (
            <div class="actions">
              <Button onClick={() => go({ kind: 'regenerate' })}>Generate new recovery codes…</Button>
              <Button kind="danger" onClick={() => go({ kind: 'disable' })}>
                Turn off two-step verification…
              </Button>
            </div>
          ) : hasPassword ? (
            <>
              <p class="muted">Protect your password with a second step: a 6-digit code from an authenticator app on your phone, plus ten recovery codes for emergencies.</p>
              <Button kind="primary" busy={busy} onClick={start}>
                Set up two-step verification
              </Button>
            </>
          ) : (
            <p class="muted">Two-step verification protects password sign-in. Set a password first (above), then come back here.</p>
          )}
        </>
      )}
    </Card>
  );
}
