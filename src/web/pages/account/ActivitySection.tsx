/**
 * The account's audit trail (listMyAuditEvents): sign-ins, security changes, keys and
 * connected apps, newest first, a page at a time.
 */
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Card, Spinner, formatDate } from '../../components/ui';
import { activityLabel } from './activity-labels';
import { DataTable } from '../../components/DataTable';

type AuditEvent = Schemas['AuditEvent'];


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
                  <td>{activityLabel(e.action)}</td>
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
