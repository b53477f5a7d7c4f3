/**
 * Identity links: separate accounts counted as one owner (they share private memories;
 * roles and workspaces stay per account). Link one of the other accounts signed in on
 * this browser (both must have signed in recently), unlink one, or leave the set.
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError, errorCode } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Card, longDate } from '../../components/ui';
import { displayName, useSession } from '../../session';

import { ConfirmStep } from '../../components/ConfirmStep';

type Links = Schemas['IdentityLinksResponse'];
type LinkedAccount = Schemas['IdentityLinkedAccount'];
type Pending = { kind: 'link' | 'unlink'; account: LinkedAccount } | { kind: 'leave' };

const nameOf = (a: LinkedAccount) => displayName({ id: a.account_id, name: a.name, email: a.email });

/** AUTH-305 in words, with the sign-in window the server sends in its details. */
function staleSignInText(error: unknown): string {
  const seconds = Number((error as { details?: { window_seconds?: unknown } })?.details?.window_seconds);
  const minutes = Math.round(seconds / 60);
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const within = !Number.isFinite(seconds) || seconds <= 0 ? 'recently' : `within the last ${seconds < 90 ? count(Math.round(seconds), 'second') : count(minutes, 'minute')}`;
  return `Both accounts must have signed in on this browser ${within} to be linked. Sign in again with both accounts (Add another account in the account menu), then link them straight away.`;
}

export function IdentityLinksSection() {
  const session = useSession();
  const me = session.user;
  const [data, setData] = useState<Links | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const load = useCallback(async () => {
    const res = await api.GET('/api/v1/me/account/identity-links');
    if (res.error) setError(describeError(res.error, 'Your linked accounts could not be loaded.'));
    else setData(res.data);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function run(p: Pending) {
    setBusy(true);
    setError(null);
    setSuccess(null);
    const res =
      p.kind === 'leave'
        ? await api.POST('/api/v1/me/account/identity-links/leave')
        : p.kind === 'link'
          ? await api.POST('/api/v1/me/account/identity-links', { body: { account_id: p.account.account_id } })
          : await api.POST('/api/v1/me/account/identity-links/unlink', { body: { account_id: p.account.account_id } });
    setBusy(false);
    setPending(null);
    if (res.error) {
      if (errorCode(res.error) === 'AUTH-305') setError(staleSignInText(res.error));
      else if (res.response.status === 409) setError(`A set of linked accounts holds at most ${data?.cap ?? 'a few'} accounts, and this link would exceed it.`);
      else setError(describeError(res.error));
      return;
    }
    setSuccess(p.kind === 'leave' ? 'Your account has left the linked accounts. It now works with its own private memories again.' : p.kind === 'link' ? `${nameOf(p.account)} is now linked with your account.` : `${nameOf(p.account)} is no longer linked with your account.`);
    await load();
  }

  const addHref = `/login?add_account=true&return_to=${encodeURIComponent('/account')}`;
  return (
    <Card title="Linked accounts">
      <p>
        Linked accounts belong to the same person: they share their private memories. Roles and workspace memberships stay with each account. Nothing is linked just because two
        accounts share an email address.
      </p>
      {success && <Alert kind="success">{success}</Alert>}
      {error && <Alert>{error}</Alert>}
      {data && (
        <>
          <h3>Linked with this account</h3>
          {data.links.length === 0 ? (
            <p class="muted">This account is not linked with any other account.</p>
          ) : (
            <ul class="account-list">
              {data.links.map((a) => (
                <li key={a.account_id}>
                  <span>
                    <strong>{nameOf(a)}</strong>
                    {a.email && a.name && <span class="muted"> ({a.email})</span>}
                    <span class="small"> — linked {longDate(a.linked_at)}</span>
                  </span>
                  <Button class="btn btn-secondary btn-small" disabled={pending !== null} onClick={() => setPending({ kind: 'unlink', account: a })}>
                    Unlink {nameOf(a)}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <h3>Other accounts signed in on this browser</h3>
          {data.linkable_accounts.length === 0 ? (
            <p class="muted">
              To link another account, first sign in to it on this browser: <a href={addHref}>add another account</a>.
            </p>
          ) : (
            <ul class="account-list">
              {data.linkable_accounts.map((a) => (
                <li key={a.account_id}>
                  <span>
                    <strong>{nameOf(a)}</strong>
                    {a.sign_in_fresh === false && <span class="small"> — signed in too long ago to be linked; sign in to it again first</span>}
                  </span>
                  <Button class="btn btn-secondary btn-small" disabled={pending !== null} onClick={() => setPending({ kind: 'link', account: a })}>
                    Link {nameOf(a)}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <p class="small">A set of linked accounts holds at most {data.cap} accounts.</p>
          {pending?.kind === 'link' && (
            <ConfirmStep
              title={`Link ${nameOf(pending.account)}?`}
              message={<p>{me ? displayName(me) : 'This account'} and {nameOf(pending.account)} will share their private memories. Either account can undo this later.</p>}
              confirmLabel={`Link ${nameOf(pending.account)} now`}
              busy={busy}
              onConfirm={() => run(pending)}
              onCancel={() => setPending(null)}
            />
          )}
          {pending?.kind === 'unlink' && (
            <ConfirmStep
              title={`Unlink ${nameOf(pending.account)}?`}
              message={<p>{nameOf(pending.account)} will stop sharing private memories with the linked accounts. Memories already written stay where they are.</p>}
              confirmLabel={`Unlink ${nameOf(pending.account)} now`}
              busy={busy}
              onConfirm={() => run(pending)}
              onCancel={() => setPending(null)}
            />
          )}
          {pending?.kind === 'leave' && (
            <ConfirmStep
              title="Leave the linked accounts?"
              message={<p>This account stops sharing private memories with the others, which stay linked with each other. Memories already written to the shared space stay there.</p>}
              confirmLabel="Leave now"
              busy={busy}
              onConfirm={() => run(pending)}
              onCancel={() => setPending(null)}
            />
          )}
          {data.links.length > 0 && !pending && (
            <div class="actions">
              <Button kind="danger" onClick={() => setPending({ kind: 'leave' })}>
                Leave the linked accounts…
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
