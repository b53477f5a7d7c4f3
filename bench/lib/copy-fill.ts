/**
 * The fast fill for large stores on PostgreSQL: memories go in through COPY FROM STDIN
 * (pg-copy-streams) with their vectors already computed, by the same embedding provider the
 * server uses, a batch at a time. The table's secondary indexes are dropped first and rebuilt
 * once at the end (PostgreSQL's advice for bulk loads: one sort-based build is far cheaper
 * than a million index insertions); the HNSW index is then built once by the embedding
 * repository's ensureModel. Rows are what MemoryService.upsert leaves after the write-time
 * embedding: revision 1, not pending, vector and model set (no vector for a word-less text).
 *
 * Each phase is timed on its own (rows and embeddings, the COPY, each index, VACUUM ANALYZE, HNSW),
 * the WAL it wrote is counted, and the COPY and the HNSW build log a line per tenth with
 * their rate and time left.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import { from as copyFrom } from 'pg-copy-streams';
import type pg from 'pg';
import { createLogger } from '../../src/logger.js';
import { openDatabase } from '../../src/persistence/db.js';
import { createServices } from '../../src/services.js';
import { encodeVector, HNSW_INDEX } from '../../src/persistence/repositories/memory-embedding-repository.js';
import { postgresCpuMs } from './cluster-cpu.js';
import { localPostmaster } from './concurrent-writes.js';
import { databaseSize, type DatabaseSize } from './database-size.js';
import { fillProgress } from './fill-progress.js';
import { watchIndexBuild } from './index-build-progress.js';
import { syntheticMemory } from './sentences.js';
import { storeConfig, type StoreLocation } from './store-setup.js';

export interface CopyFillOptions {
  /** maintenance_work_mem of the index builds (the HNSW graph should fit: about 1 GB per million 100-d vectors). */
  maintenanceWorkMem?: string;
  /** max_parallel_maintenance_workers of the index builds (B-tree and HNSW build in parallel). */
  parallelWorkers?: number;
}

export interface CopyFillResult {
  loaded: number;
  /** Generating the rows and embedding their texts (summed over the batches, inside the COPY). */
  embedSeconds: number;
  /** The COPY's wall time, rows and embeddings included (indexes other than the primary key dropped). */
  copySeconds: number;
  /** Each secondary index rebuilt (text search, tags, namespaces, fingerprints…), in order. */
  indexes: Array<{ name: string; method: string; seconds: number }>;
  indexSeconds: number;
  /** VACUUM (ANALYZE) after the index builds. */
  analyzeSeconds: number;
  /** Building the HNSW index over the vectors. */
  hnswSeconds: number;
  totalSeconds: number;
  /** WAL written by the whole fill (pg_current_wal_lsn before and after). */
  walBytes: number;
  /** The settings the index builds ran with. */
  settings: { maintenanceWorkMem: string; parallelWorkers: number };
  /** Parallel workers seen on the HNSW build at once (pg_stat_activity, sampled every 2 s). */
  hnswWorkersSeen: number;
  /** CPU seconds PostgreSQL's processes used during the HNSW build (null when the server is not on this machine): the figure a shared machine does not distort. */
  hnswCpuSeconds: number | null;
  size: DatabaseSize;
}

const EMBED_BATCH = 2_000;
const COLUMNS = 'id, context_id, user_id, agent_name, key, value, scope, tags, importance, metadata, created_at, updated_at, revision, embedding_pending, embedding, embedding_model';

