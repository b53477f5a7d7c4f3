/** Records one exchange between an AI and the user (createInteraction), to try the graph and patterns. */
import { useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Card, Field, TextArea } from '../../components/ui';
import type { NamespaceHeaders } from '../memories/namespace';

export function InteractionForm({ userId, headers, onRecorded }: { userId: string; headers: NamespaceHeaders; onRecorded(r: Schemas['InteractionResponse']): void }) {
  const [query, setQuery] = useState('');
  const [response, setResponse] = useState('');
  const [platform, setPlatform] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: Event) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const body: Schemas['InteractionCreate'] = { user_id: userId, query: query.trim(), response: response.trim(), metadata: { source: 'web' }, ...(platform.trim() ? { ai_platform: platform.trim() } : {}) };
    const res = await api.POST('/api/v1/graph/interactions', { params: { header: { ...headers, 'X-User-ID': userId } }, body });
    setBusy(false);
    if (!res.data) {
      setError(describeError(res.error));
      return;
    }
    setQuery('');
    setResponse('');
    onRecorded(res.data);
  }
  return (
    <Card title="Record an interaction">
      <p class="small">An exchange between an AI and {userId}: its topics and related memories join the graph.</p>
      <form onSubmit={submit}>
        {error && <Alert>{error}</Alert>}
        <TextArea label="Question asked" value={query} onInput={setQuery} required maxLength={65536} rows={2} />
        <TextArea label="AI answer" value={response} onInput={setResponse} required maxLength={65536} rows={3} />
        <Field label="AI platform (optional)" value={platform} onInput={setPlatform} maxLength={64} autoComplete="off" hint="For example claude or chatgpt" />
        <Button kind="primary" type="submit" busy={busy}>
          Record interaction
        </Button>
      </form>
    </Card>
  );
}
