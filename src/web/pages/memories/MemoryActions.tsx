/**
 * What a person can do with one memory, wherever it is shown (the list, a search hit): show
 * it in the graph, edit it (the caller shows the form), delete it (an inline confirmation
 * whose first focus is "Keep it") and rate it.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import { ConfirmStep } from '../../components/ConfirmStep';
import { Alert } from '../../components/ui';
import { FeedbackButtons } from './FeedbackButtons';
import type { NamespaceHeaders } from './namespace';

interface Props {
  memoryKey: string;
  headers: NamespaceHeaders;
  writable: boolean;
  /** The caller's edit form is open: the actions step aside, and take focus back when it closes. */
  editing: boolean;
  onEdit(): void;
  onDeleted(key: string): void;
}

export function MemoryActions({ memoryKey, headers, writable, editing, onEdit, onDeleted }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  const wasConfirming = useRef(confirming);
  // Keyboard focus goes back to the button that left the list view.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    if (wasConfirming.current && !confirming) deleteButton.current?.focus();
    wasEditing.current = editing;
    wasConfirming.current = confirming;
  }, [editing, confirming]);

  async function remove() {
    setBusy(true);
    const res = await api.DELETE('/api/v1/memory/{key}', { params: { path: { key: memoryKey }, header: headers } });
    setBusy(false);
    if (res.response.status === 204) onDeleted(memoryKey);
    else setError(describeError(res.error));
  }

  if (editing) return null;
  return (
    <>
      {error && <Alert>{error}</Alert>}
      {confirming && (
        <ConfirmStep
          label={`Confirm deleting ${memoryKey}`}
          message={<p>Delete this memory? This cannot be undone.</p>}
          confirmLabel="Confirm delete"
          cancelLabel="Keep it"
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      )}
      {!confirming && (
        <div class="actions memory-actions">
          <a class="btn btn-ghost btn-small" href={`/graph?key=${encodeURIComponent(memoryKey)}`} aria-label={`Show in graph: ${memoryKey}`}>
            Show in graph
          </a>
          {writable && (
            <>
              <button ref={editButton} type="button" class="btn btn-secondary btn-small" aria-label={`Edit memory ${memoryKey}`} onClick={onEdit}>
                Edit
              </button>
              <button ref={deleteButton} type="button" class="btn btn-danger btn-small" aria-label={`Delete memory ${memoryKey}`} onClick={() => setConfirming(true)}>
                Delete
              </button>
              <FeedbackButtons target={{ key: memoryKey }} name={memoryKey} headers={headers} />
            </>
          )}
        </div>
      )}
    </>
  );
}
