/**
 * One store (PGlite or PostgreSQL) through every size: fill, then with the server running
 * as a child process measure REST writes, the embedding backlog and its drain, GET by key
 * (autocannon), recall and search latency, and the server's resident memory.
 *
 * Fill: the last `restWrites` memories of each size go through POST /api/v1/memory (the
 * measured write load); anything before them is bulk-loaded in-process through the memory
 * repository and embedded by the service's worker while no server runs (store-setup.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { runLoad } from './autocannon-run.js';
import { freePort, spawnServer, type ChildServer } from './child-process.js';
import { MemplatClient } from './memplat-client.js';
import { breakdownSentence, readBreakdown } from './memory-breakdown.js';
import { profiled, type ProfilingTarget } from './profiled-scenario.js';
import { RssSampler, readRssMiB } from './process-memory.js';
import { mulberry32 } from './prng.js';
import type { StoreRun } from './results.js';
import { memoryKey, recallQuery, searchQuery, syntheticMemory } from './sentences.js';
import { summarize, type LatencySummary } from './stats.js';
import { bulkLoad, createBenchKey, type StoreLocation } from './store-setup.js';
import { copyFill, type CopyFillOptions } from './copy-fill.js';
import { fillNote } from './copy-fill-report.js';
import { profileStages, stageProfileMarkdown } from './stage-profile.js';

export interface StoreBenchOptions {
  store: 'pglite' | 'postgres';
  storeLabel: string;
  location: StoreLocation;
  sizes: number[];
  restWrites: number;
  seed: number;
  writeConnections: number;
  getConnections: number;
  getDurationSeconds: number;
  warmupSeconds: number;
  latencySamples: number;
  /** Recall under load: autocannon connections and seconds (0 seconds skips it). */
  recallConnections: number;
  recallDurationSeconds: number;
  /** When set, the GET and recall-under-load scenarios run once more under the CPU profiler. */
  profile?: ProfilingTarget;
  drainTimeoutMs: number;
  /** Recalls and writes of the in-process per-stage CPU profile after each size (0 skips it). */
  stageRecalls?: number;
  stageWrites?: number;
  /**
   * How PostgreSQL's bulk part is filled: through the memory repository's upsert, or COPY with
   * precomputed vectors (copy-fill.ts); `auto` copies when more than 200,000 rows are to go in.
   */
  pgFill?: 'auto' | 'copy' | 'upsert';
  /** Index build settings of the COPY fill. */
  copyFill?: CopyFillOptions;
  repoRoot: string;
  log: (message: string) => void;
}

class NotReady extends Error {}

/** Where the server under test on `port` writes its memory breakdown (bench/lib/memory-breakdown-preload.mjs). */
const breakdownFile = (port: number) => path.join(os.tmpdir(), `memplat-bench-memory-${process.pid}-${port}.jsonl`);

async function startMemplat(options: StoreBenchOptions): Promise<ChildServer> {
  const port = await freePort();
  const preload = [
    '--import', path.join(options.repoRoot, 'bench/lib/memory-breakdown-preload.mjs'),
    ...(options.profile ? ['--import', path.join(options.repoRoot, 'bench/lib/cpu-profiler-preload.mjs')] : []),
  ];
  return spawnServer({
    command: process.execPath,
    args: [...preload, path.join(options.repoRoot, 'bin/memplat.mjs'), 'serve'],
    cwd: options.repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.location.dataDir,
      DATABASE_URL: options.location.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      BENCH_CPU_PROFILE_DIR: options.profile?.rawDir ?? '',
      BENCH_MEMORY_BREAKDOWN_FILE: breakdownFile(port),
    },
    readyPattern: /listening on (http:\/\/\S+)/,
  });
}

/** Sequential requests (one client) after a short warm-up; the latency of each, in ms. */
async function sequentialLatency(samples: number, call: (i: number) => Promise<{ status: number; ms: number; body: unknown }>): Promise<LatencySummary> {
  const warmup = Math.min(20, Math.ceil(samples / 10));
  const latencies: number[] = [];
  for (let i = 0; i < warmup + samples; i++) {
    const r = await call(i);
    if (r.status !== 200) throw new Error(`answered ${r.status}: ${JSON.stringify(r.body).slice(0, 300)}`);
    if (i >= warmup) latencies.push(r.ms);
  }
  return summarize(latencies);
}

