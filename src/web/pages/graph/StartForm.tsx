/** Where the picture starts (a memory key, a user, tag, topic or platform name, or a node id) and how far it reaches. */
import { useEffect, useState } from 'preact/hooks';
import { Button, Card, Field, Select } from '../../components/ui';
import type { NodeType } from './graph-model';

export interface Start {
  kind: NodeType | 'node';
  value: string;
  depth: number;
}

const KINDS = [
  { value: 'memory', label: 'Memory key' },
  { value: 'user', label: 'User' },
  { value: 'tag', label: 'Tag' },
  { value: 'topic', label: 'Topic' },
  { value: 'platform', label: 'AI platform' },
  { value: 'node', label: 'Node id (e.g. user:alice)' },
];
const DEPTHS = [1, 2, 3, 4].map((d) => ({ value: String(d), label: `${d} ${d === 1 ? 'edge' : 'edges'}` }));

export function StartForm({ start, busy, onSubmit }: { start: Start; busy: boolean; onSubmit(s: Start): void }) {
  const [draft, setDraft] = useState(start);
  useEffect(() => setDraft(start), [start]);
  return (
    <Card title="Start">
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(draft);
        }}
      >
        <Select label="Start from" value={draft.kind} onChange={(v) => setDraft((d) => ({ ...d, kind: v as Start['kind'] }))} options={KINDS} />
        <Field label="Start node" value={draft.value} onInput={(v) => setDraft((d) => ({ ...d, value: v }))} required maxLength={300} autoComplete="off" />
        <Select label="Depth" value={String(draft.depth)} onChange={(v) => setDraft((d) => ({ ...d, depth: Number(v) }))} options={DEPTHS} />
        <div class="field namespace-apply">
          <Button kind="primary" type="submit" busy={busy}>
            Show graph
          </Button>
        </div>
      </form>
    </Card>
  );
}
