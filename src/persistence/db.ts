/**
 * Opens the store: embedded PGlite (with pgvector) in DATA_DIR by default, or a PostgreSQL
 * server when DATABASE_URL is set. Both speak the same SQL, so one schema and one set of
 * repositories serve both; the only difference is whether the embedding column is pgvector's
 * (`vectorColumn`: on a server with pgvector), which the repositories check to pick its form
 * and the kNN path. The embedded store has pgvector (`hasVector`) but keeps float32 bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB, type PgvectorMode, type StorageConfig } from '../config/storage.js';
import { runSerially } from './advisory-lock.js';
import type { Database, DatabaseKind } from './database-types.js';
import { runMigrations, type MigrationContext } from './migrator.js';
import { knexLog } from './knex-log.js';
import { watchLocalWrites } from './local-writes.js';
import type { LocalWrites } from '../domain/memory/ports.js';
import type { Logger } from '../logger.js';

export type { Database, DatabaseKind } from './database-types.js';

export interface OpenDatabaseOptions {
  /** Run pending migrations after connecting (default true). */
  migrate?: boolean;
  /** Use an in-memory PGlite (tests). Ignored when a database URL is given. */
  inMemory?: boolean;
  /** Where knex's pool and driver messages go (else knex prints them as raw text). */
  logger?: Logger;
  /** Seals secrets that migrations move out of plain text (the auth area's SecretBox). */
  secretBox?: MigrationContext['secretBox'];
  /**
   * Embedded store only: a new store starts as a copy of this data directory (a tarball from
   * PGlite's `dumpDataDir()`, e.g. a store already migrated) instead of an empty one; pending
   * migrations still run on it. PGlite refuses it when DATA_DIR already holds a store.
   */
  initialDataDir?: Blob;
}

// pg returns BIGINT (count(*)) as strings by default; counts here always fit a double.
let pgTypesConfigured = false;
async function configurePgTypes(): Promise<void> {
  if (pgTypesConfigured) return;
  const pg = (await import('pg')).default;
  pg.types.setTypeParser(20, (value: string) => Number(value));
  pg.types.setTypeParser(1700, (value: string) => Number(value));
  pgTypesConfigured = true;
}

async function openPostgres(url: string, poolMax: number, logger: Logger | undefined): Promise<Knex> {
  await configurePgTypes();
  return knexFactory({
    client: 'pg',
    connection: url,
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: 10_000,
    ...(logger ? { log: knexLog(logger) } : {}),
  });
}

async function openPglite(dataDir: string | undefined, initialDataDir: Blob | undefined, sharedBuffersMb: number): Promise<{ knex: Knex; localWrites: LocalWrites }> {
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { vector } = await import('@electric-sql/pglite-pgvector');
  const ClientPgLite = (await import('knex-pglite')).default;
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    ...(initialDataDir ? { loadDataDir: initialDataDir } : {}),
    extensions: { vector },
    // The page cache lives in the WebAssembly memory, which never shrinks: its size is resident
    // memory once filled (PGLITE_SHARED_BUFFERS_MB). PGlite's own start parameters are kept.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
    // Same parsing as the pg driver setup above: int8/numeric arrive as numbers.
    parsers: { [types.INT8]: (v: string) => Number(v), [types.NUMERIC]: (v: string) => Number(v) },
  });
  await pglite.exec('CREATE EXTENSION IF NOT EXISTS vector;');
  const localWrites = watchLocalWrites(pglite as unknown as Parameters<typeof watchLocalWrites>[0]);
  // knex-pglite derives the command tag from the builder method, so a `.del()` becomes
  // "DEL" and knex's postgres dialect returns the raw result instead of the row count
  // (the pg driver returns the count). Normalise it here, once.
  const Base = ClientPgLite as unknown as new (config: Knex.Config) => { processResponse(obj: unknown, runner: unknown): unknown };
  class PgliteClient extends Base {
    override processResponse(obj: { method?: string }, runner: unknown): unknown {
      return super.processResponse(obj?.method === 'del' ? { ...obj, method: 'delete' } : obj, runner);
    }
  }
  const knex = knexFactory({
    client: PgliteClient as unknown as typeof knexFactory.Client,
    dialect: 'postgres',
    connection: () => ({ pglite }) as object,
  } as Knex.Config);
  return { knex, localWrites };
}

/**
 * Whether this PostgreSQL database uses pgvector. PGVECTOR=off never touches the extension
 * (the exact in-process search serves, as on a server without it); on requires it.
 */
async function detectVector(knex: Knex, mode: PgvectorMode): Promise<boolean> {
  if (mode === 'off') return false;
  const installed = await knex.raw(`SELECT 1 FROM pg_extension WHERE extname = 'vector'`);
  if (installed.rows.length > 0) return true;
  const available = await knex.raw(`SELECT 1 FROM pg_available_extensions WHERE name = 'vector'`);
  let reason = 'the server has no pgvector extension';
  if (available.rows.length > 0) {
    try {
      await knex.raw('CREATE EXTENSION IF NOT EXISTS vector');
      return true;
    } catch (error) {
      // Present on disk but not creatable by this role: fall back like a server without it.
      reason = `CREATE EXTENSION vector failed: ${(error as Error).message}`;
    }
  }
  if (mode === 'on') throw new Error(`PGVECTOR=on but ${reason}`);
  return false;
}

export async function openDatabase(config: StorageConfig, options: OpenDatabaseOptions = {}): Promise<Database> {
  const kind: DatabaseKind = config.databaseUrl ? 'postgres' : 'pglite';
  const dataDir = kind === 'pglite' && !options.inMemory ? path.join(config.dataDir, 'pglite') : undefined;
  const { knex, localWrites } = kind === 'postgres'
    ? { knex: await openPostgres(config.databaseUrl!, config.poolMax, options.logger), localWrites: undefined }
    : await openPglite(dataDir, options.initialDataDir, config.pgliteSharedBuffersMb ?? DEFAULT_PGLITE_SHARED_BUFFERS_MB);
  try {
    const prepare = async () => {
      const vector = kind === 'pglite' || (await detectVector(knex, config.pgvector ?? 'auto'));
      if (options.migrate !== false) await runMigrations(knex, { hasVector: vector && kind === 'postgres', secretBox: options.secretBox });
      return vector;
    };
    // Nodes starting together on one PostgreSQL database take turns (the lock holds one
    // pool connection while the migrations use others, so a pool of one goes without).
    const hasVector = kind === 'postgres' && config.poolMax >= 2 ? await runSerially({ kind, knex }, 'schema', prepare) : await prepare();
    let closed = false;
    return {
      knex,
      kind,
      hasVector,
      vectorColumn: hasVector && kind === 'postgres',
      dataDir,
      localWrites,
      async close() {
        if (closed) return;
        closed = true;
        await knex.destroy();
      },
    };
  } catch (error) {
    await knex.destroy().catch(() => undefined);
    throw error;
  }
}
