/** Home of a signed-in person: what their memory holds, service health, and how to connect an AI client. */
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import type { Schemas } from '../../api/types';
import { Layout } from '../../components/Layout';
import { Card } from '../../components/ui';
import { displayName, useSession } from '../../session';
import { ConnectClient } from './ConnectClient';
import { storageText } from './storage-text';

export default function DashboardPage() {
  const session = useSession();
  const [metrics, setMetrics] = useState<Schemas['MetricsResponse'] | null>(null);
  const [health, setHealth] = useState<Schemas['HealthResponse'] | null>(null);
  useEffect(() => {
    if (session.status !== 'signed-in') return;
    void api.GET('/api/v1/metrics').then((r) => setMetrics(r.data ?? null));
    void api.GET('/api/v1/health').then((r) => setHealth((r.data ?? r.error) as Schemas['HealthResponse'] | null));
  }, [session.status, session.user?.id]);
  return (
    <Layout title="Dashboard">
      {session.user && <p class="lead">Welcome, {displayName(session.user)}.</p>}
      <div class="stats" aria-label="Your memory at a glance">
        <Stat label="Memories" value={metrics?.memories_count} href="/memories" />
        <Stat label="Graph nodes" value={metrics?.graph_nodes} href="/graph" />
        <Stat label="Graph edges" value={metrics?.graph_edges} href="/graph" />
        <Stat label="Storage used" value={metrics ? storageText(metrics.storage_size_mb) : undefined} />
      </div>
      <ConnectClient />
      {health && (
        <Card title="Service health">
          <p>
            Status: <strong class={`status status-${health.status}`}>{health.status}</strong>
          </p>
          <ul class="inline-list">
            {Object.entries(health.services).map(([name, status]) => (
              <li key={name}>
                {name}: {String(status)}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </Layout>
  );
}

function Stat({ label, value, href }: { label: string; value: number | string | undefined; href?: string }) {
  const body = (
    <>
      <span class="stat-value">{value === undefined ? '…' : value.toLocaleString()}</span>
      <span class="stat-label">{label}</span>
    </>
  );
  return href ? (
    <a class="stat" href={href}>
      {body}
    </a>
  ) : (
    <div class="stat">{body}</div>
  );
}
