/**
 * The emailed password links: /reset-password#token=... (forgotten password) and
 * /setup-password#token=... (first password of an account that signs in through a
 * provider). The token travels in the fragment, which browsers never send to a server;
 * the page reads it once and takes it out of the address bar (and so out of history).
 */
import { useEffect, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import { AuthFrame } from '../../components/Layout';
import { Alert, Button } from '../../components/ui';
import { useSession } from '../../session';
import { localPasswordProblem, passwordErrorText, useAuthConfig } from '../security/password-policy';
import { NewPasswordFields } from '../security/parts';

function tokenFromFragment(): string | null {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const token = params.get('token');
  return token && token.length >= 16 ? token : null;
}

export default function PasswordLinkPage() {
  const { path } = useLocation();
  const session = useSession();
  const config = useAuthConfig();
  const setup = path.replace(/\/$/, '') === '/setup-password';
  const [token] = useState(tokenFromFragment);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [linkRefused, setLinkRefused] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);

  const newLinkHref = setup ? '/security' : '/forgot-password';
  const newLinkText = setup ? 'Ask for a new set-up link on the Security page' : 'Request a new reset link';

  async function submit(e: Event) {
    e.preventDefault();
    if (!token) return;
    const problem = localPasswordProblem(password, confirmation, config?.password_policy);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    const body = { token, new_password: password };
    const res = setup ? await api.POST('/api/v1/auth/password/setup', { body }) : await api.POST('/api/v1/auth/password/reset', { body });
    setBusy(false);
    if (res.error) {
      if (res.response.status === 400) setLinkRefused(true);
      else if (res.response.status === 422) setError(passwordErrorText(res.error));
      else setError(describeError(res.error));
      return;
    }
    setDone(true);
    setPassword('');
    setConfirmation('');
    // A reset signs this account out everywhere (this browser too); set-up keeps this browser signed in.
    await session.refresh();
  }

  const title = setup ? 'Set your password' : 'Choose a new password';

  if (done) {
    return (
      <AuthFrame title={setup ? 'Password set' : 'Password changed'}>
        {setup ? (
          <Alert kind="success">Your password is set. You can now also sign in with your email address and this password.</Alert>
        ) : (
          <Alert kind="success">Your password has been changed. For your safety every browser signed in to this account has been signed out.</Alert>
        )}
        <div class="actions">
          {setup && session.status === 'signed-in' ? (
            <a class="btn btn-primary" href="/security">
              Go to Security
            </a>
          ) : (
            <a class="btn btn-primary" href="/login">
              Sign in with your new password
            </a>
          )}
        </div>
      </AuthFrame>
    );
  }

  if (!token || linkRefused) {
    return (
      <AuthFrame title={linkRefused ? 'This link no longer works' : 'This link is incomplete'}>
        <Alert>
          {linkRefused
            ? 'The link is invalid, has expired or was already used. Each link works once and only for a limited time.'
            : 'The address does not contain a link token. Open the link from the email again, exactly as it was sent. If you reloaded this page, the link was already removed from the address bar.'}
        </Alert>
        <div class="actions">
          <a class="btn btn-primary" href={newLinkHref}>
            {newLinkText}
          </a>
          <a class="btn btn-secondary" href="/login">
            Sign in
          </a>
        </div>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={title}>
      <p>{setup ? 'Choose a password for your account. You keep signing in with your provider as before.' : 'Choose a new password for your account. Every browser signed in to it will be signed out.'}</p>
      {error && <Alert>{error}</Alert>}
      <form onSubmit={submit}>
        <NewPasswordFields password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} policy={config?.password_policy} />
        <Button kind="primary" type="submit" busy={busy}>
          {setup ? 'Set password' : 'Change password'}
        </Button>
      </form>
      <p class="small">
        <a href="/login">Back to sign in</a>
      </p>
    </AuthFrame>
  );
}
