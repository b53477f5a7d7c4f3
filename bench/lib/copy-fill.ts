/**
 * The fast fill for large stores on PostgreSQL: memories go in through COPY FROM STDIN
 * (pg-copy-streams) with their vectors already computed, by the same embedding provider the
 * server uses, a batch at a time. The table's secondary indexes are dropped first and rebuilt
 * once at the end (PostgreSQL's advice for bulk loads: one sort-based build is far cheaper
 * than a million index insertions); the HNSW index is then built once by the embedding
 * repository's ensureModel. Rows are what MemoryService.upsert leaves after the write-time
 * embedding: revision 1, not pending, vector and model set (no vector for a word-less text).
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
import { syntheticMemory } from './sentences.js';
import { storeConfig, type StoreLocation } from './store-setup.js';

export interface CopyFillResult {
  loaded: number;
  /** Generating, embedding and copying the rows (indexes other than the primary key dropped). */
  copySeconds: number;
  /** Rebuilding the secondary indexes (text search, tags, namespaces, fingerprints…). */
  indexSeconds: number;
  /** Building the HNSW index over the vectors. */
  hnswSeconds: number;
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

/** Writes memories [from, to) of the bench corpus into the namespace the API key addresses. */
export async function copyFill(location: StoreLocation, apiKey: string, seed: number, from: number, to: number, log: (message: string) => void): Promise<CopyFillResult> {
  const config = storeConfig(location);
  config.storage.poolMax = 1; // one session: the COPY, then the index builds with its maintenance_work_mem
  const db = await openDatabase(config.storage);
  if (db.kind !== 'postgres') throw new Error('the COPY fill needs PostgreSQL');
  const services = createServices(config, db, createLogger('warn', 2));
  try {
    const principal = await services.apiKeys.verify(apiKey);
    if (!principal || principal.kind !== 'apiKey') throw new Error('bench API key not found in the store');
    const ns = { contextId: principal.contextId, userId: principal.userId };
    const memories = services.memory.memories;
    const provider = await memories.embeddings.ready(); // fits the column to the model first
    const indexes = await secondaryIndexes(db.knex);
    await db.knex.raw(`DROP INDEX IF EXISTS ${HNSW_INDEX}`);
    for (const index of indexes) await db.knex.raw(`DROP INDEX IF EXISTS "${index.name}"`);

    const t0 = performance.now();
    const startedAt = Date.now() - (to - from); // one millisecond apart, oldest first
    async function* rows(): AsyncGenerator<string> {
      for (let start = from; start < to; start += EMBED_BATCH) {
        const batch = Array.from({ length: Math.min(EMBED_BATCH, to - start) }, (_, j) => syntheticMemory(seed, start + j));
        const vectors = await provider.embed(batch.map((m) => m.value));
        const lines = batch.map((m, j) => {
          const at = new Date(startedAt + (start + j - from)).toISOString();
          const vector = encodeVector(vectors[j]!, db.hasVector);
          return [randomUUID(), ns.contextId, ns.userId, 'global', field(m.key), field(m.value), 'persistent',
            field(arrayLiteral(m.tags)), String(m.importance), '{}', at, at, '1', 'f', vector === null ? '\\N' : vector, field(provider.id)].join('\t');
        });
        yield `${lines.join('\n')}\n`;
        if ((start - from) % 100_000 < EMBED_BATCH) log(`COPY: ${(start - from + batch.length).toLocaleString('en-US')} of ${(to - from).toLocaleString('en-US')} rows`);
      }
    }
    const conn = (await db.knex.client.acquireConnection()) as pg.Client;
    try {
      await pipeline(Readable.from(rows()), conn.query(copyFrom(`COPY memories (${COLUMNS}) FROM STDIN`)));
    } finally {
      await db.knex.client.releaseConnection(conn);
    }
    const t1 = performance.now();

    await db.knex.raw(`SET maintenance_work_mem = '2GB'`);
    for (const index of indexes) {
      log(`rebuilding ${index.name}`);
      await db.knex.raw(index.definition);
    }
    await db.knex.raw('ANALYZE memories');
    const t2 = performance.now();
    log(`building ${HNSW_INDEX}`);
    await memories.stores.embeddings.ensureModel(provider.id, provider.dimensions);
    const t3 = performance.now();
    return { loaded: to - from, copySeconds: (t1 - t0) / 1000, indexSeconds: (t2 - t1) / 1000, hnswSeconds: (t3 - t2) / 1000 };
  } finally {
    await services.stop();
    await db.close();
  }
}
