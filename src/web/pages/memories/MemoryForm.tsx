/** The fields of a memory: key (fixed when editing), value, scope, tags, importance, metadata JSON. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { Alert, Button, Field, Select, TextArea } from '../../components/ui';
import { parseDraft, type MemoryDraft } from './memory-input';
import type { Schemas } from '../../api/types';

interface Props {
  initial: MemoryDraft;
  editing?: boolean;
  /** The memory being edited: the form takes focus and is named after it. */
  name?: string;
  submitLabel: string;
  /** Resolves to an error sentence, or null when saved. */
  onSubmit(body: Schemas['MemoryCreate']): Promise<string | null>;
  onCancel?(): void;
}

const SCOPES = [
  { value: 'persistent', label: 'Persistent' },
  { value: 'working', label: 'Working (expires)' },
];

export function MemoryForm({ initial, editing, name, submitLabel, onSubmit, onCancel }: Props) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (editing) form.current?.querySelector('textarea')?.focus();
  }, [editing]);
  const set = (field: keyof MemoryDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  async function submit(e: Event) {
    e.preventDefault();
    const parsed = parseDraft(draft);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setBusy(true);
    const failure = await onSubmit(parsed.body);
    setBusy(false);
    setError(failure);
    if (!failure && !editing) setDraft((d) => ({ ...d, key: '', value: '', tags: '', metadata: '' }));
  }
  return (
    <form ref={form} class="memory-form" onSubmit={submit} aria-label={name ? `Edit memory ${name}` : undefined}>
      {error && <Alert>{error}</Alert>}
      {!editing && <Field label="Key" value={draft.key} onInput={set('key')} required maxLength={256} autoComplete="off" hint="Names the memory, for example user.preferences.tea" />}
      <TextArea label="Value" value={draft.value} onInput={set('value')} required maxLength={65536} />
      <div class="row">
        <Select label="Scope" value={draft.scope} onChange={set('scope')} options={SCOPES} />
        <Field label="Tags (comma-separated)" value={draft.tags} onInput={set('tags')} autoComplete="off" />
        <Field label="Importance (0 to 1)" type="number" min={0} max={1} step={0.05} value={draft.importance} onInput={set('importance')} required />
      </div>
      <TextArea label="Metadata (JSON, optional)" value={draft.metadata} onInput={set('metadata')} spellcheck={false} class="mono" />
      <div class="actions">
        <Button kind="primary" type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