export async function benchStore(options: StoreBenchOptions): Promise<StoreRun[]> {
  const runs: StoreRun[] = [];
  const apiKey = await createBenchKey(options.location);
  const stored: number[] = []; // corpus indices known to be in the store (GET targets)
  let current = 0;
  let bulkTotal = 0;
  for (const size of options.sizes) {
    const run: StoreRun = {
      store: options.store, storeLabel: options.storeLabel, size, fill: '', writes: null, backlogAfterLoad: null,
      drainSeconds: null, get: null, recall: null, recallLoad: null, search: null, rssMiB: null, peakRssMiB: null, notes: [], profiles: [],
    };
    runs.push(run);
    let server: ChildServer | undefined;
    let sampler: RssSampler | undefined;
    try {
      const restCount = Math.min(options.restWrites, size - current);
      const bulkTo = size - restCount;
      const copy = options.store === 'postgres' && (options.pgFill === 'copy' || ((options.pgFill ?? 'auto') === 'auto' && bulkTo - current > 200_000));
      if (bulkTo > current && copy) {
        options.log(`${options.store} ${size}: filling ${bulkTo - current} memories with COPY`);
        const fill = await copyFill(options.location, apiKey, options.seed, current, bulkTo, options.log, options.copyFill);
        for (let i = current; i < bulkTo; i++) stored.push(i);
        run.copyFill = fill;
        run.notes.push(`${fillNote(fill)} (vectors embedded in batches of 2,000 by the server's provider; each phase and the sizes under "COPY fills")`);
        bulkTotal += fill.loaded;
        current = bulkTo;
      } else if (bulkTo > current) {
        options.log(`${options.store} ${size}: bulk-loading ${bulkTo - current} memories in-process`);
        const bulk = await bulkLoad(options.location, apiKey, options.seed, current, bulkTo);
        for (let i = current; i < bulkTo; i++) stored.push(i);
        run.notes.push(`bulk load of ${bulk.loaded.toLocaleString('en-US')} memories in-process through the memory repository's upsert (transactions of 500): ${Math.round(bulk.loaded / bulk.writeSeconds)}/s; embedded by the service's worker in ${Math.round(bulk.embedSeconds)} s` +
          (bulk.indexSeconds > 0.5 ? `; HNSW index rebuilt in ${Math.round(bulk.indexSeconds)} s` : ''));
        bulkTotal += bulk.loaded;
        current = bulkTo;
      }
      run.fill = bulkTotal > 0
        ? `${bulkTotal.toLocaleString('en-US')} ${copy ? 'copied' : 'bulk-loaded in-process'} + ${(size - bulkTotal).toLocaleString('en-US')} via REST`
        : `${size.toLocaleString('en-US')} via REST`;

      options.log(`${options.store} ${size}: starting the server`);
      server = await startMemplat(options);
      sampler = new RssSampler(server.pid).start();
      const client = new MemplatClient(server.url, apiKey);

      // Acknowledged write throughput: `restCount` POSTs from several clients.
      options.log(`${options.store} ${size}: ${restCount} REST writes, ${options.writeConnections} clients`);
      let next = current;
      const writeLoad = (target: ChildServer, count: number) => runLoad({
        url: `${target.url}/api/v1/memory`,
        method: 'POST',
        connections: options.writeConnections,
        amount: count,
        headers: client.headers,
        serverPid: target.pid,
        setupRequest: (request) => {
          const m = syntheticMemory(options.seed, next++);
          return { ...request, body: JSON.stringify({ key: m.key, value: m.value, tags: m.tags, importance: m.importance }) };
        },
        onResponse: (status, body) => {
          if (status === 201 || status === 200) stored.push(Number(/"key":"bench\.note\.(\d+)"/.exec(body)?.[1] ?? -1));
        },
      });
      const writeStart = performance.now();
      const writes = await writeLoad(server, restCount);
      const writeEnd = performance.now();
      if (writes.statuses['501']) throw new NotReady('POST /api/v1/memory answers 501 (not implemented yet)');
      run.writes = { acknowledged: writes.ok2xx, failed: writes.requests - writes.ok2xx + writes.errors, seconds: (writeEnd - writeStart) / 1000, perSecond: writes.ok2xx / ((writeEnd - writeStart) / 1000), connections: options.writeConnections, serverCpuMsPerWrite: writes.serverCpuMsPerRequest };
      if (run.writes.failed > 0) run.notes.push(`${run.writes.failed} writes were not acknowledged (statuses ${JSON.stringify(writes.statuses)})`);
      current += writes.ok2xx;

      // Backlog right after the load, and the time until the worker has embedded it all.
      const first = await client.metrics();
      run.backlogAfterLoad = first.embedding_backlog;
      const drainStart = performance.now();
      let backlog = first.embedding_backlog;
      while (backlog > 0 && performance.now() - drainStart < options.drainTimeoutMs) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        backlog = (await client.metrics()).embedding_backlog;
      }
      run.drainSeconds = backlog === 0 ? (performance.now() - writeEnd) / 1000 : null;
      const metrics = await client.metrics();
      if (metrics.memories_count !== size) run.notes.push(`the store holds ${metrics.memories_count.toLocaleString('en-US')} memories (expected ${size.toLocaleString('en-US')})`);
      if (run.drainSeconds === null) run.notes.push(`embedding backlog still ${backlog} after ${options.drainTimeoutMs / 1000} s; read figures taken anyway`);

      // GET by key: random stored keys, same autocannon settings as the bare Koa handler.
      options.log(`${options.store} ${size}: GET by key, ${options.getConnections} connections, ${options.getDurationSeconds} s`);
      const pickKey = mulberry32(options.seed + size);
      const valid = stored.filter((i) => i >= 0);
      const getByKey = (target: ChildServer) => runLoad({
        url: `${target.url}/api/v1/memory/${memoryKey(0)}`,
        connections: options.getConnections,
        duration: options.getDurationSeconds,
        warmupSeconds: options.warmupSeconds,
        headers: { authorization: client.headers.authorization! },
        setupRequest: (request) => ({ ...request, path: `/api/v1/memory/${memoryKey(valid[Math.floor(pickKey() * valid.length)]!)}` }),
        serverPid: target.pid,
      });
      const get = await getByKey(server);
      run.get = get;
      if (get.non2xx || get.errors) run.notes.push(`GET by key: ${get.non2xx} non-2xx answers, ${get.errors} errors (statuses ${JSON.stringify(get.statuses)})`);

      if (runs.length === 1) {
        // Attribution of the GET figure: the same pipeline without the store, and without the key lookup.
        const seconds = Math.max(3, Math.round(options.getDurationSeconds / 2));
        const root = await runLoad({ url: `${server.url}/`, connections: options.getConnections, duration: seconds });
        const anonymous = await runLoad({
          url: `${server.url}/api/v1/memory/${memoryKey(0)}`, connections: options.getConnections, duration: seconds,
          setupRequest: (request) => ({ ...request, path: `/api/v1/memory/${memoryKey(valid[Math.floor(pickKey() * valid.length)]!)}` }),
        });
        run.attribution = { apiRootRps: root.rps, anonymousGetRps: anonymous.rps, seconds };
        run.notes.push(`where GET time goes (${seconds} s each, ${options.getConnections} connections): GET / (routing and request pipeline, no store access) ${Math.round(root.rps)} req/s; GET by key without an API key (no key lookup) ${Math.round(anonymous.rps)} req/s; with the key ${Math.round(get.rps)} req/s`);
      }

      // Recall and search latency, one client, varied queries (the query embedding is included).
      options.log(`${options.store} ${size}: recall and search, ${options.latencySamples} each`);
      const queries = mulberry32(options.seed + 7 + size);
      const cold = await client.recall(recallQuery(queries));
      run.notes.push(`first recall after the server started (cold caches): ${cold.ms.toFixed(0)} ms`);
      run.recall = await sequentialLatency(options.latencySamples, () => client.recall(recallQuery(queries)));
      run.search = await sequentialLatency(options.latencySamples, () => client.search(searchQuery(queries)));

      // Recall under load: many clients at once, each request a different query.
      const recallUnderLoad = () => runLoad({
        url: `${server!.url}/api/v1/recall`,
        method: 'POST',
        connections: options.recallConnections,
        duration: options.recallDurationSeconds,
        warmupSeconds: options.warmupSeconds,
        headers: client.headers,
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ query: recallQuery(queries), k: 5 }) }),
        serverPid: server!.pid,
      });
      if (options.recallDurationSeconds > 0) {
        options.log(`${options.store} ${size}: recall under load, ${options.recallConnections} connections, ${options.recallDurationSeconds} s`);
        const load = await recallUnderLoad();
        run.recallLoad = load;
        if (load.non2xx || load.errors) run.notes.push(`recall under load: ${load.non2xx} non-2xx answers, ${load.errors} errors (statuses ${JSON.stringify(load.statuses)})`);
      }

      if (options.profile) {
        const label = `${options.store}-${size >= 1000 ? `${size / 1000}k` : size}`;
        options.log(`${options.store} ${size}: GET by key and recall again under the CPU profiler`);
        const profiledGet = await profiled(server, options.profile, `${label}-get-by-key`,
          `${options.store}, ${size.toLocaleString('en-US')} memories: GET /api/v1/memory/{key}, autocannon ${options.getConnections} connections for ${options.getDurationSeconds} s`,
          () => getByKey(server!));
        (run.profiles ??= []).push(`${profiledGet.markdown}\nUnder the profiler: ${Math.round(profiledGet.result.rps)} req/s.\n`);
        if (options.recallDurationSeconds > 0) {
          const profiledRecall = await profiled(server, options.profile, `${label}-recall`,
            `${options.store}, ${size.toLocaleString('en-US')} memories: POST /api/v1/recall (k 5, varied queries), autocannon ${options.recallConnections} connections for ${options.recallDurationSeconds} s`,
            recallUnderLoad);
          (run.profiles ??= []).push(`${profiledRecall.markdown}\nUnder the profiler: ${Math.round(profiledRecall.result.rps)} req/s.\n`);
        }
        // Writes under the profiler: new memories (the store grows by these; the next size fills from there).
        const profileWrites = Math.min(options.restWrites, 2_000);
        const started = performance.now();
        const profiledWrites = await profiled(server, options.profile, `${label}-writes`,
          `${options.store}, ${size.toLocaleString('en-US')} memories: POST /api/v1/memory (new keys), ${options.writeConnections} clients, ${profileWrites.toLocaleString('en-US')} writes`,
          () => writeLoad(server!, profileWrites));
        const seconds = (performance.now() - started) / 1000;
        current += profiledWrites.result.ok2xx;
        (run.profiles ??= []).push(`${profiledWrites.markdown}\nUnder the profiler: ${Math.round(profiledWrites.result.ok2xx / seconds)} writes/s.\n`);
      }
      run.rssMiB = readRssMiB(server.pid);
      sampler.stop();
      run.peakRssMiB = sampler.peakMiB;
      run.notes.push(`peak RSS during the run ${Math.round(run.peakRssMiB ?? 0)} MiB`);
      const breakdown = await readBreakdown(server.pid, breakdownFile(Number(new URL(server.url).port)));
      if (breakdown) run.notes.push(breakdownSentence(breakdown));
    } catch (error) {
      run.error = error instanceof Error ? error.message : String(error);
      if (server) run.error += `\n${server.logTail().split('\n').slice(-5).join('\n')}`;
      options.log(`${options.store} ${size}: ${run.error}`);
      if (error instanceof NotReady) break;
    } finally {
      sampler?.stop();
      await server?.stop();
      if (server) fs.rmSync(breakdownFile(Number(new URL(server.url).port)), { force: true });
    }
    if (!run.error && (options.stageRecalls ?? 0) > 0) {
      options.log(`${options.store} ${size}: per-stage CPU of recall and write, in process`);
      try {
        const stages = await profileStages(options.location, apiKey, options.seed, current, options.stageRecalls!, options.stageWrites ?? 200);
        current += stages.writes;
        run.stages = stageProfileMarkdown(stages, run.recallLoad?.serverCpuMsPerRequest, run.writes?.serverCpuMsPerWrite);
      } catch (error) {
        run.notes.push(`per-stage profile failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return runs;
}
