/**
 * Where the Memories page starts: every user and agent with memories in the chosen context
 * (listMemoryNamespaces), with counts and last write; choosing one opens its memories.
 */
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Card, formatDate } from '../../components/ui';
import type { MemoryNamespace } from './namespace';

type Listing = Schemas['MemoryNamespaceListResponse'];

export function NamespaceDirectory({ ns, revision }: { ns: MemoryNamespace; revision: number }) {
  const [listing, setListing] = useState<Listing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const contextId = ns.headers?.['X-Context-ID'];

  useEffect(() => {
    if (!contextId) return;
    void api.GET('/api/v1/memory-namespaces', { params: { header: { 'X-Context-ID': contextId } } }).then((r) => {
      if (r.error) setError(describeError(r.error));
      else {
        setError(null);
        setListing(r.data);
      }
    });
  }, [contextId, revision]);

  if (error) return <Alert>{error}</Alert>;
  if (!listing) return null;
  const total = listing.namespaces.reduce((n, x) => n + x.memories, 0);
  return (
    <Card title="Who has memories here">
      {listing.namespaces.length === 0 ? (
        <p class="muted">No user or agent has memories in this context yet.</p>
      ) : (
        <>
          <p class="small">
            {total.toLocaleString()} {total === 1 ? 'memory' : 'memories'} from {listing.total} {listing.total === 1 ? 'user and agent' : 'users and agents'}, most recently written first. Choose one to see its memories.
          </p>
          <ul class="namespace-list" aria-label="Users and agents with memories">
            {listing.namespaces.map((n) => {
              const current = n.user_id === ns.userId && n.agent_name === ns.agentName;
              return (
                <li key={`${n.user_id}|${n.agent_name}`}>
                  <Button kind={current ? 'primary' : 'secondary'} aria-pressed={current ? 'true' : 'false'} onClick={() => ns.setWho({ userId: n.user_id, agentName: n.agent_name })}>
                    {n.user_id} · {n.agent_name}
                  </Button>{' '}
                  <span class="small muted">
                    {n.memories.toLocaleString()} {n.memories === 1 ? 'memory' : 'memories'}, last written {formatDate(n.last_write_at)}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Card>
  );
}
