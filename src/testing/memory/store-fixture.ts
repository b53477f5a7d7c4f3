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
  close(): Promise<void>;
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
    close: () => db.close(),
  };
}
