/** A pending request: the confirmation its `confirm_with` asks for, and withdrawing it. */
import { Alert, Button, Field } from '../../components/ui';
import type { ConfirmMethod } from './erasure-confirm';

/** What to say about the method; `provider` names the provider when the request does. */
function methodNote(method: ConfirmMethod, providerName: string | undefined): string | null {
  if (method === 'passkey') return 'This server sends no email, so you confirm with one of your passkeys instead of a code.';
  if (method !== 'provider') return null;
  return `This server sends no email, so you confirm by signing in again at ${providerName ?? 'your sign-in provider'}. You come back here afterwards.`;
}

function submitLabel(method: ConfirmMethod, providerName: string | undefined): string {
  if (method === 'passkey') return 'Confirm with your passkey';
  if (method === 'provider') return providerName ? `Confirm with ${providerName}` : 'Confirm by signing in again';
  return 'Confirm account deletion';
}

interface Props {
  method: ConfirmMethod;
  /** The provider a `provider` request is confirmed at (the request's confirm_provider). */
  providerName?: string;
  hasPassword: boolean;
  token: string;
  tokenFromServer: boolean;
  password: string;
  busy: boolean;
  onToken: (value: string) => void;
  onPassword: (value: string) => void;
  onConfirm: () => void;
  onWithdraw: () => void;
}

/** Passkey and provider requests carry their token only in the answer that made them. */
const answerOnly = (method: ConfirmMethod) => method === 'passkey' || method === 'provider';

export function ErasureConfirmForm(p: Props) {
  const lost = !p.token && !p.tokenFromServer;
  return (
    <>
      <Alert kind="warning">Your deletion request is waiting for your confirmation. Nothing has been erased.</Alert>
      {lost && (
        <p>
          {answerOnly(p.method)
            ? `This request can only be confirmed ${p.method === 'passkey' ? 'with your passkey' : 'by signing in again at your provider'} right after it is made, on the same page. Withdraw it and make a new one to confirm.`
            : p.hasPassword
              ? 'The confirmation code was shown when you made the request. If you no longer have it, withdraw this request and make a new one.'
              : 'Open the link in the email we sent you to confirm, or paste the code from it below.'}
        </p>
      )}
      <form
        class="confirm-step"
        aria-label="Confirm the deletion"
        onSubmit={(e) => {
          e.preventDefault();
          p.onConfirm();
        }}
      >
        <h3>Confirm the deletion</h3>
        <p class="confirm-message">After you confirm, your account will be erased in 7 days unless you cancel before then.</p>
        {!answerOnly(p.method) && !p.tokenFromServer && <Field label="Confirmation code" value={p.token} onInput={p.onToken} autoComplete="off" required />}
        {p.method === 'password' && <Field label="Your password" type="password" value={p.password} onInput={p.onPassword} autoComplete="current-password" required />}
        {methodNote(p.method, p.providerName) && <p>{methodNote(p.method, p.providerName)}</p>}
        <div class="actions">
          {(p.token || !answerOnly(p.method)) && (
            <Button kind="danger" type="submit" busy={p.busy}>
              {submitLabel(p.method, p.providerName)}
            </Button>
          )}
          <Button type="button" busy={p.busy} onClick={p.onWithdraw}>
            Withdraw the deletion request
          </Button>
        </div>
      </form>
    </>
  );
}
