/**
 * TOTP enrolment, step two: the pending secret as a QR code (drawn here with the qrcode
 * library into a data: image, so the secret never goes to another service) and as text
 * for manual entry; then a code from the app proves it works and turns TOTP on.
 */
import QRCode from 'qrcode';
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Field, longDate } from '../../components/ui';

type Pending = Schemas['TotpEnrolmentStartResponse'];

/** The base32 key in groups of four, as authenticator apps show it. */
function grouped(secret: string): string {
  return secret.replace(/=+$/, '').replace(/(.{4})/g, '$1 ').trim();
}

export function TotpEnrolment({ pending, onEnabled, onCancel }: { pending: Pending; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const [qr, setQr] = useState<string | null>(null);
  const [qrFailed, setQrFailed] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    QRCode.toDataURL(pending.otpauth_uri, { errorCorrectionLevel: 'M', margin: 2, width: 220 })
      .then(setQr)
      .catch(() => setQrFailed(true));
  }, [pending.otpauth_uri]);

  async function confirm(e: Event) {
    e.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!/^[0-9]{6}$/.test(digits)) {
      setError('Enter the 6-digit code your authenticator app shows.');
      return;
    }
    setBusy(true);
    setError(null);
    const res = await api.POST('/api/v1/me/mfa/totp/confirm', { body: { code: digits } });
    setBusy(false);
    if (res.error) {
      if (res.response.status === 400) setError('That code does not match. Check that the time on your phone is correct and enter the newest code.');
      else setError(describeError(res.error));
      setCode('');
      return;
    }
    onEnabled(res.data.recovery_codes);
  }

  return (
    <div class="totp-enrolment">
      <h3>Set up your authenticator app</h3>
      <ol class="steps">
        <li>Open an authenticator app on your phone (any app that supports time-based codes).</li>
        <li>Scan this QR code, or enter the key below by hand.</li>
        <li>Enter the 6-digit code the app shows to finish.</li>
      </ol>
      <div class="totp-setup">
        <div class="qr-box">
          {qr ? <img src={qr} width={220} height={220} alt="QR code for your authenticator app (the same key is written out next to it)" /> : qrFailed ? <p class="muted">The QR code could not be drawn; enter the key by hand.</p> : <p class="muted">Drawing the QR code…</p>}
        </div>
        <div class="totp-key">
          <p class="secret-label">Key for manual entry</p>
          <p class="secret" data-testid="totp-secret">
            {grouped(pending.secret)}
          </p>
          <p class="hint">Time-based, 6 digits, every 30 seconds. This set-up expires at {longDate(pending.expires_at)}.</p>
        </div>
      </div>
      <form onSubmit={confirm}>
        {error && <Alert>{error}</Alert>}
        <Field label="Code from your authenticator app" value={code} onInput={setCode} inputMode="numeric" autoComplete="one-time-code" maxLength={7} required />
        <div class="actions">
          <Button kind="primary" type="submit" busy={busy}>
            Turn on two-step verification
          </Button>
          <Button type="button" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
