/**
 * In-process work on the store while no server runs on it (PGlite allows one process per
 * data directory): mint the API key the load uses, and bulk-load memories through the same
 * memory repository the service writes with, then embed them with the service's own worker,
 * so the server under test starts on a full, embedded store.
 */
import { performance } from 'node:perf_hooks';
import { loadConfig, type AppConfig } from '../../src/config/index.js';
import { createLogger } from '../../src/logger.js';
import { openDatabase } from '../../src/persistence/db.js';
import { createServices } from '../../src/services.js';
import { KnexMemoryRepository } from '../../src/persistence/repositories/memory-repository.js';
import { HNSW_INDEX } from '../../src/persistence/repositories/memory-embedding-repository.js';
import { syntheticMemory } from './sentences.js';

export interface StoreLocation {
  dataDir: string;
  databaseUrl?: string;
}

export function storeConfig(location: StoreLocation): AppConfig {
  return loadConfig({ ...process.env, DATA_DIR: location.dataDir, DATABASE_URL: location.databaseUrl ?? '', LOG_LEVEL: 'warn', PORT: '0' });
}

/** Migrates the empty store and returns a fresh API key for the local context (default_user). */
export async function createBenchKey(location: StoreLocation): Promise<string> {
  const config = storeConfig(location);
  const db = await openDatabase(config.storage);
  try {
    const services = createServices(config, db, createLogger('warn', 2));
    const { key } = await services.apiKeys.create({ name: 'bench' });
    await services.stop();
    return key;
  } finally {
    await db.close();
  }
}

export interface BulkLoadResult {
  loaded: number;
  writeSeconds: number;
  embedSeconds: number;
  /** Rebuilding the HNSW index after the vectors were stored (pgvector only). */
  indexSeconds: number;
}

const CHUNK = 500; // memories per transaction

/**
 * Writes memories [from, to) of the corpus through the memory repository (the statement
 * MemoryService.upsert runs), in transactions of CHUNK rows (`concurrency` of them at once on
 * PostgreSQL; PGlite has one connection), into the namespace the API key addresses. Then
 * embeds them with the service's own worker. Where pgvector exists, the HNSW index is
 * dropped while the vectors are stored and rebuilt once by the repository's ensureModel
 * (pgvector's advice for bulk loads: one build is far cheaper than 100k incremental inserts).
 */
export async function bulkLoad(location: StoreLocation, apiKey: string, seed: number, from: number, to: number, concurrency = 4): Promise<BulkLoadResult> {
  const config = storeConfig(location);
  config.memory.embeddingBatchSize = 512;
  const db = await openDatabase(config.storage);
  const services = createServices(config, db, createLogger('warn', 2));
  try {
    const principal = await services.apiKeys.verify(apiKey);
    if (!principal || principal.kind !== 'apiKey') throw new Error('bench API key not found in the store');
    const ns = { contextId: principal.contextId, userId: principal.userId, agentName: 'global' };
    const memories = services.memory.memories;
    const ttl = config.memory.workingTtlSeconds;
    const t0 = performance.now();
    let next = from;
    const lanes = db.kind === 'pglite' ? 1 : concurrency;
    await Promise.all(Array.from({ length: lanes }, async () => {
      while (next < to) {
        const start = next;
        const end = Math.min(to, start + CHUNK);
        next = end;
        await db.knex.transaction(async (trx) => {
          const repo = new KnexMemoryRepository(trx, db.vectorColumn);
          for (let i = start; i < end; i++) {
            const m = syntheticMemory(seed, i);
            await repo.upsert(ns, { key: m.key, value: m.value, scope: 'persistent', tags: m.tags, importance: m.importance, metadata: {} }, ttl);
          }
        });
      }
    }));
    const t1 = performance.now();
    const provider = await memories.embeddings.ready(); // fits the column (and creates the index) first
    if (db.vectorColumn) await db.knex.raw(`DROP INDEX IF EXISTS ${HNSW_INDEX}`);
    await memories.worker.drain();
    const t2 = performance.now();
    if (db.vectorColumn) {
      await db.knex.raw(`SET maintenance_work_mem = '512MB'`);
      await memories.stores.embeddings.ensureModel(provider.id, provider.dimensions);
    }
    const t3 = performance.now();
    return { loaded: to - from, writeSeconds: (t1 - t0) / 1000, embedSeconds: (t2 - t1) / 1000, indexSeconds: (t3 - t2) / 1000 };
  } finally {
    await services.stop();
    await db.close();
  }
}
