/** The fields of an OAuth client, for registering one and for changing its settings. */
import { useId, useState } from 'preact/hooks';
import type { Schemas } from '../../api/types';
import { Alert, Button, Field, Select, TextArea } from '../../components/ui';

type Client = Schemas['OAuth2ClientResponse'];
type AuthMethod = Client['token_endpoint_auth_method'];
type GrantType = NonNullable<Schemas['OAuth2ClientCreateRequest']['grant_types']>[number];

export interface ClientSettings {
  client_name: string;
  redirect_uris: string[];
  scope: string;
  token_endpoint_auth_method: AuthMethod;
  grant_types: GrantType[];
}

const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

export const SCOPES: Array<{ value: string; label: string }> = [
  { value: 'memory:read', label: 'Read and search memories' },
  { value: 'memory:write', label: 'Create, change and delete memories' },
];

export const AUTH_METHODS: Array<{ value: AuthMethod; label: string }> = [
  { value: 'client_secret_basic', label: 'Client secret in the Authorization header (client_secret_basic)' },
  { value: 'client_secret_post', label: 'Client secret in the request body (client_secret_post)' },
  { value: 'none', label: 'None: a public client that uses PKCE (none)' },
];

export function authMethodLabel(method: AuthMethod): string {
  return method === 'none' ? 'Public (PKCE)' : method === 'client_secret_post' ? 'Secret in body' : 'Secret in header';
}

export function ClientForm({ initial, submitLabel, onSubmit, onCancel }: { initial?: Client; submitLabel: string; onSubmit: (settings: ClientSettings) => Promise<string | null>; onCancel?: () => void }) {
  const [name, setName] = useState(initial?.client_name ?? '');
  const [uris, setUris] = useState((initial?.redirect_uris ?? []).join('\n'));
  const [scopes, setScopes] = useState<string[]>(initial ? initial.scope.split(' ').filter(Boolean) : ['memory:read', 'memory:write']);
  const [method, setMethod] = useState<AuthMethod>(initial?.token_endpoint_auth_method ?? 'client_secret_basic');
  const [device, setDevice] = useState(initial?.grant_types.includes(DEVICE_GRANT) ?? false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const scopeId = useId();

  function toggleScope(value: string, on: boolean) {
    setScopes((current) => SCOPES.map((s) => s.value).filter((s) => (s === value ? on : current.includes(s))));
  }

  async function submit(e: Event) {
    e.preventDefault();
    const redirectUris = [...new Set(uris.split('\n').map((u) => u.trim()).filter(Boolean))];
    if (redirectUris.length === 0) return setError('Enter at least one redirect URI.');
    if (scopes.length === 0) return setError('Choose at least one permission.');
    setBusy(true);
    setError(null);
    const grantTypes: GrantType[] = ['authorization_code', 'refresh_token'];
    if (device) grantTypes.push(DEVICE_GRANT);
    const failure = await onSubmit({ client_name: name.trim(), redirect_uris: redirectUris, scope: scopes.join(' '), token_endpoint_auth_method: method, grant_types: grantTypes });
    setBusy(false);
    setError(failure);
  }

  return (
    <form onSubmit={submit} class="client-form">
      {error && <Alert>{error}</Alert>}
      <Field label="Client name" value={name} onInput={setName} required maxLength={128} hint="Shown to you on the consent page." />
      <TextArea label="Redirect URIs" value={uris} onInput={setUris} required rows={3} placeholder="https://app.example.com/oauth/callback" aria-describedby={`${scopeId}-uris`} />
      <p class="hint field-after" id={`${scopeId}-uris`}>
        One per line, matched exactly: https, or http on 127.0.0.1 or localhost.
      </p>
      <fieldset>
        <legend>Permissions (scope)</legend>
        {SCOPES.map((s) => (
          <label class="checkbox" key={s.value}>
            <input type="checkbox" checked={scopes.includes(s.value)} onChange={(e) => toggleScope(s.value, (e.target as HTMLInputElement).checked)} />
            <span>
              {s.label} <code>{s.value}</code>
            </span>
          </label>
        ))}
      </fieldset>
      <Select label="Client authentication" value={method} onChange={(v) => setMethod(v as AuthMethod)} options={AUTH_METHODS} />
      <label class="checkbox">
        <input type="checkbox" checked={device} onChange={(e) => setDevice((e.target as HTMLInputElement).checked)} />
        Also allow the device flow (command-line tools and devices without a browser)
      </label>
      <div class="actions">
        <Button kind="primary" type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
