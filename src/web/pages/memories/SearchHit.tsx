/**
 * One search hit: its key, the highlighted snippet, and the same actions as a memory in the
 * list. Editing reads the whole memory first (a hit carries only an excerpt of it).
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert } from '../../components/ui';
import { MemoryActions } from './MemoryActions';
import { MemoryForm } from './MemoryForm';
import { draftOf } from './memory-input';
import type { NamespaceHeaders } from './namespace';
import { Snippet } from './HighlightedSnippet';

interface Props {
  hit: Schemas['SearchResult'];
  headers: NamespaceHeaders;
  writable: boolean;
  onChanged(memory: Schemas['MemoryResponse']): void;
  onDeleted(key: string): void;
  /** Shown under the key (whose memory it is, when the search covered several namespaces). */
  children?: ComponentChildren;
}

export function SearchHit({ hit, headers, writable, onChanged, onDeleted, children }: Props) {
  const [editing, setEditing] = useState<Schemas['MemoryResponse'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const path = { key: hit.key };

  async function edit() {
    setError(null);
    const res = await api.GET('/api/v1/memory/{key}', { params: { path, header: headers } });
    if (res.data) setEditing(res.data);
    else setError(describeError(res.error));
  }

  async function save(body: Schemas['MemoryCreate']): Promise<string | null> {
    const { key: _key, ...patch } = body;
    const res = await api.PUT('/api/v1/memory/{key}', { params: { path, header: headers }, body: patch });
    if (!res.data) return describeError(res.error);
    setEditing(null);
    onChanged(res.data);
    return null;
  }

  return (
    <li>
      <strong class="memory-key">{hit.key}</strong>
      {children}
      {editing ? (
        <MemoryForm initial={draftOf(editing)} editing name={hit.key} submitLabel="Save changes" onSubmit={save} onCancel={() => setEditing(null)} />
      ) : (
        <p class="snippet">
          <Snippet snippet={hit.snippet} />
        </p>
      )}
      {error && <Alert>{error}</Alert>}
      <MemoryActions memoryKey={hit.key} headers={headers} writable={writable} editing={editing !== null} onEdit={() => void edit()} onDeleted={onDeleted} />
    </li>
  );
}
