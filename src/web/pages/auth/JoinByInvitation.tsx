/**
 * /login?invite=…: an invitee creates their account, bound to the invited address, with a
 * password or a passkey (no identity provider needed), and is signed in; configured identity
 * providers are offered too (their sign-in carries the invitation).
 */
import { useEffect, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { AuthFrame } from '../../components/Layout';
import { Alert, Button, Field, formatDate } from '../../components/ui';
import { navigate, safeTarget } from '../../navigation';
import { useSession } from '../../session';
import { PasskeyAddressNote } from './PasskeyAddressNote';
import { ceremonyErrorText, passkeyAddress, passkeysSupported } from './passkeys';

type Details = Schemas['InvitationDetails'];
type Provider = Schemas['AuthProvider'];

export function JoinByInvitation({ invite }: { invite: string }) {
  const { query, route } = useLocation();
  const session = useSession();
  const returnTo = safeTarget(query.return_to);
  const [details, setDetails] = useState<Details | null>(null);
  const [unusable, setUnusable] = useState<string | null>(null);
  const [providers, setProviders] = useState<Provider[]>([]);
  const [minLength, setMinLength] = useState<number | null>(null);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [busy, setBusy] = useState<'password' | 'passkey' | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void api.POST('/api/v1/auth/invitation', { body: { invite } }).then((r) => {
      if (r.data) setDetails(r.data);
      else setUnusable(r.response.status === 404 || r.response.status === 422 ? 'This invitation cannot be used: it was already used, withdrawn or has expired. Ask whoever invited you for a new link.' : describeError(r.error));
    });
    void api.GET('/api/v1/auth/config').then((r) => {
      setProviders(r.data?.providers ?? []);
      setMinLength(r.data?.password_policy?.min_length ?? null);
    });
  }, [invite]);

  async function joined(target: string | undefined) {
    await session.refresh();
    navigate(safeTarget(target ?? returnTo), route);
  }

  const common = () => ({
    invite,
    ...(details?.email ? {} : { email: email.trim() }),
    ...(name.trim() ? { name: name.trim() } : {}),
    ...(details?.terms_version && acceptTerms ? { accepted_terms: details.terms_version } : {}),
  });

  async function withPassword(e: Event) {
    e.preventDefault();
    setBusy('password');
    setError(null);
    const res = await api.POST('/api/v1/auth/invitation/accept', { params: { query: { return_to: returnTo } }, body: { ...common(), password } });
    setBusy(null);
    if (res.error) return setError(describeError(res.error));
    await joined(res.data.return_to);
  }

  async function withPasskey() {
    setError(null);
    if (!details?.email && !email.trim()) return setError('Enter your email address first.');
    setBusy('passkey');
    const start = await api.POST('/api/v1/auth/invitation/passkey-options', { body: { invite, ...(details?.email ? {} : { email: email.trim() }) } });
    if (start.error) {
      setBusy(null);
      return setError(describeError(start.error));
    }
    let credential;
    try {
      credential = await startRegistration({ optionsJSON: start.data.options as unknown as PublicKeyCredentialCreationOptionsJSON });
    } catch (err) {
      setBusy(null);
      return setError(ceremonyErrorText(err, 'add'));
    }
    const res = await api.POST('/api/v1/auth/invitation/accept', {
      params: { query: { return_to: returnTo } },
      body: { ...common(), passkey: { credential: credential as unknown as Schemas['PasskeyRegistrationCredential'] } },
    });
    setBusy(null);
    if (res.error) return setError(describeError(res.error));
    await joined(res.data.return_to);
  }

  function providerHref(login: string): string {
    const params = new URLSearchParams({ return_to: returnTo, invite });
    if (session.status === 'signed-in') params.set('add_account', 'true');
    if (details?.terms_version && acceptTerms) params.set('accepted_terms', details.terms_version);
    return `${login}?${params}`;
  }

  if (unusable) {
    return (
      <AuthFrame title="Invitation not valid">
        <Alert>{unusable}</Alert>
        <p>
          <a href="/login">Sign in</a> if you already have an account.
        </p>
      </AuthFrame>
    );
  }
  if (!details) {
    return (
      <AuthFrame title="Create your account">
        <p role="status">Checking your invitation…</p>
      </AuthFrame>
    );
  }

  const address = passkeyAddress();
  const offerPasskey = details.methods.includes('passkey') && passkeysSupported();
  const offered = providers.filter((p) => details.methods.includes(p.id as Details['methods'][number]));
  return (
    <AuthFrame title="Create your account">
      {error && <Alert>{error}</Alert>}
      <p>
        {details.email ? (
          <>
            You are invited as <strong>{details.email}</strong>. Choose how you will sign in; your account uses this address.
          </>
        ) : (
          'You are invited to create an account. Enter your email address and choose how you will sign in.'
        )}{' '}
        <span class="muted small">The invitation works once, until {formatDate(details.expires_at)}.</span>
      </p>
      <form onSubmit={withPassword}>
        {!details.email && <Field label="Email" type="email" value={email} onInput={setEmail} autoComplete="email" required autoFocus />}
        <Field label="Name (optional)" value={name} onInput={setName} autoComplete="name" />
        <input type="text" name="username" autoComplete="username" value={details.email ?? email} hidden readOnly />
        <Field label="Choose a password" type="password" value={password} onInput={setPassword} autoComplete="new-password" required hint={minLength ? `At least ${minLength} characters; a few unrelated words make a strong one.` : undefined} />
        {details.terms_version && (
          <label class="checkbox">
            <input type="checkbox" checked={acceptTerms} onChange={(e) => setAcceptTerms((e.target as HTMLInputElement).checked)} />
            I accept the terms of service (version {details.terms_version})
          </label>
        )}
        <Button kind="primary" type="submit" busy={busy === 'password'}>
          Create account
        </Button>
      </form>
      {details.methods.includes('passkey') && (
        <div class="providers">
          <p class="divider">
            <span>or</span>
          </p>
          {address.blocked ? (
            <PasskeyAddressNote localhost={address.localhost} action="create your account with a passkey" />
          ) : (
            offerPasskey && (
              <Button kind="secondary" onClick={() => void withPasskey()} busy={busy === 'passkey'}>
                Create account with a passkey
              </Button>
            )
          )}
        </div>
      )}
      {offered.length > 0 && (
        <div class="providers">
          <p class="divider">
            <span>or</span>
          </p>
          {offered.map((p) => (
            <a key={p.id} class="btn btn-secondary btn-block" href={providerHref(p.login_url)}>
              Continue with {p.name}
            </a>
          ))}
        </div>
      )}
      <p class="small">
        Already have an account? <a href="/login">Sign in</a>
      </p>
    </AuthFrame>
  );
}
