/** One passkey in the Security page's table: its name (renamed in place), kind, dates and actions. */
import { useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Field } from '../../components/ui';

type Passkey = Schemas['Passkey'];

/** "Synced passkey", "This device" or "Security key or phone", from what the browser reported. */
export function passkeyKind(p: Passkey): string {
  if (p.device_type === 'multi_device') return 'Synced passkey';
  if (p.authenticator_attachment === 'platform') return 'Passkey on a device';
  if (p.authenticator_attachment === 'cross-platform') return 'Security key or phone';
  return 'Passkey';
}

interface Props {
  passkey: Passkey;
  added: string;
  used: string;
  onRenamed: () => Promise<void> | void;
  onRemove: () => void;
}

export function PasskeyRow({ passkey, added, used, onRenamed, onRemove }: Props) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(e: Event) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const res = await api.PATCH('/api/v1/me/passkeys/{passkey_id}', { params: { path: { passkey_id: passkey.id } }, body: { name: name.trim() } });
    setBusy(false);
    if (res.error) setError(describeError(res.error));
    else {
      setEditing(false);
      await onRenamed();
    }
  }

  return (
    <tr>
      <td>
        {editing ? (
          <form class="narrow-form" onSubmit={save}>
            {error && <Alert>{error}</Alert>}
            <Field label={`New name for ${passkey.name}`} value={name} onInput={setName} maxLength={64} required autoFocus />
            <div class="row-actions">
              <Button kind="primary" class="btn btn-primary btn-small" type="submit" busy={busy}>
                Save name
              </Button>
              <Button class="btn btn-secondary btn-small" type="button" onClick={() => { setEditing(false); setName(passkey.name); setError(null); }}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <>
            <strong>{passkey.name}</strong>
            {passkey.clone_suspected && <span class="tag tag-unverified">Blocked: it may have been copied</span>}
          </>
        )}
      </td>
      <td>{passkeyKind(passkey)}</td>
      <td>{added}</td>
      <td>{used}</td>
      <td>
        <div class="row-actions">
          {!editing && (
            <Button class="btn btn-secondary btn-small" aria-label={`Rename passkey ${passkey.name}`} onClick={() => setEditing(true)}>
              Rename
            </Button>
          )}
          <Button class="btn btn-danger btn-small" aria-label={`Remove passkey ${passkey.name}`} onClick={onRemove}>
            Remove
          </Button>
        </div>
      </td>
    </tr>
  );
}
