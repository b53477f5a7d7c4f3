/**
 * On PostgreSQL (TEST_DATABASE_URL), one migrated template database per schema and PGVECTOR
 * mode, which every test database is copied from (`CREATE DATABASE … TEMPLATE …`) instead of
 * being migrated: named `mp_tpl_<schema key>_<mode>` (src/testing/schema-key.ts), so a changed
 * migration makes a new one and an old one is never used (the suite's PostgreSQL is thrown away
 * after the run). pgvector and PGVECTOR=off need templates of their own: the embedding column's
 * type differs. A template accepts no connections (PostgreSQL copies a database only while
 * nobody is connected to it), and processes building the same one take turns under an advisory
 * lock; it is built under another name and renamed, so it is whole whenever it exists.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { PgvectorMode } from '../config/storage.js';
import { openDatabase } from '../persistence/db.js';
import { schemaKey } from './schema-key.js';

/** `url` with its database name replaced. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs `work` on one connection to the server's maintenance database (the one TEST_DATABASE_URL names). */
export async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function buildTemplate(client: pg.Client, adminUrl: string, name: string, mode: PgvectorMode): Promise<void> {
  const building = `${name}_b${randomBytes(3).toString('hex')}`;
  await client.query(`CREATE DATABASE ${building}`);
  try {
    const db = await openDatabase({ dataDir: '', databaseUrl: withDatabase(adminUrl, building), poolMax: 2, pgvector: mode });
    await db.close();
    await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
  } catch (error) {
    await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    throw error;
  }
  await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
}

const ensured = new Map<string, Promise<string>>();

/** The migrated template for this server and PGVECTOR mode, built when missing; returns its name. */
export function ensureStoreTemplate(adminUrl: string, mode: PgvectorMode): Promise<string> {
  const name = `mp_tpl_${schemaKey()}_${mode}`;
  const memoKey = `${adminUrl} ${name}`;
  let pending = ensured.get(memoKey);
  if (!pending) {
    pending = withAdminClient(adminUrl, async (client) => {
      const exists = async () => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount! > 0;
      if (await exists()) return name;
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      try {
        if (!(await exists())) await buildTemplate(client, adminUrl, name, mode);
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
      }
      return name;
    });
    pending.catch(() => ensured.delete(memoKey));
    ensured.set(memoKey, pending);
  }
  return pending;
}
