/**
 * Databases for tests: an in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created per call, dropped on close),
 * so one repository suite runs unchanged against both back ends. PGVECTOR in the test
 * environment (auto, on, off) chooses between pgvector and the in-process fallback there;
 * TEST_REDIS_URL gives test servers Redis shared state.
 */
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { loadStorageConfig } from '../config/storage.js';
import { openDatabase, type Database } from '../persistence/db.js';

export const testBackend: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** PGVECTOR of the test run, validated like the server's setting. */
export const testPgvectorMode = loadStorageConfig(process.env).pgvector ?? 'auto';

/**
 * Settings a server or CLI started on a test store inherits from the test run: PGVECTOR, and
 * with TEST_REDIS_URL the Redis shared state under a prefix of its own (so limits counted
 * by one test's server never reach another's).
 */
export function testStoreEnv(): Record<string, string> {
  const env: Record<string, string> = process.env.PGVECTOR ? { PGVECTOR: testPgvectorMode } : {};
  if (process.env.TEST_REDIS_URL) {
    env.REDIS_URL = process.env.TEST_REDIS_URL;
    env.REDIS_KEY_PREFIX = `test-${randomBytes(6).toString('hex')}:`;
  }
  return env;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ dataDir: '', poolMax: 1 }, { inMemory: true });
  const name = `mp_test_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  await admin.destroy();
  const db = await openDatabase({ dataDir: '', databaseUrl: withDatabase(adminUrl, name), poolMax: 4, pgvector: testPgvectorMode });
  return {
    ...db,
    async close() {
      await db.close();
      const dropper = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
      await dropper.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.destroy();
    },
  };
}

/** The URL tests can pass as DATABASE_URL to a whole server (fresh database), or undefined for PGlite. */
export async function createTestDatabaseUrl(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: async () => undefined };
  const name = `mp_test_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  await admin.destroy();
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const dropper = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
      await dropper.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.destroy();
    },
  };
}
