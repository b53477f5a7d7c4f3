/**
 * `npm run bench`: one run, one machine, one table. Measures the memory server (child
 * process) on the embedded store and on PostgreSQL at each size, beside a bare Koa handler
 * (the framework ceiling) and the MCP reference memory server, then prints a Markdown
 * report and writes bench/results/latest.md and latest.json.
 *
 * Environment (all optional):
 *   BENCH_SIZES=10000,100000      store sizes, ascending
 *   BENCH_STORES=pglite,postgres  which stores (postgres starts scripts/pg-test-server.sh)
 *   BENCH_REST_WRITES=5000        memories per size written through REST (the write load)
 *   BENCH_WRITE_CLIENTS=8         concurrent REST writers
 *   BENCH_GET_CONNECTIONS=32 BENCH_GET_SECONDS=10   autocannon settings (bare Koa and GET by key)
 *   BENCH_LATENCY_SAMPLES=200     recall and search requests per size (one client)
 *   BENCH_RECALL_CONNECTIONS=32 BENCH_RECALL_SECONDS=10   recall under load (0 s skips it)
 *   BENCH_REFERENCE=1             0 skips the MCP reference server
 *   BENCH_STAGE_RECALLS=100 BENCH_STAGE_WRITES=200   per-stage CPU profile after each size, in
 *                                 process on the bench's store (bench/lib/stage-profile.ts; 0 skips it)
 *   BENCH_PG_FILL=auto            PostgreSQL's bulk part: upsert (memory repository), copy (COPY with
 *                                 precomputed vectors, bench/lib/copy-fill.ts), auto (copy above 200k rows)
 *   BENCH_PG_MAINTENANCE_MEM=2GB BENCH_PG_INDEX_WORKERS=1   the COPY fill's index builds (HNSW graph
 *                                 in memory: about 1 GB per million 100-d vectors; parallel workers)
 *   BENCH_PG_JIT=on|off           the bench server's jit (PostgreSQL's default, on, otherwise); the report says so
 *   BENCH_CLUSTER=1               also the nodes-behind-HAProxy row (bench/lib/cluster-run.ts): COPY fill of
 *                                 BENCH_CLUSTER_SIZE=100000 on the bench's PostgreSQL, BENCH_CLUSTER_NODES=2 nodes,
 *                                 recall under load (BENCH_RECALL_CONNECTIONS, BENCH_RECALL_SECONDS) and
 *                                 BENCH_CLUSTER_WRITES=5000 writes (BENCH_WRITE_CLIENTS) through HAProxy.
 *                                 BENCH_STORES=none BENCH_REFERENCE=0 BENCH_CLUSTER=1 runs only that row
 *   BENCH_SEED=42 BENCH_PG_PORT=55480
 *   BENCH_CONTEXT_ONLY=1          print only the context cost (tools/list tokens per group, answer
 *                                 overhead), measured in-process in a few seconds
 *
 * Arguments:
 *   --out DIR    write report.md, report.json (and the profiles) to DIR instead of bench/results/
 *   --profile    run GET by key and recall under load once more with the server's CPU profiler
 *                on, and write per scenario a .cpuprofile (speedscope, Chrome DevTools), a flame
 *                graph (.svg), folded stacks and the top functions (.md), summarised in the report
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { runLoad } from './lib/autocannon-run.js';
import { freePort, spawnServer } from './lib/child-process.js';
import { machineInfo } from './lib/machine.js';
import { benchStore, type StoreBenchOptions } from './lib/memplat-run.js';
import { createBenchDatabase, startBenchPostgres, type BenchPostgres } from './lib/postgres.js';
import { readRssMiB } from './lib/process-memory.js';
import type { ProfilingTarget } from './lib/profiled-scenario.js';
import { benchReferenceServer } from './lib/reference-server.js';
import { measureContextCost, renderContextCost } from './lib/context-cost.js';
import { renderReport } from './lib/report.js';
import { benchCluster } from './lib/cluster-run.js';
import type { BareKoaRun, BenchReport, ClusterRun, ReferenceRun, StoreRun } from './lib/results.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const int = (name: string, fallback: number) => (env[name] ? Number.parseInt(env[name]!, 10) : fallback);
const log = (message: string) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  if (at < 0) return undefined;
  const value = process.argv[at + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return path.resolve(value);
}
const outDir = argument('--out');
const profile = process.argv.includes('--profile');

const settings = {
  sizes: (env.BENCH_SIZES ?? '10000,100000').split(',').map((s) => Number.parseInt(s.trim(), 10)).filter((n) => n > 0).sort((a, b) => a - b),
  stores: (env.BENCH_STORES ?? 'pglite,postgres').split(',').map((s) => s.trim()).filter((s) => s === 'pglite' || s === 'postgres'),
  restWrites: int('BENCH_REST_WRITES', 5_000),
  writeConnections: int('BENCH_WRITE_CLIENTS', 8),
  getConnections: int('BENCH_GET_CONNECTIONS', 32),
  getDurationSeconds: int('BENCH_GET_SECONDS', 10),
  warmupSeconds: 2,
  latencySamples: int('BENCH_LATENCY_SAMPLES', 200),
  recallConnections: int('BENCH_RECALL_CONNECTIONS', 32),
  recallDurationSeconds: int('BENCH_RECALL_SECONDS', 10),
  seed: int('BENCH_SEED', 42),
  reference: env.BENCH_REFERENCE !== '0',
  stageRecalls: int('BENCH_STAGE_RECALLS', 100),
  stageWrites: int('BENCH_STAGE_WRITES', 200),
  pgPort: int('BENCH_PG_PORT', 55480),
  pgFill: (['copy', 'upsert'].includes(env.BENCH_PG_FILL ?? '') ? env.BENCH_PG_FILL : 'auto') as 'auto' | 'copy' | 'upsert',
  copyFill: { maintenanceWorkMem: env.BENCH_PG_MAINTENANCE_MEM, parallelWorkers: env.BENCH_PG_INDEX_WORKERS ? int('BENCH_PG_INDEX_WORKERS', 1) : undefined },
  cluster: env.BENCH_CLUSTER === '1',
  clusterSize: int('BENCH_CLUSTER_SIZE', 100_000),
  clusterNodes: int('BENCH_CLUSTER_NODES', 2),
  clusterWrites: int('BENCH_CLUSTER_WRITES', 5_000),
};

function commandLine(): string {
  const vars = Object.keys(env).filter((k) => k.startsWith('BENCH_')).sort().map((k) => `${k}=${env[k]}`);
  const cmd = env.npm_lifecycle_event === 'bench' ? 'npm run bench' : `tsx ${path.relative(repoRoot, fileURLToPath(import.meta.url))}`;
  const args = process.argv.slice(2).map((a) => (a === outDir || path.resolve(a) === outDir ? 'DIR' : a));
  return [...vars, cmd, ...(args.length && cmd.startsWith('npm') ? ['--', ...args] : args)].join(' ');
}

function revision(): BenchReport['revision'] {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--', 'src'], { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean).length;
    return { commit, changedSourceFiles: changed };
  } catch {
    return undefined;
  }
}

async function benchBareKoa(): Promise<BareKoaRun> {
  const server = await spawnServer({
    command: process.execPath,
    args: ['--import', 'tsx', path.join(repoRoot, 'bench/lib/bare-koa-server.ts')],
    cwd: repoRoot,
    env: { ...env, PORT: String(await freePort()) },
    readyPattern: /listening on (http:\/\/\S+)/,
  });
  try {
    const get = await runLoad({ url: `${server.url}/api/v1/memory/bench.note.1`, connections: settings.getConnections, duration: settings.getDurationSeconds, warmupSeconds: settings.warmupSeconds, headers: { authorization: 'Bearer mp_unused' }, serverPid: server.pid });
    return { get, rssMiB: readRssMiB(server.pid) };
  } finally {
    await server.stop();
  }
}

async function benchOneStore(store: 'pglite' | 'postgres', pg: BenchPostgres | null, notes: string[]): Promise<StoreRun[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `memplat-bench-${store}-`));
  const database = store === 'postgres' ? await createBenchDatabase(pg!.adminUrl) : null;
  const storeLabel = store === 'pglite'
    ? 'PGlite (BM25 and vectors in process)'
    : `${pg!.version} (${pg!.vectorAvailable ? 'pgvector HNSW' : 'no pgvector: fallback path'})`;
  if (store === 'postgres' && !pg!.vectorAvailable) {
    notes.push(`The PostgreSQL rows measure the documented fallback path: Debian's ${pg!.version} has no pgvector, so embeddings are stored as bytea and recall ranks by exact cosine over an in-process vector index (VECTOR_CACHE_MB) instead of HNSW.`);
  }
  const options: StoreBenchOptions = {
    store, storeLabel, location: { dataDir, databaseUrl: database?.url }, sizes: settings.sizes, restWrites: settings.restWrites,
    seed: settings.seed, writeConnections: settings.writeConnections, getConnections: settings.getConnections,
    getDurationSeconds: settings.getDurationSeconds, warmupSeconds: settings.warmupSeconds, latencySamples: settings.latencySamples,
    recallConnections: settings.recallConnections, recallDurationSeconds: settings.recallDurationSeconds,
    drainTimeoutMs: 300_000, pgFill: settings.pgFill, copyFill: settings.copyFill, repoRoot, log,
    stageRecalls: settings.stageRecalls, stageWrites: settings.stageWrites,
    profile: profileTarget ?? undefined,
  };
  try {
    return await benchStore(options);
  } finally {
    await database?.drop().catch((error: unknown) => log(`could not drop the bench database: ${String(error)}`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Where the report goes: --out DIR, else bench/results/ in the repository. */
