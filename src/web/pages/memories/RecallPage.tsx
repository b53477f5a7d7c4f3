/**
 * /recall: a playground for semantic recall (recallMemories): ask a question, see which
 * memories an AI client would get back, with their score, and rate each one.
 */
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Layout } from '../../components/Layout';
import { Alert, Button, Card, Field, Select, TextArea } from '../../components/ui';
import { FeedbackButtons } from './FeedbackButtons';
import { NamespaceBar } from './NamespaceBar';
import { useMemoryNamespace } from './namespace';

type Scope = NonNullable<Schemas['RecallRequest']['scope']>;
const SCOPES = [
  { value: 'all', label: 'All memories' },
  { value: 'persistent', label: 'Persistent only' },
  { value: 'working', label: 'Working only' },
];

/** The score as a number and as a bar (the bar is decoration: the number is the information). */
export function ScoreBar({ score }: { score: number }) {
  const pct = Math.round(Math.max(0, Math.min(1, score)) * 100);
  return (
    <div class="score">
      <span class="score-value">Score {score.toFixed(2)}</span>
      <span class="score-bar" aria-hidden="true">
        <span class="score-fill" style={{ width: `${pct}%` }} />
      </span>
    </div>
  );
}

export default function RecallPage() {
  const ns = useMemoryNamespace();
  const [query, setQuery] = useState('');
  const [k, setK] = useState('5');
  const [scope, setScope] = useState<Scope>('all');
  const [results, setResults] = useState<Schemas['RecallResult'][] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setResults(null), [ns.key]);

  async function recall(e: Event) {
    e.preventDefault();
    if (!ns.headers) return;
    const count = Number(k);
    if (!Number.isInteger(count) || count < 1 || count > 50) {
      setError('Number of results must be a whole number from 1 to 50.');
      return;
    }
    setBusy(true);
    setError(null);
    const res = await api.POST('/api/v1/recall', { params: { header: ns.headers }, body: { query: query.trim(), k: count, scope } });
    setBusy(false);
    if (res.data) setResults(res.data.results);
    else setError(describeError(res.error));
  }

  const headers = ns.headers;
  return (
    <Layout title="Recall">
      <p class="lead">Ask in plain words and see which memories an AI client would recall, best first.</p>
      <NamespaceBar ns={ns} />
      {headers && (
        <>
          <Card title="Question">
            <form onSubmit={recall}>
              <TextArea label="Query" value={query} onInput={setQuery} required maxLength={4096} rows={2} />
              <div class="row">
                <Field label="Number of results" type="number" min={1} max={50} step={1} value={k} onInput={setK} required />
                <Select label="Scope" value={scope} onChange={(v) => setScope(v as Scope)} options={SCOPES} />
                <div class="field namespace-apply">
                  <Button kind="primary" type="submit" busy={busy}>
                    Recall
                  </Button>
                </div>
              </div>
            </form>
            {error && <Alert>{error}</Alert>}
          </Card>
          {results && (
            <Card title="Recalled memories">
              <p class="small" role="status">
                {results.length === 0 ? 'No memory is related to this question.' : `${results.length} ${results.length === 1 ? 'memory' : 'memories'}, best first. A score ranks memories for this question (meaning similarity combined with importance); it is not a probability, so even an unrelated memory can score around 0.5: compare scores with each other, not with a fixed bar.`}
              </p>
              <ol class="recall-list" aria-label="Recalled memories">
                {results.map((r) => (
                  <li key={r.key}>
                    <h3 class="memory-key">{r.key}</h3>
                    <ScoreBar score={r.score} />
                    <p class="memory-value">{r.value}</p>
                    {ns.writable && <FeedbackButtons target={{ key: r.key }} name={r.key} headers={headers} />}
                  </li>
                ))}
              </ol>
            </Card>
          )}
        </>
      )}
    </Layout>
  );
}
