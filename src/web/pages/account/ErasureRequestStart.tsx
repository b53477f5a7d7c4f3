/** No active request: what deleting means, the steps, and the button that asks before requesting. */
import { useState } from 'preact/hooks';
import { Button } from '../../components/ui';
import { ConfirmStep } from '../../components/ConfirmStep';
import type { Profile } from './AccountPage';

/** Why the server would refuse to start an erasure (the profile's erasure_refused), in words. */
const REFUSALS: Record<string, string> = {
  'ERASURE-005': 'This is the initial administrator account, which cannot be deleted: it keeps the service manageable. Another administrator account can be deleted instead.',
};

export function ErasureRequestStart({ profile, busy, onRequest }: { profile: Profile; busy: boolean; onRequest: () => Promise<void> }) {
  const refusal = profile.erasure_refused ? (REFUSALS[profile.erasure_refused] ?? 'This account cannot be deleted.') : null;
  const [asking, setAsking] = useState(false);
  return (
    <>
      <p>Deleting your account erases it for good: your memories, API keys, connected applications, sign-in methods and the workspaces you own.</p>
      <ol class="steps">
        <li>
          You request the deletion and confirm it
          {profile.has_password ? ' with your password' : ' with the link we email you, or, when this server sends no email, with one of your passkeys or by signing in again at your provider'}.
        </li>
        <li>A 7-day cooling-off period starts. Everything keeps working and you can cancel at any time.</li>
        <li>When the 7 days are over, the account is erased. This cannot be undone.</li>
      </ol>
      {asking ? (
        <ConfirmStep
          title="Request deletion of your account?"
          message={<p>Nothing is erased yet: you will confirm in the next step, and can still cancel for 7 days after that.</p>}
          confirmLabel="Request account deletion"
          busy={busy}
          onConfirm={async () => {
            await onRequest();
            setAsking(false);
          }}
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
  );
}
