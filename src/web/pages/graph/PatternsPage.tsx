/**
 * /patterns: what a user talks about with their AI clients (getUserPattern): totals, topics,
 * platforms and the learning trajectory as charts with table fallbacks, and a form to record
 * an interaction.
 */
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Layout } from '../../components/Layout';
import { Alert, Button, Card, Field, Spinner } from '../../components/ui';
import { NamespaceBar } from '../memories/NamespaceBar';
import { useMemoryNamespace } from '../memories/namespace';
import { InteractionForm } from './InteractionForm';
import { PatternCharts } from './PatternCharts';

export default function PatternsPage() {
  const ns = useMemoryNamespace();
  const [draftUser, setDraftUser] = useState(ns.userId);
  const [userId, setUserId] = useState(ns.userId);
  const [pattern, setPattern] = useState<Schemas['UserPattern'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    setDraftUser(ns.userId);
    setUserId(ns.userId);
  }, [ns.userId]);

  useEffect(() => {
    if (!ns.headers) return;
    let current = true;
    setError(null);
    void api.GET('/api/v1/graph/pattern/{user_id}', { params: { path: { user_id: userId }, header: { ...ns.headers, 'X-User-ID': userId } } }).then((res) => {
      if (!current) return;
      if (res.data) setPattern(res.data);
      else setError(describeError(res.error));
    });
    return () => {
      current = false;
    };
  }, [ns.key, userId, revision]);

  const headers = ns.headers;
  return (
    <Layout title="Patterns">
      <p class="lead">What a user talks about with their AI clients, where, and how that changes over time.</p>
      <NamespaceBar ns={ns} who={false} />
      {headers && (
        <>
          <Card title="User">
            <form
              class="row"
              onSubmit={(e) => {
                e.preventDefault();
                setPattern(null);
                setStatus(null);
                setUserId(draftUser.trim() || userId);
              }}
            >
              <Field label="User ID" value={draftUser} onInput={setDraftUser} required maxLength={256} autoComplete="off" />
              <div class="field namespace-apply">
                <Button kind="primary" type="submit">
                  Show patterns
                </Button>
              </div>
            </form>
          </Card>
          {status && <Alert kind="success">{status}</Alert>}
          {error && <Alert>{error}</Alert>}
          {!pattern && !error && <Spinner label="Loading the pattern" />}
          {pattern && pattern.total_interactions === 0 && <p class="muted">No interactions of {pattern.user_id} are recorded in this context yet.</p>}
          {pattern && pattern.total_interactions > 0 && <PatternCharts pattern={pattern} />}
          {ns.writable && (
            <InteractionForm
              userId={userId}
              headers={headers}
              onRecorded={(r) => {
                setStatus(`Recorded the interaction${r.topics.length ? `; topics: ${r.topics.join(', ')}` : ''}.`);
                setRevision((n) => n + 1);
              }}
            />
          )}
        </>
      )}
    </Layout>
  );
}
