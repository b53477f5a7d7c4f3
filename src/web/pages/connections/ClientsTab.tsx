/**
 * OAuth clients the account registered by hand (for its own scripts and integrations):
 * register one (its secret shown once), change its settings, hide or regenerate the secret,
 * delete it with every token it holds.
 */
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Card, Spinner } from '../../components/ui';
import { ClientForm, type ClientSettings } from './ClientForm';
import { ClientCells, type Mode } from './ClientRow';
import { OneTimeSecret } from './shared';
import { ConfirmStep } from '../../components/ConfirmStep';
import { PanelTable } from '../../components/PanelTable';

type Client = Schemas['OAuth2ClientResponse'];

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
          <PanelTable
            headers={['Name', 'Redirect URIs', 'Scope', 'Authentication', 'Registered', 'Actions']}
            rows={clients}
            rowKey={(c) => c.client_id}
            cells={(c) => <ClientCells client={c} busy={busy} open={open} act={act} />}
            panel={(c) => {
              if (mode.kind === 'none' || mode.kind === 'create' || mode.clientId !== c.client_id) return null;
              if (mode.kind === 'edit') {
                return (
                  <>
                    <h3>Edit {c.client_name}</h3>
                    <ClientForm initial={c} submitLabel="Save changes" onSubmit={(s) => update(c, s)} onCancel={() => setMode({ kind: 'none' })} />
                  </>
                );
              }
              const action = mode.kind === 'delete' ? 'delete' : 'regenerate';
              const deleting = action === 'delete';
              return (
                <ConfirmStep
                  key={action}
                  message={
                    deleting ? (
                      <>
                        Delete <strong>{c.client_name}</strong>? Every token of this client is revoked at once and applications using it are disconnected. This cannot be undone.
                      </>
                    ) : (
                      <>
                        Regenerate the secret of <strong>{c.client_name}</strong>? The current secret stops working at once; update every place that uses it.
                      </>
                    )
                  }
                  confirmLabel={deleting ? `Yes, delete ${c.client_name}` : `Yes, regenerate secret of ${c.client_name}`}
                  busy={busy}
                  onConfirm={() => act(c, action)}
                  onCancel={() => setMode({ kind: 'none' })}
                />
              );
            }}
          />
        )}
      </Card>
    </>
  );
}
