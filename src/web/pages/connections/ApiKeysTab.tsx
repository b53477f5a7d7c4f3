/**
 * The account's API keys: create one for a context the account can write to (the key is
 * shown once), see when each was last used, revoke one. Programs send a key as a Bearer token.
 */
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Card, Field, Select, Spinner, formatDate } from '../../components/ui';
import { useSession } from '../../session';
import { canWrite, contextLabel, useMyContexts } from './contexts';
import { OneTimeSecret } from './shared';
import { ConfirmStep } from '../../components/ConfirmStep';
import { PanelTable } from '../../components/PanelTable';

type ApiKey = Schemas['MyApiKey'];

export function ApiKeysTab() {
  const session = useSession();
  const { contexts, defaultContextId, error: contextsError } = useMyContexts();
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [contextId, setContextId] = useState('');
  const [created, setCreated] = useState<Schemas['ApiKeyCreatedResponse'] | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function load() {
    const res = await api.GET('/api/v1/me/api-keys');
    if (res.error) setLoadError(describeError(res.error));
    else setKeys(res.data.api_keys);
  }
  useEffect(() => void load(), []);

  const writable = (contexts ?? []).filter(canWrite);
  const chosenContext = contextId || (writable.some((c) => c.id === defaultContextId) ? defaultContextId! : (writable[0]?.id ?? ''));
  const nameOf = (id: string) => {
    const ctx = contexts?.find((c) => c.id === id);
    return ctx ? contextLabel(ctx, session.user?.id) : 'A context you can no longer read';
  };

  async function create(e: Event) {
    e.preventDefault();
    setBusy(true);
    setFormError(null);
    setMessage(null);
    const res = await api.POST('/api/v1/me/api-keys', { body: chosenContext ? { name: name.trim(), context_id: chosenContext } : { name: name.trim() } });
    setBusy(false);
    if (res.error) {
      setFormError(res.response.status === 409 ? `You already have a key named ${name.trim()}. Choose another name.` : describeError(res.error));
      return;
    }
    setCreated(res.data);
    setName('');
    await load();
  }

  async function revoke(key: ApiKey) {
    setBusy(true);
    setMessage(null);
    const res = await api.DELETE('/api/v1/me/api-keys/{name}', { params: { path: { name: key.name } } });
    setBusy(false);
    setConfirming(null);
    setMessage(res.error ? { kind: 'error', text: describeError(res.error) } : { kind: 'success', text: `Revoked the key ${key.name}. It no longer works.` });
    await load();
  }

  if (loadError) return <Alert>{loadError}</Alert>;
  if (!keys) return <Spinner label="Loading API keys" />;
  return (
    <>
      <p class="lead">API keys let programs and MCP clients that do not use OAuth reach your memory. Send a key as <code>Authorization: Bearer &lt;key&gt;</code>.</p>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      {created && (
        <OneTimeSecret
          title={`API key ${created.name}`}
          label="API key"
          copyLabel="Copy API key"
          value={created.key}
          note={<p class="small">It reaches {nameOf(created.context_id)}.</p>}
          onDone={() => setCreated(null)}
        />
      )}
      <Card title="Create an API key">
        {formError && <Alert>{formError}</Alert>}
        {contextsError && <Alert kind="warning">The contexts cannot be listed; the key will reach your private context. ({contextsError})</Alert>}
        <form onSubmit={create}>
          <div class="row form-row">
            <Field label="Key name" value={name} onInput={setName} required maxLength={64} pattern="[A-Za-z0-9._\-]+" hint="Letters, digits, dots, dashes and underscores, for example laptop-claude." />
            {writable.length > 0 && (
              <Select label="Context" value={chosenContext} onChange={setContextId} options={writable.map((c) => ({ value: c.id, label: contextLabel(c, session.user?.id) }))} />
            )}
          </div>
          <Button kind="primary" type="submit" busy={busy}>
            Create API key
          </Button>
        </form>
        <p class="small cli-note">
          On the server's machine you can also manage keys from the command line: <code>memplat keys create --name &lt;name&gt; --account {session.user?.email ?? '<your login>'}</code>, <code>memplat keys list</code> and <code>memplat keys revoke &lt;name&gt;</code>.
        </p>
      </Card>
      <Card title="Your API keys">
        {keys.length === 0 ? (
          <p class="muted">No API keys yet.</p>
        ) : (
          <PanelTable
            headers={['Name', 'Starts with', 'Context', 'Created', 'Last used', 'Actions']}
            rows={keys}
            rowKey={(k) => k.name}
            cells={(k) => (
              <>
                <td>
                  <strong>{k.name}</strong>
                </td>
                <td>
                  <code>{k.prefix}…</code>
                </td>
                <td>{contexts ? nameOf(k.context_id) : '…'}</td>
                <td>{formatDate(k.created_at)}</td>
                <td>{k.last_used_at ? formatDate(k.last_used_at) : 'Never'}</td>
                <td>
                  <Button class="btn btn-danger btn-small" aria-label={`Revoke ${k.name}`} onClick={() => { setMessage(null); setConfirming(k.name); }}>
                    Revoke
                  </Button>
                </td>
              </>
            )}
            panel={(k) =>
              confirming === k.name && (
                <ConfirmStep
                  message={
                    <>
                      Revoke the key <strong>{k.name}</strong>? Every program using it is refused from now on and the MCP sessions it opened are closed. This cannot be undone.
                    </>
                  }
                  confirmLabel={`Yes, revoke ${k.name}`}
                  busy={busy}
                  onConfirm={() => revoke(k)}
                  onCancel={() => setConfirming(null)}
                />
              )
            }
          />
        )}
      </Card>
    </>
  );
}