/** COPY text format: backslash, tab, newline and carriage return escaped. */
const field = (text: string) => text.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);
const arrayLiteral = (items: string[]) => `{${items.map((t) => `"${t.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** The memories table's indexes that a bulk load rebuilds (all but the primary key's). */
async function secondaryIndexes(knex: Knex): Promise<Array<{ name: string; definition: string }>> {
  const result = await knex.raw(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
     WHERE i.tablename = 'memories' AND i.schemaname = current_schema()
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
       AND i.indexname <> ?`,
    [HNSW_INDEX],
  );
  return result.rows as Array<{ name: string; definition: string }>;
}

const walPosition = async (knex: Knex) => ((await knex.raw('SELECT pg_current_wal_lsn()::text AS lsn')).rows[0] as { lsn: string }).lsn;
const walBetween = async (knex: Knex, from: string) => Number(((await knex.raw('SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), ?::pg_lsn)::bigint AS bytes', [from])).rows[0] as { bytes: string }).bytes);

/** Writes memories [from, to) of the bench corpus into the namespace the API key addresses. */
export async function copyFill(location: StoreLocation, apiKey: string, seed: number, from: number, to: number, log: (message: string) => void, options: CopyFillOptions = {}): Promise<CopyFillResult> {
  const config = storeConfig(location);
  config.storage.poolMax = 1; // one session: the COPY, then the index builds with its maintenance settings
  const db = await openDatabase(config.storage);
  if (db.kind !== 'postgres') throw new Error('the COPY fill needs PostgreSQL');
  const services = createServices(config, db, createLogger('warn', 2));
  const settings = { maintenanceWorkMem: options.maintenanceWorkMem ?? '2GB', parallelWorkers: options.parallelWorkers ?? 1 };
  try {
    const principal = await services.apiKeys.verify(apiKey);
    if (!principal || principal.kind !== 'apiKey') throw new Error('bench API key not found in the store');
    const ns = { contextId: principal.contextId, userId: principal.userId };
    const memories = services.memory.memories;
    const provider = await memories.embeddings.ready(); // fits the column to the model first
    const indexes = await secondaryIndexes(db.knex);
    await db.knex.raw(`DROP INDEX IF EXISTS ${HNSW_INDEX}`);
    for (const index of indexes) await db.knex.raw(`DROP INDEX IF EXISTS "${index.name}"`);
    const wal = await walPosition(db.knex);

    const t0 = performance.now();
    let embedMs = 0;
    const total = to - from;
    const progress = fillProgress('COPY', total, log);
    const startedAt = Date.now() - total; // one millisecond apart, oldest first
    async function* rows(): AsyncGenerator<string> {
      for (let start = from; start < to; start += EMBED_BATCH) {
        const b0 = performance.now();
        const batch = Array.from({ length: Math.min(EMBED_BATCH, to - start) }, (_, j) => syntheticMemory(seed, start + j));
        const vectors = await provider.embed(batch.map((m) => m.value));
        const lines = batch.map((m, j) => {
          const at = new Date(startedAt + (start + j - from)).toISOString();
          const vector = encodeVector(vectors[j]!, db.vectorColumn);
          return [randomUUID(), ns.contextId, ns.userId, 'global', field(m.key), field(m.value), 'persistent',
            field(arrayLiteral(m.tags)), String(m.importance), '{}', at, at, '1', 'f', vector === null ? '\\N' : vector, field(provider.id)].join('\t');
        });
        embedMs += performance.now() - b0;
        yield `${lines.join('\n')}\n`;
        progress.update(start - from + batch.length);
      }
    }
    const conn = (await db.knex.client.acquireConnection()) as pg.Client;
    try {
      await pipeline(Readable.from(rows()), conn.query(copyFrom(`COPY memories (${COLUMNS}) FROM STDIN`)));
    } finally {
      await db.knex.client.releaseConnection(conn);
    }
    const t1 = performance.now();

    await db.knex.raw(`SET maintenance_work_mem = '${settings.maintenanceWorkMem.replace(/[^0-9A-Za-z]/g, '')}'`);
    await db.knex.raw(`SET max_parallel_maintenance_workers = ${Math.max(0, Math.floor(settings.parallelWorkers))}`);
    const built: CopyFillResult['indexes'] = [];
    for (const index of indexes) {
      const started = performance.now();
      await db.knex.raw(index.definition);
      built.push({ name: index.name, method: /USING (\w+)/.exec(index.definition)?.[1] ?? 'btree', seconds: (performance.now() - started) / 1000 });
      log(`index ${index.name} (${built.at(-1)!.method}) built in ${built.at(-1)!.seconds.toFixed(1)} s`);
    }
    const t2 = performance.now();
    // VACUUM too: the visibility map and hint bits a store has once autovacuum passed, so the
    // first reads after the fill do not pay for setting them (and index-only scans work).
    await db.knex.raw('VACUUM (ANALYZE) memories');
    const t3 = performance.now();
    log(`VACUUM (ANALYZE) in ${((t3 - t2) / 1000).toFixed(1)} s; building ${HNSW_INDEX}`);
    const postmaster = await localPostmaster(db.knex);
    const serverCpu = () => (postmaster === null ? 0 : postgresCpuMs(postmaster));
    const cpuBefore = serverCpu();
    const watch = location.databaseUrl ? watchIndexBuild(location.databaseUrl, `HNSW build`, log) : null;
    let workersSeen = 0;
    try {
      await memories.stores.embeddings.ensureModel(provider.id, provider.dimensions);
    } finally {
      workersSeen = (await watch?.stop()) ?? 0;
    }
    const t4 = performance.now();
    const hnswCpuSeconds = postmaster === null ? null : (serverCpu() - cpuBefore) / 1000;
    log(`${HNSW_INDEX} built in ${((t4 - t3) / 1000).toFixed(1)} s (${workersSeen} parallel worker(s) seen${hnswCpuSeconds === null ? '' : `, ${hnswCpuSeconds.toFixed(1)} s of PostgreSQL CPU`})`);
    return {
      loaded: total, embedSeconds: embedMs / 1000, copySeconds: (t1 - t0) / 1000, indexes: built, indexSeconds: (t2 - t1) / 1000,
      analyzeSeconds: (t3 - t2) / 1000, hnswSeconds: (t4 - t3) / 1000, totalSeconds: (t4 - t0) / 1000,
      walBytes: await walBetween(db.knex, wal), settings, hnswWorkersSeen: workersSeen, hnswCpuSeconds, size: await databaseSize(db.knex),
    };
  } finally {
    await services.stop();
    await db.close();
  }
}
