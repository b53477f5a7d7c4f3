/**
 * The memories of the namespace, newest first, filtered by scope and tags, one page at a
 * time (listMemories with limit and cursor; "Load more" appends the next page).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Card, Field, Select, Spinner } from '../../components/ui';
import { MemoryItem } from './MemoryItem';
import { parseTags } from './memory-input';
import type { MemoryNamespace } from './namespace';

type Memory = Schemas['MemoryResponse'];
const PAGE_SIZE = 20;
const SCOPES = [
  { value: '', label: 'All scopes' },
  { value: 'persistent', label: 'Persistent' },
  { value: 'working', label: 'Working' },
];

interface Filters {
  scope: '' | 'persistent' | 'working';
  tags: string;
}

/** `revision` changes when the page wrote a memory, so the first page is read again. */
export function MemoryBrowser({ ns, revision, onStatus }: { ns: MemoryNamespace; revision: number; onStatus(text: string): void }) {
  const [draft, setDraft] = useState<Filters>({ scope: '', tags: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [items, setItems] = useState<Memory[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0); // answers to superseded requests are dropped

  async function load(after: string | null) {
    if (!ns.headers) return;
    const request = ++latest.current;
    setLoading(true);
    setError(null);
    const tags = parseTags(filters.tags);
    const res = await api.GET('/api/v1/memory', {
      params: {
        header: ns.headers,
        query: { limit: PAGE_SIZE, ...(after ? { cursor: after } : {}), ...(filters.scope ? { scope: filters.scope } : {}), ...(tags.length ? { tag: tags } : {}) },
      },
    });
    if (request !== latest.current) return;
    setLoading(false);
    if (!res.data) {
      setError(describeError(res.error));
      return;
    }
    const page = res.data;
    setItems((prev) => (after && prev ? [...prev, ...page.items] : page.items));
    setCursor(page.next_cursor);
  }

  useEffect(() => {
    setItems(null);
    void load(null);
  }, [ns.key, filters.scope, filters.tags, revision]);

  const headers = ns.headers;
  return (
    <Card title="Memories">
      <form
        class="row filters"
        aria-label="Filter memories"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(draft);
        }}
      >
        <Select label="Scope" value={draft.scope} onChange={(v) => setDraft((d) => ({ ...d, scope: v as Filters['scope'] }))} options={SCOPES} />
        <Field label="Tags (comma-separated, all must match)" value={draft.tags} onInput={(v) => setDraft((d) => ({ ...d, tags: v }))} autoComplete="off" />
        <div class="field namespace-apply">
          <Button type="submit">Apply filters</Button>
        </div>
      </form>
      {error && <Alert>{error}</Alert>}
      {items === null || !headers ? (
        !error && <Spinner label="Loading memories" />
      ) : items.length === 0 ? (
        <p class="muted">No memories here yet{filters.scope || filters.tags ? ' that match the filters' : ''}.</p>
      ) : (
        <ul class="memory-list" aria-label="Memories">
          {items.map((m) => (
            <MemoryItem
              key={`${m.agent_name}/${m.key}`}
              memory={m}
              headers={headers}
              writable={ns.writable}
              onChanged={(updated) => {
                setItems((list) => list && list.map((x) => (x.key === updated.key ? updated : x)));
                onStatus(`Saved memory ${updated.key}.`);
              }}
              onDeleted={(key) => {
                setItems((list) => list && list.filter((x) => x.key !== key));
                onStatus(`Deleted memory ${key}.`);
              }}
            />
          ))}
        </ul>
      )}
      {cursor && items && (
        <div class="actions">
          <Button busy={loading} onClick={() => void load(cursor)}>
            Load more memories
          </Button>
        </div>
      )}
    </Card>
  );
}
