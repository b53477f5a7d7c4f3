/**
 * Sign-in providers linked to the account: link another one (an OAuth round trip that is
 * itself the re-authentication), or unlink one after an in-page confirmation. The server
 * refuses to unlink the last way in (409), which the page explains.
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError, errorCode } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Card, longDate } from '../../components/ui';

import { ConfirmStep } from '../../components/ConfirmStep';
import { providerName, type AuthConfig } from '../security/password-policy';
import { DataTable } from '../../components/DataTable';

type LinkedProvider = Schemas['LinkedProvider'];

export function ProvidersSection({ config, hasPassword }: { config: AuthConfig | null; hasPassword: boolean }) {
  const [linked, setLinked] = useState<LinkedProvider[] | null>(null);
  const [unlinking, setUnlinking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const load = useCallback(async () => {
    const res = await api.GET('/api/v1/me/account/providers');
    if (res.error) setError(describeError(res.error, 'Your sign-in providers could not be loaded.'));
    else setLinked(res.data.providers);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function link(provider: string) {
    setBusy(true);
    setError(null);
    const res = await api.POST('/api/v1/me/account/link-provider', { body: { provider, return_to: '/account' } });
    if (res.error) {
      setBusy(false);
      setError(errorCode(res.error) === 'ACCOUNT-021' ? `${providerName(provider, config)} is already linked to your account.` : describeError(res.error));
      return;
    }
    // The provider's own page: the callback brings the browser back to /account.
    window.location.assign(res.data.authorization_url);
  }

  async function unlink(provider: string) {
    setBusy(true);
    setError(null);
    const res = await api.POST('/api/v1/me/account/unlink-provider', { body: { provider } });
    setBusy(false);
    setUnlinking(null);
    if (res.error) {
      setError(
        res.response.status === 409
          ? `${providerName(provider, config)} is your last way to sign in, so it cannot be unlinked. Set a password on the Security page or link another provider first.`
          : describeError(res.error),
      );
      return;
    }
    setSuccess(`${providerName(provider, config)} is no longer linked to your account.`);
    await load();
  }

  const linkedIds = new Set((linked ?? []).map((p) => p.provider));
  const available = (config?.providers ?? []).filter((p) => !linkedIds.has(p.id));
  return (
    <Card title="Sign-in methods">
      {success && <Alert kind="success">{success}</Alert>}
      {error && <Alert>{error}</Alert>}
      <p>
        Password: <strong>{hasPassword ? 'set' : 'not set'}</strong> — <a href="/security">manage your password and two-step verification on the Security page</a>.
      </p>
      <h3>Linked providers</h3>
      {linked === null ? null : linked.length === 0 ? (
        <p class="muted">No sign-in provider is linked to your account.</p>
      ) : (
        <DataTable>
          <table>
            <caption class="visually-hidden">Sign-in providers linked to your account</caption>
            <thead>
              <tr>
                <th scope="col">Provider</th>
                <th scope="col">Identity</th>
                <th scope="col">Linked</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {linked.map((p) => (
                <tr key={p.provider}>
                  <td>{providerName(p.provider, config)}</td>
                  <td>{p.email ?? p.subject_hint}</td>
                  <td>{longDate(p.linked_at)}</td>
                  <td>{p.last_used_at ? longDate(p.last_used_at) : 'Never'}</td>
                  <td>
                    <Button kind="secondary" class="btn btn-secondary btn-small" onClick={() => setUnlinking(p.provider)} disabled={unlinking !== null}>
                      Unlink {providerName(p.provider, config)}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </DataTable>
      )}
      {unlinking && (
        <ConfirmStep
          title={`Unlink ${providerName(unlinking, config)}?`}
          message={<p>You will no longer be able to sign in with {providerName(unlinking, config)}. You can link it again later.</p>}
          confirmLabel={`Unlink ${providerName(unlinking, config)} now`}
          busy={busy}
          onConfirm={() => unlink(unlinking)}
          onCancel={() => setUnlinking(null)}
        />
      )}
      {available.length > 0 ? (
        <>
          <h3>Link another provider</h3>
          <p class="muted">You will be taken to the provider to sign in, then brought back here.</p>
          <div class="actions">
            {available.map((p) => (
              <Button key={p.id} busy={busy} onClick={() => link(p.id)}>
                Link {p.name}
              </Button>
            ))}
          </div>
        </>
      ) : (
        (config?.providers.length ?? 0) === 0 && <p class="muted">This server offers no external sign-in providers.</p>
      )}
    </Card>
  );
}
