/**
 * Databases for tests: an in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created per call, dropped on close),
 * so one repository suite runs unchanged against both back ends. Each starts as a copy of
 * the run's migrated store (src/testing/store-image.ts, src/testing/store-template.ts), whose
 * migrations then find nothing to do; `{ empty: true }` gives one that migrates from nothing.
 * PGVECTOR in the test environment (auto, on, off) chooses between pgvector and the in-process
 * fallback there; TEST_REDIS_URL gives test servers Redis shared state.
 */
import { randomBytes } from 'node:crypto';
import { loadStorageConfig } from '../config/storage.js';
import { openDatabase, type Database } from '../persistence/db.js';
import { storeImagesEnabled, storeImageTarball } from './store-image.js';
import { ensureStoreTemplate, withAdminClient, withDatabase } from './store-template.js';

export const testBackend: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** PGVECTOR of the test run, validated like the server's setting. */
export const testPgvectorMode = loadStorageConfig(process.env).pgvector ?? 'auto';

/**
 * shared_buffers of an embedded test store, in MiB. PGlite sets its page cache up in WebAssembly
 * memory when it starts, and that start-up grows with the cache: at the product's default (32)
 * a store took about twice as long to open as at 8, and a store lane opens one or more per test
 * file. A test store holds a few thousand rows at most; what the setting itself does is tested
 * in src/persistence/pglite-shared-buffers.test.ts.
 */
export const TEST_PGLITE_SHARED_BUFFERS_MB = 8;

/**
 * Settings a server or CLI started on a test store inherits from the test run: PGVECTOR, the
 * embedded store's small page cache, and with TEST_REDIS_URL the Redis shared state under a
 * prefix of its own (so limits counted by one test's server never reach another's).
 */
export function testStoreEnv(): Record<string, string> {
  const env: Record<string, string> = process.env.PGVECTOR ? { PGVECTOR: testPgvectorMode } : {};
  if (testBackend === 'pglite') env.PGLITE_SHARED_BUFFERS_MB = String(TEST_PGLITE_SHARED_BUFFERS_MB);
  if (process.env.TEST_REDIS_URL) {
    env.REDIS_URL = process.env.TEST_REDIS_URL;
    env.REDIS_KEY_PREFIX = `test-${randomBytes(6).toString('hex')}:`;
  }
  return env;
}

/** What a test store starts as: migrated (a copy of the run's migrated image or template) or empty. */
export interface TestStoreOptions {
  /** An empty store, which migrates from nothing (tests of migrations themselves). */
  empty?: boolean;
}

export async function openTestDatabase(options: TestStoreOptions = {}): Promise<Database> {
  if (testBackend === 'pglite') {
    const initialDataDir = !options.empty && storeImagesEnabled() ? await storeImageTarball() : undefined;
    return openDatabase({ dataDir: '', poolMax: 1, pgliteSharedBuffersMb: TEST_PGLITE_SHARED_BUFFERS_MB }, { inMemory: true, initialDataDir });
  }
  const database = await createTestDatabaseUrl(options);
  try {
    const db = await openDatabase({ dataDir: '', databaseUrl: database.url, poolMax: 4, pgvector: testPgvectorMode });
    return {
      ...db,
      async close() {
        await db.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/**
 * The URL tests can pass as DATABASE_URL to a whole server (a new database, dropped by `drop`),
 * or undefined for PGlite. The database is a copy of the run's migrated template unless `empty`.
 */
export async function createTestDatabaseUrl(options: TestStoreOptions = {}): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: async () => undefined };
  const template = !options.empty && storeImagesEnabled() ? await ensureStoreTemplate(adminUrl, testPgvectorMode) : undefined;
  const name = `mp_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
