/**
 * Memory stores on a fresh test database (PGlite, or PostgreSQL via TEST_DATABASE_URL) for the
 * memory and graph contract suites, with the few ways a test reaches past the ports: ageing a
 * memory past its expiry (the clock cannot be moved) and reading what the ports never return.
 */
import { openTestDatabase } from '../test-database.js';
import { createMemoryStores } from '../../persistence/stores/memory-stores.js';
import { createGraphStore } from '../../persistence/stores/graph-stores.js';
import type { MemoryStores } from '../../domain/memory/ports.js';
import type { GraphRepository } from '../../domain/graph/ports.js';

export interface MemoryStoresFixture {
  stores: MemoryStores;
  graph: GraphRepository;
  /** Moves a stored memory's expiry into the past, as if its lifetime had run out. */
  expire(memoryId: string): Promise<void>;
  /** Whether a memory row exists at all (visible or not). */
  rowExists(memoryId: string): Promise<boolean>;
  /** Audit entries of an action about one target. */
  auditEntries(action: string, targetId: string): Promise<number>;
  /** Columns of a table or index with planner statistics (pg_stats; an index's are its expressions'). */
  statisticsColumns(relation: string): Promise<string[]>;
  /** What a memory row stores beyond the memory's fields, in text form (the generated full-text vector, the vector, the times' offsets). */
  storedColumns(memoryId: string): Promise<StoredColumns>;
  close(): Promise<void>;
}

export interface StoredColumns {
  search_tsv: string;
  embedding: string | null;
  embedding_model: string | null;
  embedding_pending: boolean;
  importance: string;
  tags: string;
  metadata: string;
  /** Seconds from created_at to updated_at, and to expires_at (null without expiry). */
  updated_after: number;
  expires_after: number | null;
}

export async function openMemoryStoresFixture(): Promise<MemoryStoresFixture> {
  const db = await openTestDatabase();
  return {
    stores: createMemoryStores(db),
    graph: createGraphStore(db),
    expire: async (id) => {
      await db.knex('memories').where({ id }).update({ expires_at: db.knex.raw(`now() - interval '1 second'`) });
    },
    rowExists: async (id) => (await db.knex('memories').where({ id }).first('id')) !== undefined,
    auditEntries: async (action, targetId) => (await db.knex('audit_log').where({ action, target_id: targetId })).length,
    statisticsColumns: async (relation) => (await db.knex('pg_stats').where({ schemaname: 'public', tablename: relation }).orderBy('attname').select('attname')).map((r: { attname: string }) => r.attname),
    storedColumns: async (id) => (await db.knex.raw(
      `SELECT search_tsv::text, embedding::text, embedding_model, embedding_pending, importance::text, tags::text, metadata::text,
              extract(epoch FROM updated_at - created_at)::float8 AS updated_after, extract(epoch FROM expires_at - created_at)::float8 AS expires_after
       FROM memories WHERE id = ?`, [id],
    )).rows[0] as StoredColumns,
    close: () => db.close(),
  };
}
