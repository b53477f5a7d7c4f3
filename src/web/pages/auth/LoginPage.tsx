/**
 * Sign in: login id or email and password, then a passkey, TOTP or recovery code when the
 * account has a second factor; "Sign in with a passkey" without a password, and the browser's
 * passkeys offered in the login id field's autofill; identity-provider buttons; "add another account".
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { AuthFrame } from '../../components/Layout';
import { Alert, Button, Field, Spinner } from '../../components/ui';
import { navigate, safeTarget } from '../../navigation';
import { displayName, useSession } from '../../session';
import { loginErrorText } from './login-errors';
import { JoinByInvitation } from './JoinByInvitation';
import { PasskeyAutofill } from './PasskeyAutofill';
import { PasskeySignInButton } from './PasskeySignInButton';
import { passkeysSupported } from './passkeys';

type AuthConfig = Schemas['AuthConfigResponse'];

export default function LoginPage() {
  const { query } = useLocation();
  // An invitation link opens the account creation instead (password, passkey or provider).
  if (query.invite) return <JoinByInvitation invite={query.invite} />;
  return <SignIn />;
}

function SignIn() {
  const { query, route } = useLocation();
  const session = useSession();
  const returnTo = safeTarget(query.return_to);
  const addAccount = query.add_account === 'true';
  const [config, setConfig] = useState<AuthConfig | null>(null);
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [mfaMethods, setMfaMethods] = useState<string[]>([]);
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(loginErrorText(query.error));
  // A new autofill request once the passkey button's ceremony (which ends the waiting one) fails.
  const [autofillRound, setAutofillRound] = useState(0);

  useEffect(() => {
    void api.GET('/api/v1/auth/config').then((r) => setConfig(r.data ?? null));
  }, []);

  // Set once this page signs someone in: `finish` then goes on by itself, and a second navigation
  // from the effect below would abort the first (the browser drops a page load begun for nothing).
  const finishing = useRef(false);
  const alreadySignedIn = session.status === 'signed-in' && !addAccount && !mfaToken && !finishing.current;
  useEffect(() => {
    if (alreadySignedIn) navigate(returnTo, (url) => route(url, true));
  }, [alreadySignedIn]);

  async function finish(target: string | undefined) {
    finishing.current = true;
    await session.refresh();
    navigate(safeTarget(target ?? returnTo), route);
  }

  async function submitPassword(e: Event) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const res = await api.POST('/api/v1/auth/login', { params: { query: { return_to: returnTo } }, body: { login_id: loginId, password, remember } });
    setBusy(false);
    if (res.error) {
      setError(res.response.status === 401 ? 'That login and password do not match an account.' : describeError(res.error));
      return;
    }
    if (res.data.status === 'mfa_required') {
      const methods = res.data.mfa_methods ?? ['totp', 'recovery_code'];
      setMfaMethods(methods);
      setUseRecovery(!methods.includes('totp'));
      setMfaToken(res.data.mfa_token ?? null);
      return;
    }
    await finish(res.data.return_to);
  }

  async function submitCode(e: Event) {
    e.preventDefault();
    if (!mfaToken) return;
    setBusy(true);
    setError(null);
    const body = useRecovery ? { mfa_token: mfaToken, recovery_code: code.trim() } : { mfa_token: mfaToken, code: code.replace(/\s+/g, '') };
    const res = await api.POST('/api/v1/auth/mfa/verify', { params: { query: { return_to: returnTo } }, body });
    setBusy(false);
    if (res.error) {
      if (res.response.status === 401) {
        setError(useRecovery ? 'That recovery code is not valid.' : 'That code is not valid. Check your authenticator app and try again.');
        setCode('');
      } else setError(describeError(res.error));
      return;
    }
    await finish(res.data.return_to);
  }

  function providerHref(login: string): string {
    const params = new URLSearchParams({ return_to: returnTo });
    if (addAccount || session.status === 'signed-in') params.set('add_account', 'true');
    if (config?.terms_version && acceptTerms) params.set('accepted_terms', config.terms_version);
    return `${login}?${params}`;
  }

  if (alreadySignedIn || (session.status === 'loading' && !addAccount)) {
    // Nothing to fill in: on to the dashboard (or return_to) once the session is known. Another
    // account is added from the header's account menu (/login?add_account=true).
    return (
      <AuthFrame title="Sign in">
        <Spinner label={alreadySignedIn ? 'You are signed in, opening the app' : 'Checking whether you are signed in'} />
      </AuthFrame>
    );
  }

  if (mfaToken) {
    return (
      <AuthFrame title="Two-step verification">
        {error && <Alert>{error}</Alert>}
        {mfaMethods.includes('passkey') && (
          <div class="providers">
            <PasskeySignInButton label="Use a passkey" primary mfaToken={mfaToken} returnTo={returnTo} onSignedIn={(target) => void finish(target)} onError={setError} />
            <p class="divider">
              <span>or</span>
            </p>
          </div>
        )}
        <form onSubmit={submitCode}>
          {useRecovery ? (
            <Field key="recovery" label="Recovery code" value={code} onInput={setCode} autoComplete="off" autoCapitalize="none" spellcheck={false} required autoFocus hint="Type it as shown, with or without dashes; case does not matter." />
          ) : (
            <Field key="totp" label="Authentication code" value={code} onInput={setCode} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" required autoFocus hint="The 6-digit code from your authenticator app." />
          )}
          <Button kind="primary" type="submit" busy={busy}>
            Verify
          </Button>
        </form>
        {mfaMethods.includes('totp') && (
          <Button kind="link" onClick={() => { setUseRecovery(!useRecovery); setCode(''); }}>
            {useRecovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
          </Button>
        )}
      </AuthFrame>
    );
  }

  const providers = config?.providers ?? [];
  return (
    <AuthFrame title={addAccount ? 'Add another account' : 'Sign in'}>
      {error && <Alert>{error}</Alert>}
      {(config?.password_login_enabled ?? true) && (
        <form onSubmit={submitPassword}>
          <Field label="Email or login ID" value={loginId} onInput={setLoginId} autoComplete="username webauthn" required autoFocus />
          <PasskeyAutofill key={autofillRound} remember={remember} returnTo={returnTo} onSignedIn={(target) => void finish(target)} onError={setError} />
          <Field label="Password" type="password" value={password} onInput={setPassword} autoComplete="current-password" required />
          <label class="checkbox">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember((e.target as HTMLInputElement).checked)} />
            Keep me signed in on this browser
          </label>
          <Button kind="primary" type="submit" busy={busy}>
            Sign in
          </Button>
          <p class="small">
            <a href="/forgot-password">Forgot your password?</a>
          </p>
        </form>
      )}
      {passkeysSupported() && (
        <div class="providers">
          <p class="divider">
            <span>or</span>
          </p>
          <PasskeySignInButton
            label="Sign in with a passkey"
            remember={remember}
            returnTo={returnTo}
            onSignedIn={(target) => void finish(target)}
            onError={(message) => {
              setError(message);
              if (message) setAutofillRound((n) => n + 1);
            }}
          />
        </div>
      )}
      {providers.length > 0 && (
        <div class="providers">
          <p class="divider">
            <span>or</span>
          </p>
          {config?.terms_version && (
            <label class="checkbox">
              <input type="checkbox" checked={acceptTerms} onChange={(e) => setAcceptTerms((e.target as HTMLInputElement).checked)} />
              I accept the terms of service (version {config.terms_version}) if a new account is created
            </label>
          )}
          {providers.map((p) => (
            <a key={p.id} class="btn btn-secondary btn-block" href={providerHref(p.login_url)}>
              Continue with {p.name}
            </a>
          ))}
        </div>
      )}
      {session.status === 'signed-in' && (
        <p class="small">
          <a href={returnTo}>Back to {displayName(session.user!)}</a>
        </p>
      )}
    </AuthFrame>
  );
}
