/**
 * The two-node row: a store filled by COPY on the bench's PostgreSQL server, then the
 * cluster of `npm run cluster` on that database (its own Redis, N nodes, HAProxy; all on this
 * machine with the load generator), and through HAProxy: recall under load (32 connections,
 * a different query per request) and REST writes of new memories (8 clients), each with the
 * CPU every process used per request and the requests each node answered.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import knexFactory from 'knex';
import { startCluster, type Cluster } from '../../scripts/cluster/launcher.js';
import { runLoad, type LoadOptions } from './autocannon-run.js';
import { cpuPerRequest, NodesDown, sampleCpu, ServedBy, waitUntilQuiet, type CpuParticipants } from './cluster-cpu.js';
import { localPostmaster } from './concurrent-writes.js';
import { copyFill, type CopyFillOptions } from './copy-fill.js';
import { mulberry32 } from './prng.js';
import { createBenchDatabase } from './postgres.js';
import type { ClusterRun, ClusterScenario } from './results.js';
import { recallQuery, syntheticMemory } from './sentences.js';
import { createBenchKey } from './store-setup.js';

export interface ClusterBenchOptions {
  /** Admin URL of the bench's PostgreSQL server (a fresh database is made on it and dropped after). */
  adminUrl: string;
  storeLabel: string;
  size: number;
  nodes: number;
  seed: number;
  recallConnections: number;
  recallSeconds: number;
  writes: number;
  writeClients: number;
  warmupSeconds: number;
  fill?: CopyFillOptions;
  log: (message: string) => void;
}

/** One load through the balancer, with the CPU of every participant and the answers per node. */
async function measured(cluster: Cluster, participants: CpuParticipants, load: Omit<LoadOptions, 'onResponse'>, warmup: () => Promise<unknown>): Promise<ClusterScenario> {
  await warmup();
  await waitUntilQuiet(participants);
  const servedBy = new ServedBy();
  const down = new NodesDown(cluster.nodes.map((n) => n.name), () => cluster.balancer.upNodes());
  const before = sampleCpu(participants);
  const started = performance.now();
  const result = await runLoad({ ...load, onResponse: (_status, _body, _context, headers) => servedBy.see(headers) }).finally(() => down.stop());
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuPerRequest(before, sampleCpu(participants), result.ok2xx);
  return {
    load: { ...result, seconds, rps: result.ok2xx / seconds },
    statuses: result.statuses,
    answeredBy: servedBy.counts,
    nodeDownSamples: await down.result(),
    cpuMsPerRequest: cpu,
  };
}

export async function benchCluster(options: ClusterBenchOptions): Promise<ClusterRun> {
  const run: ClusterRun = { storeLabel: options.storeLabel, size: options.size, nodes: options.nodes, fill: null, recallLoad: null, writes: null, notes: [] };
  const database = await createBenchDatabase(options.adminUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-bench-cluster-'));
  let cluster: Cluster | undefined;
  try {
    const location = { dataDir, databaseUrl: database.url };
    const apiKey = await createBenchKey(location);
    options.log(`cluster ${options.size}: filling ${options.size} memories with COPY`);
    run.fill = await copyFill(location, apiKey, options.seed, 0, options.size, options.log, options.fill);

    options.log(`cluster ${options.size}: starting Redis, ${options.nodes} nodes and HAProxy on the filled database`);
    cluster = await startCluster({ databaseUrl: database.url, nodes: options.nodes, nodeEnv: { LOG_LEVEL: 'warn' } });
    const admin = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 1 } });
    const postmaster = await localPostmaster(admin).finally(() => admin.destroy());
    const participants: CpuParticipants = {
      nodes: Object.fromEntries(cluster.nodes.map((n) => [n.name, n.pid!])),
      others: { HAProxy: cluster.balancer.process.child.pid!, ...(cluster.redis ? { Redis: cluster.redis.process.child.pid! } : {}) },
      postmaster,
    };
    const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };

    options.log(`cluster ${options.size}: recall under load through HAProxy, ${options.recallConnections} connections, ${options.recallSeconds} s`);
    const queries = mulberry32(options.seed + 7 + options.size);
    const recall: Omit<LoadOptions, 'onResponse'> = {
      url: `${cluster.url}/api/v1/recall`, method: 'POST', connections: options.recallConnections, duration: options.recallSeconds, headers,
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ query: recallQuery(queries), k: 5 }) }),
    };
    run.recallLoad = await measured(cluster, participants, recall, () => runLoad({ ...recall, duration: options.warmupSeconds }));

    options.log(`cluster ${options.size}: ${options.writes} REST writes through HAProxy, ${options.writeClients} clients`);
    let next = options.size;
    const writes: Omit<LoadOptions, 'onResponse'> = {
      url: `${cluster.url}/api/v1/memory`, method: 'POST', connections: options.writeClients, amount: options.writes, headers,
      setupRequest: (request) => {
        const m = syntheticMemory(options.seed, next++);
        return { ...request, body: JSON.stringify({ key: m.key, value: m.value, tags: m.tags, importance: m.importance }) };
      },
    };
    const warmupWrites = Math.min(500, Math.ceil(options.writes / 10));
    run.writes = await measured(cluster, participants, writes, () => runLoad({ ...writes, amount: warmupWrites }));
    const metrics = await fetch(`${cluster.url}/api/v1/metrics`, { headers }).then(async (r) => (await r.json()) as { embedding_backlog?: number; memories_count?: number });
    run.notes.push(`after the writes: ${metrics.memories_count?.toLocaleString('en-US')} memories, embedding backlog ${metrics.embedding_backlog} (writes embed on the node that took them; warm-up: ${options.warmupSeconds} s of recall, ${warmupWrites} writes, not counted)`);
    for (const [what, scenario] of [['recall', run.recallLoad], ['writes', run.writes]] as const) {
      if (scenario.load.non2xx || scenario.load.errors) run.notes.push(`${what}: ${scenario.load.non2xx} non-2xx answers, ${scenario.load.errors} errors (statuses ${JSON.stringify(scenario.statuses)})`);
    }
  } catch (error) {
    run.error = error instanceof Error ? error.message : String(error);
    options.log(`cluster ${options.size}: ${run.error}`);
  } finally {
    await cluster?.stop();
    await database.drop().catch((error: unknown) => options.log(`could not drop the cluster database: ${String(error)}`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return run;
}
