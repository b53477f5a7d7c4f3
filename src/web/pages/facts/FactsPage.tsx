/**
 * /facts: what memory learned about a user (listLearnedFacts): current facts with their source
 * sentence and date, the facts they superseded beside them, and fix / pin / delete; learning
 * can be turned off for the context here (setLearningSettings).
 */
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Layout } from '../../components/Layout';
import { Alert, Button, Card, Spinner } from '../../components/ui';
import { NamespaceBar } from '../memories/NamespaceBar';
import { useMemoryNamespace } from '../memories/namespace';
import { FactItem, Provenance, type Fact } from './FactItem';

export default function FactsPage() {
  const ns = useMemoryNamespace();
  const [facts, setFacts] = useState<Fact[] | null>(null);
  const [learning, setLearning] = useState<Schemas['LearningSettings'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const header = ns.headers ? { 'X-Context-ID': ns.headers['X-Context-ID'], 'X-User-ID': ns.headers['X-User-ID'] } : null;

  async function load() {
    if (!header) return;
    const res = await api.GET('/api/v1/learning/facts', { params: { header, query: { limit: 500 } } });
    if (res.data) {
      setFacts(res.data.facts);
      setLearning(res.data.learning);
      setError(null);
    } else setError(describeError(res.error));
  }
  useEffect(() => {
    setFacts(null);
    void load();
  }, [ns.key]);

  const done = async (res: { error?: unknown }, message: string) => {
    if (res.error) setError(describeError(res.error as never));
    else {
      setStatus(message);
      await load();
    }
  };
  const onFix = async (fact: Fact, object: string) =>
    done(await api.PATCH('/api/v1/learning/facts/{fact_id}', { params: { path: { fact_id: fact.id }, header: header! }, body: { object } }), `Fixed: ${object}.`);
  const onPin = async (fact: Fact, pinned: boolean) =>
    done(await api.PATCH('/api/v1/learning/facts/{fact_id}', { params: { path: { fact_id: fact.id }, header: header! }, body: { pinned } }), `${pinned ? 'Pinned' : 'Unpinned'} ${fact.object}.`);
  const onDelete = async (fact: Fact) =>
    done(await api.DELETE('/api/v1/learning/facts/{fact_id}', { params: { path: { fact_id: fact.id }, header: header! } }), `Deleted ${fact.object}.`);
  const toggle = async () => {
    if (!learning || !header) return;
    const res = await api.PUT('/api/v1/learning/settings', { params: { header: { 'X-Context-ID': header['X-Context-ID'] } }, body: { learning: !learning.learning } });
    if (res.data) setLearning(res.data);
    else setError(describeError(res.error));
  };

  const current = (facts ?? []).filter((f) => f.valid_until === null);
  const successors = new Set(current.map((f) => f.id));
  const before = (f: Fact) => (facts ?? []).filter((b) => b.superseded_by === f.id);
  const ended = (facts ?? []).filter((f) => f.valid_until !== null && !(f.superseded_by && (successors.has(f.superseded_by) || (facts ?? []).some((s) => s.id === f.superseded_by))));
  return (
    <Layout title="Learned facts">
      <p class="lead">What memory learned about this user from conversations and stored memories. Newer facts supersede older ones; fix, pin or delete what is wrong.</p>
      <NamespaceBar ns={ns} />
      {error && <Alert>{error}</Alert>}
      {status && <Alert kind="success">{status}</Alert>}
      {learning && (
        <Card title="Learning">
          <p class="small">
            {learning.mode === 'off' ? 'Learning is off on this server (MEMORY_LEARNING=off).' : learning.learning ? `Learning is on in this context (${learning.mode}).` : 'Learning is off in this context.'}
          </p>
          {ns.writable && learning.mode !== 'off' && <Button type="button" onClick={toggle}>{learning.learning ? 'Turn learning off' : 'Turn learning on'}</Button>}
        </Card>
      )}
      {ns.headers && !facts && !error && <Spinner label="Loading learned facts" />}
      {facts && (
        <Card title="Current facts">
          {current.length === 0 ? <p class="small">Nothing learned about this user yet.</p> : (
            <ul class="recall-list" aria-label="Learned facts">
              {current.map((f) => <FactItem key={`${f.id}:${f.object}:${f.pinned}`} fact={f} before={before(f)} writable={ns.writable} onFix={onFix} onPin={onPin} onDelete={onDelete} />)}
            </ul>
          )}
        </Card>
      )}
      {ended.length > 0 && (
        <Card title="No longer true">
          <ul aria-label="Ended facts">
            {ended.map((f) => <li key={f.id}><s>{f.object}</s> <Provenance fact={f} /></li>)}
          </ul>
        </Card>
      )}
    </Layout>
  );
}
