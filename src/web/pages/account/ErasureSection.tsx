/**
 * Deleting the account (spec section 3): request -> confirm (token; password users also
 * re-enter their password) -> 7-day cooling-off, cancellable until it ends -> erased.
 * Password users get the token in the answer; users without a password get it by email, as a
 * link to /account/erasure#token=... that AccountPage keeps for this tab (erasureTokenFromLink),
 * or, on a server that sends no email, in the answer, and confirm with a passkey or, without
 * one, by signing in again at their identity provider (no code to type; erasure-confirm.ts).
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError, errorCode } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Card, Spinner, longDate } from '../../components/ui';
import type { Profile } from './AccountPage';
import { takeErasureToken } from './erasure-token';
import { confirmErasure, takeProviderReturn } from './erasure-confirm';
import { ErasureConfirmForm } from './ErasureConfirmForm';
import { ErasureRequestStart } from './ErasureRequestStart';

type ErasureState = Schemas['ErasureRequestStateResponse'];
type Notice = { kind: 'success' | 'info' | 'error'; text: string };

export function ErasureSection({ profile }: { profile: Profile }) {
  const [request, setRequest] = useState<ErasureState | null | undefined>(undefined);
  const [token, setToken] = useState(() => takeErasureToken() ?? '');
  const [tokenFromServer, setTokenFromServer] = useState(false);
  const [createdWith, setCreatedWith] = useState<ErasureState['confirm_with']>(undefined);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // A provider's callback brought the browser back here with its outcome (read once).
  const [back] = useState(takeProviderReturn);
  const [error, setError] = useState<string | null>(back?.kind === 'error' ? back.text : null);
  const [notice, setNotice] = useState<Notice | null>(back?.kind === 'success' ? back : null);

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
      setNotice({ kind: 'info', text: `We emailed a confirmation link to ${profile.email ?? 'your email address'}. Open it in this browser, while signed in to this account, to confirm.` });
    }
  }

  async function confirm() {
    setBusy(true);
    setError(null);
    const outcome = await confirmErasure(method, token.trim(), password);
    if (outcome.ok === 'away') return; // on the way to the provider
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    setPassword('');
    setToken('');
    setNotice(null);
    setRequest(outcome.state);
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
    setNotice({ kind: 'success', text: 'The deletion request is cancelled. Your account stays as it is.' });
    setRequest(null);
  }

  const method = createdWith ?? request?.confirm_with ?? (profile.has_password ? 'password' : 'email');

  return (
    <Card title="Delete your account">
      {error && <Alert>{error}</Alert>}
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      {request === undefined && !error && <Spinner label="Loading" />}
      {request === null && <ErasureRequestStart profile={profile} busy={busy} onRequest={create} />}
      {request?.state === 'pending' && (
        <ErasureConfirmForm
          method={method}
          providerName={request.confirm_provider?.name}
          hasPassword={profile.has_password}
          token={token}
          tokenFromServer={tokenFromServer}
          password={password}
          busy={busy}
          onToken={setToken}
          onPassword={setPassword}
          onConfirm={() => void confirm()}
          onWithdraw={() => void cancel()}
        />
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
