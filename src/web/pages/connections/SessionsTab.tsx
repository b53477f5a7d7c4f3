/**
 * Browser sessions the account is signed in to: where and when each was used, this browser
 * marked, signing out of one of them or of every other one.
 */
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Card, Spinner, formatDate } from '../../components/ui';
import { ConfirmStep } from '../../components/ConfirmStep';
import { describeUserAgent } from './user-agent';
import { DataTable } from '../../components/DataTable';

type BrowserSession = Schemas['MySession'];

export function SessionsTab() {
  const [sessions, setSessions] = useState<BrowserSession[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function load() {
    const res = await api.GET('/api/v1/me/sessions');
    if (res.error) setLoadError(describeError(res.error));
    else setSessions(res.data.sessions);
  }
  useEffect(() => void load(), []);

  async function signOutOne(s: BrowserSession) {
    setBusy(true);
    setMessage(null);
    const res = await api.DELETE('/api/v1/me/sessions/{session_id}', { params: { path: { session_id: s.id } } });
    setBusy(false);
    setMessage(res.error ? { kind: 'error', text: describeError(res.error) } : { kind: 'success', text: `Signed out of ${describeUserAgent(s.user_agent)}${s.ip ? ` (${s.ip})` : ''}.` });
    await load();
  }

  async function signOutOthers() {
    setBusy(true);
    setMessage(null);
    const res = await api.DELETE('/api/v1/me/sessions');
    setBusy(false);
    setConfirmAll(false);
    if (res.error) setMessage({ kind: 'error', text: describeError(res.error) });
    else setMessage({ kind: 'success', text: res.data.revoked === 1 ? 'Signed out of 1 other session.' : `Signed out of ${res.data.revoked} other sessions.` });
    await load();
  }

  if (loadError) return <Alert>{loadError}</Alert>;
  if (!sessions) return <Spinner label="Loading sessions" />;
  const others = sessions.filter((s) => !s.current);
  return (
    <>
      <p class="lead">Browsers where you are signed in. If you do not recognise one, sign it out and change your password.</p>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      <Card
        title="Signed-in sessions"
        actions={
          others.length > 0 &&
          !confirmAll && (
            <Button kind="danger" onClick={() => { setMessage(null); setConfirmAll(true); }}>
              Sign out all other sessions
            </Button>
          )
        }
      >
        {confirmAll && (
          <ConfirmStep
            message={`Sign out of ${others.length === 1 ? 'the other session' : `all ${others.length} other sessions`}? This browser stays signed in.`}
            confirmLabel="Yes, sign out all other sessions"
            busy={busy}
            onConfirm={signOutOthers}
            onCancel={() => setConfirmAll(false)}
          />
        )}
        <DataTable>
          <table>
            <thead>
              <tr>
                <th scope="col">Browser</th>
                <th scope="col">Address</th>
                <th scope="col">Signed in</th>
                <th scope="col">Last seen</th>
                <th scope="col">Expires</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((s) => {
                const device = describeUserAgent(s.user_agent);
                return (
                  <tr key={s.id} class={s.current ? 'row-current' : undefined}>
                    <td>
                      <strong>{device}</strong> {s.current && <span class="tag tag-current">This browser</span>}
                      {s.user_agent && s.user_agent !== device && <div class="small break">{s.user_agent}</div>}
                    </td>
                    <td>{s.ip ?? 'Unknown'}</td>
                    <td>{formatDate(s.signed_in_at ?? s.created_at)}</td>
                    <td>{formatDate(s.last_seen_at)}</td>
                    <td>{formatDate(s.expires_at)}</td>
                    <td>
                      {s.current ? (
                        <span class="small">Use the account menu to sign out here</span>
                      ) : (
                        <Button class="btn btn-secondary btn-small" busy={busy} aria-label={`Sign out ${device}${s.ip ? ` at ${s.ip}` : ''}, last seen ${formatDate(s.last_seen_at)}`} onClick={() => signOutOne(s)}>
                          Sign out
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </DataTable>
      </Card>
    </>
  );
}
