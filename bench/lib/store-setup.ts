/**
 * In-process work on the store while no server runs on it (PGlite allows one process per
 * data directory): mint the API key the load uses, and bulk-load memories through the same
 * MemoryService the REST handlers call, then embed them with the service's own worker, so
 * the server under test starts on a full, embedded store.
 */
import { performance } from 'node:perf_hooks';
import { loadConfig, type AppConfig } from '../../src/config/index.js';
import { createLogger } from '../../src/logger.js';
import { openDatabase } from '../../src/persistence/db.js';
import { createServices } from '../../src/services.js';
import type { MemoryNamespace } from '../../src/domain/memory/types.js';
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
}

/**
 * Upserts memories [from, to) of the corpus through MemoryService.upsert (several in flight,
 * as concurrent requests would be) into the namespace the API key addresses, then drains
 * the embedding queue with the service's worker.
 */
export async function bulkLoad(location: StoreLocation, apiKey: string, seed: number, from: number, to: number, concurrency = 8): Promise<BulkLoadResult> {
  const config = storeConfig(location);
  const db = await openDatabase(config.storage);
  const services = createServices(config, db, createLogger('warn', 2));
  try {
    const principal = await services.apiKeys.verify(apiKey);
    if (!principal || principal.kind !== 'apiKey') throw new Error('bench API key not found in the store');
    const ns: MemoryNamespace = { principal, contextId: principal.contextId, userId: principal.userId, agentName: 'global' };
    const memories = services.memory.memories;
    const t0 = performance.now();
    let next = from;
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (next < to) {
        const m = syntheticMemory(seed, next++);
        await memories.upsert(ns, { key: m.key, value: m.value, tags: m.tags, importance: m.importance });
      }
    }));
    const t1 = performance.now();
    await memories.worker.drain();
    const t2 = performance.now();
    return { loaded: to - from, writeSeconds: (t1 - t0) / 1000, embedSeconds: (t2 - t1) / 1000 };
  } finally {
    await services.stop();
    await db.close();
  }
}
