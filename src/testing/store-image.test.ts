/**
 * Test stores start from the run's migrated image (embedded store) or template (PostgreSQL):
 * every migration is already recorded, the migrations run on open and find nothing to do, and
 * the schema is the one a store migrated from nothing gets. An empty store still migrates.
 */
// store-tier: each store — the migrated image on the embedded store, the template database on PostgreSQL
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../persistence/db.js';
import { listMigrationFiles } from '../persistence/migrator.js';
import { schemaKey, schemaSourceFiles } from './schema-key.js';
import { ensureStoreImage, storeImagesEnabled } from './store-image.js';
import { openTestDatabase, testBackend, testPgvectorMode } from './test-database.js';
import { createScratchStore, type ScratchStore } from './test-server.js';
import { testTime } from './time-budget.js';

/** Every table's columns, indexes and constraints, in a stable order. */
async function schemaOf(db: Database): Promise<string[]> {
  const columns = await db.knex.raw(
    `SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || udt_name || ' ' || is_nullable || ' ' || coalesce(column_default, '') AS line
     FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  const indexes = await db.knex.raw(`SELECT indexdef AS line FROM pg_indexes WHERE schemaname = 'public'`);
  const constraints = await db.knex.raw(
    `SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS line
     FROM pg_constraint WHERE connamespace = 'public'::regnamespace`,
  );
  return [...columns.rows, ...indexes.rows, ...constraints.rows].map((row: { line: string }) => row.line).sort();
}

async function recordedMigrations(db: Database): Promise<{ names: string[]; batches: number[] }> {
  const rows = (await db.knex('schema_migrations').select('name', 'batch').orderBy('name')) as { name: string; batch: number }[];
  return { names: rows.map((r) => r.name), batches: [...new Set(rows.map((r) => Number(r.batch)))] };
}

const everyMigration = listMigrationFiles().map((f) => f.replace(/\.ts$/, ''));
let fromImage: Database;
let fromEmpty: Database;

beforeAll(async () => {
  fromImage = await openTestDatabase();
  fromEmpty = await openTestDatabase({ empty: true });
}, testTime(180_000));
afterAll(async () => {
  await fromImage?.close();
  await fromEmpty?.close();
});

describe('test stores', () => {
  it('start with every migration recorded in one earlier batch, so opening them migrated nothing', async () => {
    expect(storeImagesEnabled()).toBe(true);
    expect(await recordedMigrations(fromImage)).toEqual({ names: everyMigration, batches: [1] });
  });

  it('hold only the database the store lives in on the embedded store (no templates to copy or unpack)', async () => {
    if (testBackend !== 'pglite') return;
    const databases = (await fromImage.knex.raw('SELECT datname FROM pg_database ORDER BY datname')).rows as Array<{ datname: string }>;
    expect(databases.map((d) => d.datname)).toEqual(['postgres']);
  });

  it('have the schema of a store migrated from nothing, which an empty store still gets', async () => {
    expect(await recordedMigrations(fromEmpty)).toEqual({ names: everyMigration, batches: [1] });
    expect(fromImage.hasVector).toBe(fromEmpty.hasVector);
    const schema = await schemaOf(fromImage);
    expect(schema.some((line) => line.startsWith('memories.embedding '))).toBe(true);
    expect(schema).toEqual(await schemaOf(fromEmpty));
  });

  describe('a scratch store for a server', () => {
    let store: ScratchStore;
    beforeAll(async () => {
      store = await createScratchStore('memplat-store-image-');
    }, testTime(120_000));
    afterAll(async () => store?.remove());

    it('holds a copy of the migrated store in its DATA_DIR (or its database on PostgreSQL)', async () => {
      if (testBackend === 'pglite') expect(fs.existsSync(path.join(store.dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      const db = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.env.DATABASE_URL, poolMax: 2, pgvector: testPgvectorMode });
      try {
        expect(await recordedMigrations(db)).toEqual({ names: everyMigration, batches: [1] });
        expect(await schemaOf(db)).toEqual(await schemaOf(fromImage));
      } finally {
        await db.close();
      }
    }, testTime(60_000));
  });
});

describe('the image\'s trimmed write-ahead log (embedded store)', () => {
  it('holds one short segment, and a store from it writes across new segments and reopens with every row', async () => {
    if (testBackend !== 'pglite') return;
    const image = await ensureStoreImage();
    const segments = fs.readdirSync(path.join(image, 'pglite', 'pg_wal')).filter((f) => /^[0-9A-F]{24}$/.test(f));
    expect(segments).toHaveLength(1);
    expect(fs.statSync(path.join(image, 'pglite', 'pg_wal', segments[0]!)).size).toBeLessThan(1 << 20);
    const store = await createScratchStore('memplat-store-image-wal-');
    try {
      // ~40 MB of rows: the log runs past the short segment into new 16 MB ones.
      const write = async () => {
        const db = await openDatabase({ dataDir: store.dataDir, poolMax: 1 });
        try {
          // Created first and filled after: a table created and filled in one statement skips the log.
          await db.knex.raw('CREATE TABLE wal_check (n int, pad text)');
          await db.knex.raw('INSERT INTO wal_check SELECT g, repeat(md5(g::text), 8) FROM generate_series(1, 120000) g');
        } finally {
          await db.close();
        }
      };
      await write();
      const written = fs.readdirSync(path.join(store.dataDir, 'pglite', 'pg_wal')).filter((f) => /^[0-9A-F]{24}$/.test(f));
      expect(written.some((f) => f > segments[0]!)).toBe(true);
      const db = await openDatabase({ dataDir: store.dataDir, poolMax: 1 });
      try {
        expect((await db.knex.raw('SELECT count(*)::int AS n, sum(n)::bigint AS total FROM wal_check')).rows[0]).toEqual({ n: 120000, total: 7200060000 });
        expect(await recordedMigrations(db)).toEqual({ names: everyMigration, batches: [1] });
      } finally {
        await db.close();
      }
    } finally {
      await store.remove();
    }
  }, testTime(120_000));
});

describe('the schema key that names the image', () => {
  it('covers the migrator, every migration and the sources they import', () => {
    const files = schemaSourceFiles();
    expect(files).toContain('src/persistence/migrator.ts');
    for (const name of listMigrationFiles()) expect(files).toContain(`src/persistence/migrations/${name}`);
    expect(files).toContain('src/persistence/repositories/memory-rows.ts'); // TEXT_FINGERPRINT, used by 0102
    expect(schemaKey()).toMatch(/^[0-9a-f]{16}$/);
  });
});
