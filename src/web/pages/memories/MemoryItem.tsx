/** One memory in the list: its fields, then edit (inline form), delete (inline confirmation) and feedback. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { ConfirmStep } from '../../components/ConfirmStep';
import { Alert, formatDate } from '../../components/ui';
import { FeedbackButtons } from './FeedbackButtons';
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
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const path = { key: memory.key };
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const previous = useRef(mode);
  // Keyboard focus follows the step (the confirmation focuses its safe choice), then back to the button that left view.
  useEffect(() => {
    if (mode === 'view' && previous.current === 'edit') editButton.current?.focus();
    else if (mode === 'view' && previous.current === 'confirm-delete') deleteButton.current?.focus();
    previous.current = mode;
  }, [mode]);

  async function save(body: Schemas['MemoryCreate']): Promise<string | null> {
    const { key: _key, ...patch } = body;
    const res = await api.PUT('/api/v1/memory/{key}', { params: { path, header: headers }, body: patch });
    if (!res.data) return describeError(res.error);
    setMode('view');
    onChanged(res.data);
    return null;
  }

  async function remove() {
    setBusy(true);
    const res = await api.DELETE('/api/v1/memory/{key}', { params: { path, header: headers } });
    setBusy(false);
    if (res.response.status === 204) onDeleted(memory.key);
    else setError(describeError(res.error));
  }

  return (
    <li class="memory-item">
      <div class="memory-head">
        <h3 class="memory-key">{memory.key}</h3>
        <span class="small">
          {memory.scope} · importance {memory.importance} · updated {formatDate(memory.updated_at)}
        </span>
      </div>
      {mode === 'edit' ? (
        <MemoryForm initial={draftOf(memory)} editing name={memory.key} submitLabel="Save changes" onSubmit={save} onCancel={() => setMode('view')} />
      ) : (
        <p class="memory-value">{memory.value}</p>
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
      {error && <Alert>{error}</Alert>}
      {mode === 'confirm-delete' && (
        <ConfirmStep
          label={`Confirm deleting ${memory.key}`}
          message={<p>Delete this memory? This cannot be undone.</p>}
          confirmLabel="Confirm delete"
          cancelLabel="Keep it"
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setMode('view')}
        />
      )}
      {mode === 'view' && (
        <div class="actions memory-actions">
          <a class="btn btn-ghost btn-small" href={`/graph?key=${encodeURIComponent(memory.key)}`} aria-label={`Show in graph: ${memory.key}`}>
            Show in graph
          </a>
          {writable && (
            <>
              <button ref={editButton} type="button" class="btn btn-secondary btn-small" aria-label={`Edit memory ${memory.key}`} onClick={() => setMode('edit')}>
                Edit
              </button>
              <button ref={deleteButton} type="button" class="btn btn-danger btn-small" aria-label={`Delete memory ${memory.key}`} onClick={() => setMode('confirm-delete')}>
                Delete
              </button>
              <FeedbackButtons target={{ key: memory.key }} name={memory.key} headers={headers} />
            </>
          )}
        </div>
      )}
    </li>
  );
}
