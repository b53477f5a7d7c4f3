/**
 * Full-text search (searchMemories) with the server's highlighted snippets: by default over
 * every user and agent of the context (`all_namespaces`), each hit naming its namespace with a
 * button to open it; or in the selected namespace only. A hit has the actions of a memory in the
 * list, taken in the hit's own namespace.
 */
import { useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Card, Field } from '../../components/ui';
import type { MemoryNamespace, NamespaceHeaders } from './namespace';
import { SearchHit } from './SearchHit';

/** A search answer and what it covered (the whole context, or one namespace). */
interface Answer {
  result: Schemas['SearchResponse'];
  everywhere: boolean;
  scope: string;
}

/** `onChanged` says what an action on a hit did (the page announces it and reads the list again). */
export function SearchPanel({ ns, onChanged }: { ns: MemoryNamespace; onChanged(status: string): void }) {
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [everywhere, setEverywhere] = useState(true);
  // Results across the context outlive a change of user or agent (e.g. opening a hit's namespace);
  // one namespace's results are shown only while it is selected.
  const scopeOf = (all: boolean) => (all ? `context|${ns.headers?.['X-Context-ID'] ?? ''}` : `ns|${ns.key ?? ''}`);
  const result = answer && answer.scope === scopeOf(answer.everywhere) ? answer.result : null;
  const searchedEverywhere = answer?.everywhere ?? everywhere;
  const headersOf = (hit: Schemas['SearchResult']): NamespaceHeaders => ({ ...ns.headers!, 'X-User-ID': hit.user_id, 'X-Agent-Name': hit.agent_name });

  async function search(e: Event) {
    e.preventDefault();
    if (!ns.headers || !query.trim()) return;
    setBusy(true);
    setError(null);
    const res = await api.GET('/api/v1/search', { params: { header: ns.headers, query: { q: query.trim(), limit: 20, ...(everywhere ? { all_namespaces: true } : {}) } } });
    setBusy(false);
    if (res.data) setAnswer({ result: res.data, everywhere, scope: scopeOf(everywhere) });
    else setError(describeError(res.error));
  }

  const where = searchedEverywhere ? ' in every user and agent of the context' : ` for ${ns.userId} / ${ns.agentName}`;
  return (
    <Card title="Search">
      <form class="row" role="search" aria-label="Search memories" onSubmit={search}>
        <Field label="Search text" type="search" value={query} onInput={setQuery} required maxLength={4096} autoComplete="off" />
        <div class="field namespace-apply">
          <Button kind="primary" type="submit" busy={busy}>
            Search
          </Button>
        </div>
        <label class="checkbox search-everywhere">
          <input type="checkbox" checked={everywhere} onChange={(e) => setEverywhere((e.target as HTMLInputElement).checked)} />
          All users and agents
        </label>
      </form>
      {error && <Alert>{error}</Alert>}
      {result && (
        <div class="search-results">
          <p class="small" role="status">
            {result.results.length === 0
              ? `Nothing matches “${result.query}”${where}.`
              : `${result.results.length} ${result.results.length === 1 ? 'memory matches' : 'memories match'} “${result.query}”${where}, best match first.`}
          </p>
          {result.results.length > 0 && (
            <ol class="hit-list" aria-label="Search results">
              {result.results.map((hit) => (
                <SearchHit
                  key={hit.id}
                  hit={hit}
                  headers={headersOf(hit)}
                  writable={ns.writable}
                  onChanged={(m) => onChanged(`Saved memory ${m.key}.`)}
                  onDeleted={(key) => {
                    setAnswer((a) => a && { ...a, result: { ...a.result, results: a.result.results.filter((h) => h.id !== hit.id) } });
                    onChanged(`Deleted memory ${key}.`);
                  }}
                >
                  {searchedEverywhere && <HitNamespace hit={hit} ns={ns} />}
                </SearchHit>
              ))}
            </ol>
          )}
        </div>
      )}
    </Card>
  );
}

/** Whose memory a hit is, and a way to open that namespace in the list below. */
function HitNamespace({ hit, ns }: { hit: Schemas['SearchResult']; ns: MemoryNamespace }) {
  const current = hit.user_id === ns.userId && hit.agent_name === ns.agentName;
  return (
    <p class="small hit-namespace">
      User <strong>{hit.user_id}</strong>, agent <strong>{hit.agent_name}</strong>
      {current ? (
        ' (shown below)'
      ) : (
        <>
          {' '}
          <Button kind="link" onClick={() => ns.setWho({ userId: hit.user_id, agentName: hit.agent_name })}>
            {`Open ${hit.user_id} / ${hit.agent_name}`}
          </Button>
        </>
      )}
    </p>
  );
}
