/**
 * The account's audit trail (listMyAuditEvents): sign-ins, security changes, keys and
 * connected apps, newest first, a page at a time.
 */
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Card, Spinner, formatDate } from '../../components/ui';
import { DataTable } from '../../components/DataTable';

type AuditEvent = Schemas['AuditEvent'];

/** Events in words; an action not listed here is shown as recorded. */
const ACTIONS: Record<string, string> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Failed sign-in attempt',
  'auth.password_reset_requested': 'Password reset requested',
  'auth.password_reset': 'Password reset with an emailed link',
  'auth.password_set': 'Password set with an emailed link',
  'auth.totp_enabled': 'Two-step verification turned on',
  'auth.totp_disabled': 'Two-step verification turned off',
  'auth.recovery_codes_regenerated': 'New recovery codes created',
  'auth.passkey_added': 'Passkey added',
  'auth.passkey_renamed': 'Passkey renamed',
  'auth.passkey_removed': 'Passkey removed',
  'auth.passkey_used': 'Passkey used to sign in',
  'auth.passkey_clone_suspected': 'Passkey blocked: it may have been copied',
  'account.created': 'Account created',
  'account.admin_created': 'Administrator account created',
  'account.password_changed': 'Password changed',
  'account.password_removed': 'Password removed',
  'account.provider_linked': 'Sign-in provider linked',
  'account.provider_unlinked': 'Sign-in provider unlinked',
  'account.identity_linked': 'Account linked to another account',
  'account.terms_accepted': 'Terms accepted',
  'account.session_revoked': 'Signed out of a browser',
  'account.other_sessions_revoked': 'Signed out of all other browsers',
  'account.erasure_requested': 'Account deletion requested',
  'account.erasure_confirmed': 'Account deletion confirmed',
  'account.erasure_cancelled': 'Account deletion cancelled',
  'api_key.created': 'API key created',
  'api_key.revoked': 'API key revoked',
  'oauth.grant_revoked': 'App access revoked',
  'memory.delete': 'Memory deleted',
  'invitation.created': 'Invitation created',
  'invitation.revoked': 'Invitation revoked',
};

/** Facts worth reading; request ids and the address (its own column) are left out. */
const HIDDEN_DETAILS = new Set(['request_id', 'client_ip', 'ip']);

function describeDetails(e: AuditEvent): string {
  const facts = Object.entries(e.details ?? {})
    .filter(([k, v]) => !HIDDEN_DETAILS.has(k) && v !== null && v !== undefined && typeof v !== 'object')
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${String(v)}`);
  return facts.join(' · ');
}

export function ActivitySection() {
  const [events, setEvents] = useState<AuditEvent[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  async function load(from?: string) {
    setLoading(true);
    const res = await api.GET('/api/v1/me/audit-events', { params: { query: { limit: 25, ...(from ? { cursor: from } : {}) } } });
    setLoading(false);
    if (res.error) {
      setError(describeError(res.error, 'Your activity could not be loaded.'));
      return;
    }
    setEvents((prev) => (from ? [...prev, ...res.data.events] : res.data.events));
    setCursor(res.data.next_cursor ?? null);
  }

  useEffect(() => {
    void load();
  }, []);

  return (
    <Card title="Recent activity">
      <p class="small">What happened to your account, newest first. Something you do not recognise? Change your password and sign out of other sessions under Connections.</p>
      {error && <Alert>{error}</Alert>}
      {events.length === 0 && !loading && !error && <p>No activity recorded yet.</p>}
      {events.length > 0 && (
        <DataTable>
          <table>
            <caption class="visually-hidden">Account activity</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What</th>
                <th scope="col">From</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {events.map((e) => (
                <tr key={e.id}>
                  <td>{formatDate(e.created_at)}</td>
                  <td>{ACTIONS[e.action] ?? e.action}</td>
                  <td>{e.ip ?? '—'}</td>
                  <td class="small">{describeDetails(e) || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </DataTable>
      )}
      {loading && <Spinner label="Loading activity" />}
      {cursor && !loading && (
        <div class="actions">
          <Button onClick={() => load(cursor)}>Load older activity</Button>
        </div>
      )}
    </Card>
  );
}
