/**
 * Relevance feedback on one memory (by key) or graph node (by node id): useful, irrelevant,
 * outdated (submitFeedback). The result is announced next to the buttons.
 */
import { useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import type { NamespaceHeaders } from './namespace';

type Label = Schemas['FeedbackRequest']['label'];
const LABELS: Array<{ label: Label; text: string }> = [
  { label: 'useful', text: 'Useful' },
  { label: 'irrelevant', text: 'Irrelevant' },
  { label: 'outdated', text: 'Outdated' },
];

/** `name` is how the target is called in the buttons' accessible names ("Mark tea as useful"). */
export function FeedbackButtons({ target, name, headers }: { target: { key: string } | { node_id: string }; name: string; headers: NamespaceHeaders }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  async function send(label: Label) {
    setBusy(true);
    setResult(null);
    const res = await api.POST('/api/v1/feedback', { params: { header: headers }, body: { ...target, label } as Schemas['FeedbackRequest'] });
    setBusy(false);
    setResult(res.data ? { ok: true, text: `Marked ${label}.` } : { ok: false, text: describeError(res.error) });
  }
  return (
    <div class="feedback" role="group" aria-label={`Feedback on ${name}`}>
      <span class="small">Feedback:</span>
      {LABELS.map((l) => (
        <button key={l.label} type="button" class="btn btn-secondary btn-small" disabled={busy} aria-label={`Mark ${name} as ${l.label}`} onClick={() => void send(l.label)}>
          {l.text}
        </button>
      ))}
      <span class={result?.ok === false ? 'feedback-result error-text' : 'feedback-result small'} role="status">
        {result?.text ?? ''}
      </span>
    </div>
  );
}
