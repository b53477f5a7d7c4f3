/**
 * OAuth clients the account registered by hand (for its own scripts and integrations):
 * register one (its secret shown once), change its settings, hide or regenerate the secret,
 * delete it with every token it holds.
 */
import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Card, Spinner } from '../../components/ui';
import { ClientForm, type ClientSettings } from './ClientForm';
import { ClientRow, type Mode } from './ClientRow';
import { OneTimeSecret, RowPanel } from './shared';
import { ConfirmStep } from '../../components/ConfirmStep';
import { DataTable } from '../../components/DataTable';

type Client = Schemas['OAuth2ClientResponse'];
const COLUMNS = 6;

export function ClientsTab() {
  const [clients, setClients] = useState<Client[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>({ kind: 'none' });
  const [secret, setSecret] = useState<{ title: string; value: string; clientId: string } | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function load() {
    const res = await api.GET('/oauth/clients');
    if (res.error) setLoadError(describeError(res.error));
    else setClients(res.data);
  }
  useEffect(() => void load(), []);

  function open(next: Mode) {
    setMessage(null);
    setMode(next);
  }

  async function create(settings: ClientSettings): Promise<string | null> {
    const res = await api.POST('/oauth/clients', { body: settings });
    if (res.error) return describeError(res.error);
    setMode({ kind: 'none' });
    if (res.data.client_secret) setSecret({ title: `Client secret of ${res.data.client_name}`, value: res.data.client_secret, clientId: res.data.client_id });
    else setMessage({ kind: 'success', text: `Registered ${res.data.client_name}. It is a public client: it has no secret and uses PKCE.` });
    await load();
    return null;
  }

  async function update(client: Client, settings: ClientSettings): Promise<string | null> {
    const res = await api.PUT('/oauth/clients/{client_id}', { params: { path: { client_id: client.client_id } }, body: settings });
    if (res.error) return describeError(res.error);
    setMode({ kind: 'none' });
    setMessage({ kind: 'success', text: `Saved the settings of ${res.data.client_name}.` });
    await load();
    return null;
  }

  async function act(client: Client, action: 'hide' | 'regenerate' | 'delete') {
    setBusy(true);
    setMessage(null);
    const path = { client_id: client.client_id };
    if (action === 'hide') {
      const res = await api.POST('/oauth/clients/{client_id}/hide', { params: { path } });
      setMessage(res.error ? { kind: 'error', text: describeError(res.error) } : { kind: 'success', text: `The stored secret of ${client.client_name} is hidden. The secret keeps working.` });
    } else if (action === 'regenerate') {
      const res = await api.POST('/oauth/clients/{client_id}/regenerate-secret', { params: { path } });
      if (res.error) setMessage({ kind: 'error', text: describeError(res.error) });
      else if (res.data.client_secret) setSecret({ title: `New client secret of ${client.client_name}`, value: res.data.client_secret, clientId: client.client_id });
    } else {
      const res = await api.DELETE('/oauth/clients/{client_id}', { params: { path } });
      setMessage(res.error ? { kind: 'error', text: describeError(res.error) } : { kind: 'success', text: `Deleted ${client.client_name} and revoked all its tokens.` });
    }
    setBusy(false);
    setMode({ kind: 'none' });
    await load();
  }

  if (loadError) return <Alert>{loadError}</Alert>;
  if (!clients) return <Spinner label="Loading OAuth clients" />;
  return (
    <>
      <p class="lead">
        Register an OAuth client for your own scripts or integrations. AI assistants such as Claude or Cursor register themselves when you connect them; you find them under{' '}
        <a href="/connections/apps">Authorized apps</a>.
      </p>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      {secret && (
        <OneTimeSecret
          title={secret.title}
          label="Client secret"
          value={secret.value}
          note={
            <p class="small">
              Client ID: <code>{secret.clientId}</code>
            </p>
          }
          onDone={() => setSecret(null)}
        />
      )}
      <Card
        title="Your OAuth clients"
        actions={
          mode.kind !== 'create' && (
            <Button kind="primary" onClick={() => open({ kind: 'create' })}>
              Register a client
            </Button>
          )
        }
      >
        {mode.kind === 'create' && (
          <div class="inline-panel">
            <h3>Register a client</h3>
            <ClientForm submitLabel="Register client" onSubmit={create} onCancel={() => setMode({ kind: 'none' })} />
          </div>
        )}
        {clients.length === 0 ? (
          <p class="muted">No OAuth clients yet.</p>
        ) : (
          <DataTable>
            <table>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Redirect URIs</th>
                  <th scope="col">Scope</th>
                  <th scope="col">Authentication</th>
                  <th scope="col">Registered</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {clients.map((c) => (
                  <Fragment key={c.client_id}>
                    <ClientRow client={c} mode={mode} busy={busy} open={open} act={act} />
                    {mode.kind === 'edit' && mode.clientId === c.client_id && (
                      <RowPanel columns={COLUMNS}>
                        <h3>Edit {c.client_name}</h3>
                        <ClientForm initial={c} submitLabel="Save changes" onSubmit={(s) => update(c, s)} onCancel={() => setMode({ kind: 'none' })} />
                      </RowPanel>
                    )}
                    {mode.kind === 'delete' && mode.clientId === c.client_id && (
                      <RowPanel columns={COLUMNS}>
                        <ConfirmStep
                          message={
                            <>
                              Delete <strong>{c.client_name}</strong>? Every token of this client is revoked at once and applications using it are disconnected. This cannot be undone.
                            </>
                          }
                          confirmLabel={`Yes, delete ${c.client_name}`}
                          busy={busy}
                          onConfirm={() => act(c, 'delete')}
                          onCancel={() => setMode({ kind: 'none' })}
                        />
                      </RowPanel>
                    )}
                    {mode.kind === 'regenerate' && mode.clientId === c.client_id && (
                      <RowPanel columns={COLUMNS}>
                        <ConfirmStep
                          message={
                            <>
                              Regenerate the secret of <strong>{c.client_name}</strong>? The current secret stops working at once; update every place that uses it.
                            </>
                          }
                          confirmLabel={`Yes, regenerate secret of ${c.client_name}`}
                          busy={busy}
                          onConfirm={() => act(c, 'regenerate')}
                          onCancel={() => setMode({ kind: 'none' })}
                        />
                      </RowPanel>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </DataTable>
        )}
      </Card>
    </>
  );
}
