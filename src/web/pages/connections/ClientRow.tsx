/** The cells of one OAuth client in the list, with its actions (each named after the client). */
import type { Schemas } from '../../api/types';
import { Button, formatDate } from '../../components/ui';
import { authMethodLabel } from './ClientForm';

type Client = Schemas['OAuth2ClientResponse'];

/** What the clients list has open: nothing, the registration form, or a panel under one client. */
export type Mode = { kind: 'none' } | { kind: 'create' } | { kind: 'edit' | 'delete' | 'regenerate'; clientId: string };

export function ClientCells({ client: c, busy, open, act }: { client: Client; busy: boolean; open: (m: Mode) => void; act: (c: Client, a: 'hide') => void }) {
  const confidential = c.token_endpoint_auth_method !== 'none';
  return (
    <>
      <td>
        <strong>{c.client_name}</strong>
        <div class="small break">
          ID <code>{c.client_id}</code>
        </div>
      </td>
      <td class="col-wide">
        <ul class="plain-list">
          {c.redirect_uris.map((u) => (
            <li key={u}>
              <code class="break">{u}</code>
            </li>
          ))}
        </ul>
      </td>
      <td>
        {c.scope.split(' ').map((s) => (
          <span class="tag" key={s}>
            {s}
          </span>
        ))}
      </td>
      <td>
        {authMethodLabel(c.token_endpoint_auth_method)}
        {confidential && <div class="small">{c.hidden_at ? `Secret hidden ${formatDate(c.hidden_at)}` : 'Secret kept on the server'}</div>}
      </td>
      <td>{formatDate(c.created_at)}</td>
      <td>
        <div class="row-actions">
          <Button class="btn btn-secondary btn-small" aria-label={`Edit ${c.client_name}`} onClick={() => open({ kind: 'edit', clientId: c.client_id })}>
            Edit
          </Button>
          {confidential && (
            <Button class="btn btn-secondary btn-small" aria-label={`Regenerate secret of ${c.client_name}`} onClick={() => open({ kind: 'regenerate', clientId: c.client_id })}>
              Regenerate secret
            </Button>
          )}
          {confidential && !c.hidden_at && (
            <Button class="btn btn-secondary btn-small" aria-label={`Hide secret of ${c.client_name}`} busy={busy} onClick={() => act(c, 'hide')}>
              Hide secret
            </Button>
          )}
          <Button class="btn btn-danger btn-small" aria-label={`Delete ${c.client_name}`} onClick={() => open({ kind: 'delete', clientId: c.client_id })}>
            Delete
          </Button>
        </div>
      </td>
    </>
  );
}
