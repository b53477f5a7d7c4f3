/**
 * Write throughput on the cluster of `npm run cluster` (PostgreSQL with pgvector where it is
 * installed, Redis, two nodes, HAProxy, all throw-away on loopback): REST writes of new
 * memories through the load balancer, as the bench's write load does on one node.
 *
 *   npx tsx bench/cluster-writes.ts
 *   BENCH_CLUSTER_WRITES=5000 BENCH_WRITE_CLIENTS=8 BENCH_CLUSTER_NODES=2 BENCH_SEED=42
 *
 * A warm-up of 500 writes comes first (connections, caches, the model), then the measured ones.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startCluster } from '../scripts/cluster/launcher.js';
import { runLoad } from './lib/autocannon-run.js';
import { syntheticMemory } from './lib/sentences.js';
import { createBenchKey } from './lib/store-setup.js';

const int = (name: string, fallback: number) => (process.env[name] ? Number.parseInt(process.env[name]!, 10) : fallback);
const writes = int('BENCH_CLUSTER_WRITES', 5_000);
const clients = int('BENCH_WRITE_CLIENTS', 8);
const nodes = int('BENCH_CLUSTER_NODES', 2);
const seed = int('BENCH_SEED', 42);

const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-cluster-writes-'));
let apiKey = '';
const cluster = await startCluster({
  port: 0,
  nodes,
  nodeEnv: { LOG_LEVEL: 'warn' },
  beforeNodes: async (env) => {
    apiKey = await createBenchKey({ dataDir: keyDir, databaseUrl: env.DATABASE_URL });
  },
});
try {
  let next = 0;
  const load = (amount: number) => runLoad({
    url: `${cluster.url}/api/v1/memory`,
    method: 'POST',
    connections: clients,
    amount,
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    setupRequest: (request) => {
      const m = syntheticMemory(seed, next++);
      return { ...request, body: JSON.stringify({ key: m.key, value: m.value, tags: m.tags, importance: m.importance }) };
    },
  });
  await load(500);
  const started = performance.now();
  const result = await load(writes);
  const seconds = (performance.now() - started) / 1000;
  const backlog = await fetch(`${cluster.url}/api/v1/metrics`, { headers: { authorization: `Bearer ${apiKey}` } }).then(async (r) => ((await r.json()) as { embedding_backlog?: number }).embedding_backlog);
  console.log(JSON.stringify({
    nodes, clients, writes, acknowledged: result.ok2xx, statuses: result.statuses, seconds: Number(seconds.toFixed(1)),
    perSecond: Math.round(result.ok2xx / seconds), p50ms: result.p50, p99ms: result.p99, embeddingBacklogAfter: backlog,
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  }));
} finally {
  await cluster.stop();
  fs.rmSync(keyDir, { recursive: true, force: true });
}
