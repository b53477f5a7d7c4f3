/** Full-text search of the namespace (searchMemories) with the server's highlighted snippets. */
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Card, Field } from '../../components/ui';
import type { MemoryNamespace } from './namespace';
import { SearchHit } from './SearchHit';

/** `onChanged` says what an action on a hit did (the page announces it and reads the list again). */
export function SearchPanel({ ns, onChanged }: { ns: MemoryNamespace; onChanged(status: string): void }) {
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<Schemas['SearchResponse'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setResult(null), [ns.key]);
  const headers = ns.headers;

  async function search(e: Event) {
    e.preventDefault();
    if (!ns.headers || !query.trim()) return;
    setBusy(true);
    setError(null);
    const res = await api.GET('/api/v1/search', { params: { header: ns.headers, query: { q: query.trim(), limit: 20 } } });
    setBusy(false);
    if (res.data) setResult(res.data);
    else setError(describeError(res.error));
  }

  return (
    <Card title="Search">
      <form class="row" role="search" aria-label="Search memories" onSubmit={search}>
        <Field label="Search text" type="search" value={query} onInput={setQuery} required maxLength={1024} autoComplete="off" />
        <div class="field namespace-apply">
          <Button kind="primary" type="submit" busy={busy}>
            Search
          </Button>
        </div>
      </form>
      {error && <Alert>{error}</Alert>}
      {result && (
        <div class="search-results">
          <p class="small" role="status">
            {result.results.length === 0 ? `Nothing matches “${result.query}”.` : `${result.results.length} ${result.results.length === 1 ? 'memory matches' : 'memories match'} “${result.query}”, best match first.`}
          </p>
          {result.results.length > 0 && (
            <ol class="hit-list" aria-label="Search results">
              {result.results.map((hit) => (
                <SearchHit
                  key={hit.key}
                  hit={hit}
                  headers={headers!}
                  writable={ns.writable}
                  onChanged={(m) => onChanged(`Saved memory ${m.key}.`)}
                  onDeleted={(key) => {
                    setResult((r) => r && { ...r, results: r.results.filter((h) => h.key !== key) });
                    onChanged(`Deleted memory ${key}.`);
                  }}
                />
              ))}
            </ol>
          )}
        </div>
      )}
    </Card>
  );
}