const reportDir = outDir ?? path.join(repoRoot, 'bench/results');
const reportBase = outDir ? 'report' : 'latest';
let profileTarget: ProfilingTarget | null = null;

async function main(): Promise<void> {
  const started = performance.now();
  log('context cost of the MCP surface');
  const context = await measureContextCost(env.BENCH_REFERENCE !== '0');
  if (env.BENCH_CONTEXT_ONLY === '1') {
    process.stdout.write(`${renderContextCost(context)}\n`);
    return;
  }
  if (profile) {
    if (!outDir) throw new Error('--profile needs --out DIR (profiles are large and stay outside the repository)');
    fs.mkdirSync(outDir, { recursive: true });
    profileTarget = { rawDir: fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-bench-profile-')), outDir, repoRoot };
  }
  const date = new Date().toISOString();
  const codeRevision = revision();
  const notes: string[] = [`Load average when the run started: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')} (1, 5, 15 min); other processes on the machine share its ${os.availableParallelism()} CPUs with the server and the load generator.`];
  if (env.BENCH_PG_JIT === 'on' || env.BENCH_PG_JIT === 'off') notes.push(`PostgreSQL's jit was set ${env.BENCH_PG_JIT} for this run (BENCH_PG_JIT).`);
  log(`sizes ${settings.sizes.join(', ')}; stores ${settings.stores.join(', ') || 'none'}${settings.cluster ? `; cluster at ${settings.clusterSize}` : ''}`);

  // The bare Koa ceiling is what the stores' GET figures are compared with: not needed without them.
  if (settings.stores.length) log('bare Koa handler');
  const bare = !settings.stores.length ? null : await benchBareKoa().catch((error: unknown) => {
    notes.push(`bare Koa run failed: ${String(error)}`);
    return null;
  });

  const runs: StoreRun[] = [];
  for (const store of settings.stores) {
    let pg: BenchPostgres | null = null;
    try {
      if (store === 'postgres') {
        log(`starting PostgreSQL on port ${settings.pgPort}`);
        pg = await startBenchPostgres(repoRoot, settings.pgPort);
      }
      runs.push(...await benchOneStore(store, pg, notes));
    } catch (error) {
      notes.push(`${store}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await pg?.stop();
    }
  }

  const cluster: ClusterRun[] = [];
  if (settings.cluster) {
    let pg: BenchPostgres | null = null;
    try {
      log(`starting PostgreSQL on port ${settings.pgPort} for the cluster`);
      pg = await startBenchPostgres(repoRoot, settings.pgPort);
      if (!pg.vectorAvailable) throw new Error('the cluster row needs pgvector');
      cluster.push(await benchCluster({
        adminUrl: pg.adminUrl, storeLabel: `${pg.version} + pgvector HNSW`, size: settings.clusterSize, nodes: settings.clusterNodes,
        seed: settings.seed, recallConnections: settings.recallConnections, recallSeconds: settings.recallDurationSeconds || 10,
        writes: settings.clusterWrites, writeClients: settings.writeConnections, warmupSeconds: Math.max(5, settings.warmupSeconds), fill: settings.copyFill, log,
      }));
    } catch (error) {
      notes.push(`cluster: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await pg?.stop();
    }
  }

  const reference: ReferenceRun[] = [];
  if (settings.reference) {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-bench-ref-'));
    try {
      for (const size of settings.sizes) {
        log(`MCP reference server-memory at ${size}`);
        reference.push(await benchReferenceServer({
          size, seed: settings.seed, workDir, storeBudgetMs: 30_000, maxToolWrites: 1000,
          searchSamples: settings.latencySamples, searchBudgetMs: 30_000,
        }));
      }
    } finally {
      fs.rmSync(workDir, { recursive: true, force: true });
    }
    notes.push('server-memory: the first (size − tool writes) entities are written straight into its JSONL file in its own format, then up to 1,000 memories go through create_entities one call at a time (it rewrites the whole file per call and has no lock, so concurrent calls would lose writes); its store rate is therefore the rate at that size. Search: search_nodes with the same short queries as /api/v1/search.');
  }

  notes[0] += ` Load average when it ended: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}.`;
  const report: BenchReport = {
    command: commandLine(),
    date,
    revision: codeRevision,
    machine: machineInfo(),
    settings: {
      sizes: settings.sizes, stores: settings.stores, writeConnections: settings.writeConnections, getConnections: settings.getConnections,
      getDurationSeconds: settings.getDurationSeconds, latencySamples: settings.latencySamples, seed: settings.seed,
      recallConnections: settings.recallConnections, recallDurationSeconds: settings.recallDurationSeconds,
    },
    bare,
    runs,
    reference,
    ...(cluster.length ? { cluster } : {}),
    totalSeconds: (performance.now() - started) / 1000,
    context,
    notes: [
      ...notes,
      ...(!runs.length ? [] : [`Fill: at each size the last ${settings.restWrites.toLocaleString('en-US')} memories are the measured REST write load (POST /api/v1/memory, ${settings.writeConnections} concurrent clients, API key); the rest are bulk-loaded in-process while the server is stopped, through the memory repository's upsert (the statement MemoryService.upsert runs) in transactions of 500, then embedded by the service's own worker (on pgvector the HNSW index is dropped during that and rebuilt once by the repository's ensureModel) before the server starts; where the Fill column says "copied", by COPY with their vectors computed beforehand (bench/lib/copy-fill.ts, phases under "COPY fills"). Memories: 1–3 generated sentences each (seeded PRNG over a fixed vocabulary), 0–3 tags, all in one namespace (default_user / global), so recall and search rank over the whole store.`,
      'Drain time is counted from the end of the write load until GET /api/v1/metrics reports embedding_backlog 0.']),
    ],
  };
  const markdown = renderReport(report);
  fs.mkdirSync(reportDir, { recursive: true });
  fs.writeFileSync(path.join(reportDir, `${reportBase}.md`), markdown);
  fs.writeFileSync(path.join(reportDir, `${reportBase}.json`), `${JSON.stringify(report, null, 2)}\n`);
  if (profileTarget) fs.rmSync(profileTarget.rawDir, { recursive: true, force: true });
  process.stdout.write(`${markdown}\n`);
  log(`done in ${Math.round(report.totalSeconds)} s; wrote ${path.join(reportDir, reportBase)}.md and .json`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
