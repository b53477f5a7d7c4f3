/**
 * Applications the account authorized with OAuth (Claude, Cursor, command-line tools): what
 * each may do, since when, which context its MCP requests use by default, which MCP tool groups
 * it sees (with what they cost its context), and revoking access.
 */
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Card, Spinner, formatDate } from '../../components/ui';
import { useSession } from '../../session';
import { SCOPES } from './ClientForm';
import { contextLabel, useMyContexts } from './contexts';
import { ConfirmStep } from '../../components/ConfirmStep';
import { ToolChoiceSummary, ToolGroupChooser } from './ToolGroupChooser';
import { PanelTable } from '../../components/PanelTable';

type Grant = Schemas['OAuthGrantResponse'];

function scopeWords(scope: string): string[] {
  return scope.split(' ').filter(Boolean).map((s) => SCOPES.find((known) => known.value === s)?.label ?? s);
}

export function AppsTab() {
  const session = useSession();
  const { contexts, error: contextsError } = useMyContexts();
  const [grants, setGrants] = useState<Grant[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function load() {
    const res = await api.GET('/api/v1/me/oauth/grants');
    if (res.error) setLoadError(describeError(res.error));
    else setGrants(res.data);
  }
  useEffect(() => void load(), []);

  async function setDefault(grant: Grant, contextId: string) {
    setMessage(null);
    const path = { client_id: grant.client_id };
    const res = contextId
      ? await api.PUT('/api/v1/me/oauth/grants/{client_id}/default-context', { params: { path }, body: { context_id: contextId } })
      : await api.DELETE('/api/v1/me/oauth/grants/{client_id}/default-context', { params: { path } });
    if (res.error) {
      setMessage({ kind: 'error', text: describeError(res.error) });
      return;
    }
    const chosen = contexts?.find((c) => c.id === contextId);
    setMessage({ kind: 'success', text: chosen ? `${grant.client_name} now uses ${contextLabel(chosen, session.user?.id)} by default.` : `${grant.client_name} now uses your private context by default.` });
    await load();
  }

  async function toolsSaved(grant: Grant) {
    setChoosing(null);
    const what = grant.tool_groups ? `only the ${grant.tool_groups.join(', ')} tools` : 'every tool group';
    setMessage({ kind: 'success', text: `${grant.client_name} now sees ${what}. Its open connections were closed, so it reconnects with this choice.` });
    await load();
  }

  async function revoke(grant: Grant) {
    setBusy(true);
    setMessage(null);
    const res = await api.DELETE('/api/v1/me/oauth/grants/{client_id}', { params: { path: { client_id: grant.client_id } } });
    setBusy(false);
    setConfirming(null);
    setMessage(res.error ? { kind: 'error', text: describeError(res.error) } : { kind: 'success', text: `Revoked the access of ${grant.client_name}. It has to ask you again to reconnect.` });
    await load();
  }

  if (loadError) return <Alert>{loadError}</Alert>;
  if (!grants) return <Spinner label="Loading authorized apps" />;
  return (
    <>
      <p class="lead">Applications you allowed to use your memory through OAuth, for example an AI assistant connected over MCP.</p>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      {contextsError && <Alert kind="warning">The contexts cannot be listed, so default contexts cannot be changed now: {contextsError}</Alert>}
      <Card title="Authorized apps">
        {grants.length === 0 ? (
          <p class="muted">No application is authorized. When you connect one (for example Claude or Cursor), it appears here.</p>
        ) : (
          <PanelTable
            headers={['Application', 'Permissions', 'Authorized', 'Default context', 'MCP tools', 'Actions']}
            rows={grants}
            rowKey={(g) => g.client_id}
            cells={(g) => (
              <>
                <td>
                  <strong>{g.client_name}</strong>
                </td>
                <td>
                  <ul class="plain-list">
                    {scopeWords(g.scope).map((w) => (
                      <li key={w}>{w}</li>
                    ))}
                  </ul>
                  <span class="small">{g.scope}</span>
                </td>
                <td>{formatDate(g.created_at)}</td>
                <td>
                  <select class="inline-select" aria-label={`Default context for ${g.client_name}`} value={g.default_context_id ?? ''} disabled={!contexts} onChange={(e) => setDefault(g, (e.target as HTMLSelectElement).value)}>
                    <option value="">Not set (Private)</option>
                    {contexts && g.default_context_id && !contexts.some((c) => c.id === g.default_context_id) && (
                      <option value={g.default_context_id}>A context you can no longer read (your private context is used)</option>
                    )}
                    {(contexts ?? []).map((c) => (
                      <option key={c.id} value={c.id}>
                        {contextLabel(c, session.user?.id)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <ToolChoiceSummary grant={g} />
                </td>
                <td>
                  <div class="row-actions">
                    <Button class="btn btn-secondary btn-small" aria-label={`Choose tools for ${g.client_name}`} onClick={() => { setMessage(null); setConfirming(null); setChoosing(g.client_id); }}>
                      Choose tools
                    </Button>
                    <Button class="btn btn-danger btn-small" aria-label={`Revoke access for ${g.client_name}`} onClick={() => { setMessage(null); setChoosing(null); setConfirming(g.client_id); }}>
                      Revoke access
                    </Button>
                  </div>
                </td>
              </>
            )}
            panel={(g) => {
              if (choosing === g.client_id) return <ToolGroupChooser grant={g} onSaved={toolsSaved} onCancel={() => setChoosing(null)} />;
              if (confirming !== g.client_id) return null;
              return (
                <ConfirmStep
                  message={
                    <>
                      Revoke the access of <strong>{g.client_name}</strong>? Its tokens stop working at once and its open MCP sessions end. To use it again you have to authorize it again.
                    </>
                  }
                  confirmLabel={`Yes, revoke access for ${g.client_name}`}
                  busy={busy}
                  onConfirm={() => revoke(g)}
                  onCancel={() => setConfirming(null)}
                />
              );
            }}
          />
        )}
      </Card>
    </>
  );
}
