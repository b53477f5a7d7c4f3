/** One memory in the list: its fields, then its actions (edit in an inline form, delete, feedback). */
import { useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { formatDate } from '../../components/ui';
import { ClampedValue } from './ClampedValue';
import { MemoryActions } from './MemoryActions';
import { MemoryForm } from './MemoryForm';
import { draftOf } from './memory-input';
import type { NamespaceHeaders } from './namespace';

type Memory = Schemas['MemoryResponse'];

interface Props {
  memory: Memory;
  headers: NamespaceHeaders;
  writable: boolean;
  onChanged(memory: Memory): void;
  onDeleted(key: string): void;
}

export function MemoryItem({ memory, headers, writable, onChanged, onDeleted }: Props) {
  const [editing, setEditing] = useState(false);

  async function save(body: Schemas['MemoryCreate']): Promise<string | null> {
    const { key: _key, ...patch } = body;
    const res = await api.PUT('/api/v1/memory/{key}', { params: { path: { key: memory.key }, header: headers }, body: patch });
    if (!res.data) return describeError(res.error);
    setEditing(false);
    onChanged(res.data);
    return null;
  }

  return (
    <li class="memory-item">
      <div class="memory-head">
        <h3 class="memory-key">{memory.key}</h3>
        <span class="small">
          {memory.scope} · importance {memory.importance} · updated {formatDate(memory.updated_at)}
        </span>
      </div>
      {editing ? (
        <MemoryForm initial={draftOf(memory)} editing name={memory.key} submitLabel="Save changes" onSubmit={save} onCancel={() => setEditing(false)} />
      ) : (
        <ClampedValue value={memory.value} />
      )}
      {memory.tags.length > 0 && (
        <p class="memory-tags">
          <span class="visually-hidden">Tags: </span>
          {memory.tags.map((t) => (
            <span class="tag" key={t}>
              {t}
            </span>
          ))}
        </p>
      )}
      <MemoryActions memoryKey={memory.key} headers={headers} writable={writable} editing={editing} onEdit={() => setEditing(true)} onDeleted={onDeleted} />
    </li>
  );
}
