/**
 * /memories: the memories of one namespace (context, user, agent): search them, add one,
 * browse, edit, delete and rate them.
 */
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Layout } from '../../components/Layout';
import { Alert, Card } from '../../components/ui';
import { MemoryBrowser } from './MemoryBrowser';
import { MemoryForm } from './MemoryForm';
import { EMPTY_DRAFT } from './memory-input';
import { NamespaceBar } from './NamespaceBar';
import { NamespaceDirectory } from './NamespaceDirectory';
import { useMemoryNamespace } from './namespace';
import { SearchPanel } from './SearchPanel';

export default function MemoriesPage() {
  const ns = useMemoryNamespace();
  const [status, setStatus] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  useEffect(() => setStatus(null), [ns.key]);

  async function create(body: Schemas['MemoryCreate']): Promise<string | null> {
    if (!ns.headers) return 'Choose a context first.';
    const res = await api.POST('/api/v1/memory', { params: { header: ns.headers }, body });
    if (!res.data) return describeError(res.error);
    setStatus(res.response.status === 201 ? `Saved memory ${res.data.key}.` : `Replaced memory ${res.data.key}.`);
    setRevision((r) => r + 1);
    return null;
  }

  return (
    <Layout title="Memories">
      <p class="lead">What your AI clients remember, by context, user and agent.</p>
      <NamespaceBar ns={ns} />
      {ns.headers && <NamespaceDirectory ns={ns} revision={revision} />}
      {status && <Alert kind="success">{status}</Alert>}
      {ns.headers && (
        <>
          <div class="grid-2">
            <SearchPanel
              ns={ns}
              onChanged={(text) => {
                setStatus(text);
                setRevision((r) => r + 1);
              }}
            />
            {ns.writable && (
              <Card title="New memory">
                <MemoryForm initial={EMPTY_DRAFT} submitLabel="Save memory" onSubmit={create} />
              </Card>
            )}
          </div>
          <MemoryBrowser ns={ns} revision={revision} onStatus={setStatus} />
        </>
      )}
    </Layout>
  );
}
