/**
 * Deleting the account (spec section 3): request -> confirm (token; password users also
 * re-enter their password) -> 7-day cooling-off, cancellable until it ends -> erased.
 * Password users get the token in the answer; users without a password get it by email, as a
 * link to /account/erasure#token=... that AccountPage keeps for this tab (erasureTokenFromLink),
 * or, on a server that sends no email, in the answer, and confirm with a passkey instead
 * (`confirm_with` passkey: no code to type).
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError, errorCode } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Card, Field, Spinner, longDate } from '../../components/ui';

import { ConfirmStep } from '../../components/ConfirmStep';
import type { Profile } from './AccountPage';
import { takeErasureToken } from './erasure-token';
import { erasurePasskeyAssertion } from './erasure-passkey';

type ErasureState = Schemas['ErasureRequestStateResponse'];

/** Why the server would refuse to start an erasure (the profile's erasure_refused), in words. */
const REFUSALS: Record<string, string> = {
  'ERASURE-005': 'This is the initial administrator account, which cannot be deleted: it keeps the service manageable. Another administrator account can be deleted instead.',
};

export function ErasureSection({ profile }: { profile: Profile }) {
  const refusal = profile.erasure_refused ? (REFUSALS[profile.erasure_refused] ?? 'This account cannot be deleted.') : null;
  const [request, setRequest] = useState<ErasureState | null | undefined>(undefined);
  const [token, setToken] = useState(() => takeErasureToken() ?? '');
  const [tokenFromServer, setTokenFromServer] = useState(false);
  const [createdWith, setCreatedWith] = useState<ErasureState['confirm_with']>(undefined);
  const [password, setPassword] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(async () => {
    const res = await api.GET('/api/v1/me/account/erasure-request');
    if (res.error) setError(describeError(res.error, 'The state of your account could not be loaded.'));
    else setRequest(res.data ?? null);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function create() {
    setBusy(true);
    setError(null);
    setNotice(null);
    const res = await api.POST('/api/v1/me/account/erasure-request');
    setBusy(false);
    setAsking(false);
    if (res.error) {
      if (errorCode(res.error) === 'ERASURE-006') await load();
      setError(describeError(res.error));
      return;
    }
    const { confirm_token, ...state } = res.data;
    setRequest({ ...state, updated_at: state.created_at });
    setCreatedWith(state.confirm_with);
    if (confirm_token) {
      setToken(confirm_token);
      setTokenFromServer(true);
    } else {
      setNotice(`We emailed a confirmation link to ${profile.email ?? 'your email address'}. Open it in this browser, while signed in to this account, to confirm.`);
    }
  }

  async function confirm() {
    setBusy(true);
    setError(null);
    let body: Schemas['ErasureConfirmRequest'] = profile.has_password ? { token: token.trim(), password } : { token: token.trim() };
    if (method === 'passkey') {
      const assertion = await erasurePasskeyAssertion();
      if (!assertion.ok) {
        setBusy(false);
        setError(assertion.message);
        return;
      }
      body = { token: token.trim(), passkey_credential: assertion.credential };
    }
    const res = await api.POST('/api/v1/me/account/erasure-confirm', { body });
    setBusy(false);
    if (res.error) {
      if (errorCode(res.error) === 'ERASURE-008') setError('That passkey did not confirm the deletion. Try again with one of your passkeys.');
      else if (res.response.status === 403) setError('Your password is not correct.');
      else if (res.response.status === 400) setError('The confirmation code is invalid or has expired. Withdraw this request and make a new one.');
      else setError(describeError(res.error));
      return;
    }
    setPassword('');
    setToken('');
    setNotice(null);
    setRequest(res.data);
  }

  async function cancel() {
    setBusy(true);
    setError(null);
    const res = await api.DELETE('/api/v1/me/account/erasure-request');
    setBusy(false);
    if (res.error) {
      setError(describeError(res.error));
      await load();
      return;
    }
    setToken('');
    setNotice('The deletion request is cancelled. Your account stays as it is.');
    setRequest(null);
  }

  const method = createdWith ?? request?.confirm_with ?? (profile.has_password ? 'password' : 'email');

  return (
    <Card title="Delete your account">
      {error && <Alert>{error}</Alert>}
      {notice && <Alert kind={request ? 'info' : 'success'}>{notice}</Alert>}
      {request === undefined && !error && <Spinner label="Loading" />}
      {request === null && (
        <>
          <p>Deleting your account erases it for good: your memories, API keys, connected applications, sign-in methods and the workspaces you own.</p>
          <ol class="steps">
            <li>You request the deletion and confirm it{profile.has_password ? ' with your password' : ' with the link we email you, or with one of your passkeys when this server sends no email'}.</li>
            <li>A 7-day cooling-off period starts. Everything keeps working and you can cancel at any time.</li>
            <li>When the 7 days are over, the account is erased. This cannot be undone.</li>
          </ol>
          {asking ? (
            <ConfirmStep
              title="Request deletion of your account?"
              message={<p>Nothing is erased yet: you will confirm in the next step, and can still cancel for 7 days after that.</p>}
              confirmLabel="Request account deletion"
              busy={busy}
              onConfirm={create}
              onCancel={() => setAsking(false)}
            />
          ) : (
            <>
              {refusal && (
                <p class="alert alert-info" id="erasure-refused">
                  {refusal}
                </p>
              )}
              <Button kind="danger" disabled={Boolean(refusal)} aria-describedby={refusal ? 'erasure-refused' : undefined} onClick={() => setAsking(true)}>
                Delete my account…
              </Button>
            </>
          )}
        </>
      )}
      {request?.state === 'pending' && (
        <>
          <Alert kind="warning">Your deletion request is waiting for your confirmation. Nothing has been erased.</Alert>
          {!token && !tokenFromServer && (
            <p>
              {method === 'passkey'
                ? 'This request can only be confirmed with your passkey right after it is made, on the same page. Withdraw it and make a new one to confirm.'
                : profile.has_password
                  ? 'The confirmation code was shown when you made the request. If you no longer have it, withdraw this request and make a new one.'
                  : 'Open the link in the email we sent you to confirm, or paste the code from it below.'}
            </p>
          )}
          <form
            class="confirm-step"
            aria-label="Confirm the deletion"
            onSubmit={(e) => {
              e.preventDefault();
              void confirm();
            }}
          >
            <h3>Confirm the deletion</h3>
            <p class="confirm-message">After you confirm, your account will be erased in 7 days unless you cancel before then.</p>
            {method !== 'passkey' && !tokenFromServer && <Field label="Confirmation code" value={token} onInput={setToken} autoComplete="off" required />}
            {method === 'password' && <Field label="Your password" type="password" value={password} onInput={setPassword} autoComplete="current-password" required />}
            {method === 'passkey' && <p>This server sends no email, so you confirm with one of your passkeys instead of a code.</p>}
            <div class="actions">
              {(token || method !== 'passkey') && (
                <Button kind="danger" type="submit" busy={busy}>
                  {method === 'passkey' ? 'Confirm with your passkey' : 'Confirm account deletion'}
                </Button>
              )}
              <Button type="button" busy={busy} onClick={cancel}>
                Withdraw the deletion request
              </Button>
            </div>
          </form>
        </>
      )}
      {request?.state === 'cooling_off' && (
        <>
          <Alert kind="warning">
            The 7-day cooling-off period is running: your account will be erased on <strong>{longDate(request.cooling_off_ends_at)}</strong>.
          </Alert>
          <p>Until then everything keeps working, and you can cancel the deletion. After that date the account and its data are gone for good.</p>
          <Button kind="primary" busy={busy} onClick={cancel}>
            Cancel deletion and keep my account
          </Button>
        </>
      )}
      {request?.state === 'in_progress' && <Alert kind="warning">Your account is being erased now. This can no longer be cancelled.</Alert>}
    </Card>
  );
}
