/**
 * Forgot password: ask for a reset link by email. The answer is the same whether or not
 * an account has that address (A1 rule 6), so the page says exactly that; only the
 * per-network limit (429) is a different message.
 */
import { useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import { AuthFrame } from '../../components/Layout';
import { Alert, Button, Field } from '../../components/ui';
import { retryAfterText } from '../security/password-policy';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: Event) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const address = email.trim();
    const res = await api.POST('/api/v1/auth/password/reset-request', { body: { email: address } });
    setBusy(false);
    if (res.error) {
      if (res.response.status === 429) setError(`Too many reset requests were made from this network. ${retryAfterText(res.response)}`);
      else setError(describeError(res.error));
      return;
    }
    setSentTo(address);
  }

  if (sentTo) {
    return (
      <AuthFrame title="Check your email">
        <Alert kind="success">If an account exists for that address, we sent a link to reset its password.</Alert>
        <p>
          You asked for a link for <strong>{sentTo}</strong>. The link in the email works once and only for a limited time. If nothing arrives within a few minutes, look in
          your spam folder or check the address and try again.
        </p>
        <div class="actions">
          <a class="btn btn-primary" href="/login">
            Back to sign in
          </a>
          <Button
            onClick={() => {
              setSentTo(null);
              setEmail('');
            }}
          >
            Use another address
          </Button>
        </div>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Reset your password">
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      {error && <Alert>{error}</Alert>}
      <form onSubmit={submit}>
        <Field label="Email address" type="email" value={email} onInput={setEmail} autoComplete="email" required autoFocus maxLength={254} />
        <Button kind="primary" type="submit" busy={busy}>
          Send reset link
        </Button>
      </form>
      <p class="small">
        <a href="/login">Back to sign in</a>
      </p>
    </AuthFrame>
  );
}
