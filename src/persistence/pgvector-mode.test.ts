/**
 * The PGVECTOR switch: which vector path a database serves (pgvector's HNSW or the bytea
 * column behind the exact in-process search), on the store the test run chose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testBackend, testPgvectorMode } from '../testing/test-database.js';
import type { Database } from './db.js';
import { testTime } from '../testing/time-budget.js';
import { embeddingColumnType } from '../testing/embedding-column.js';

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
}, testTime(120_000));
afterAll(async () => db.close());


describe('vector path of the test database', () => {
  it('follows PGVECTOR: the embedded store always has pgvector, off never uses it, on requires it', async () => {
    if (testBackend === 'pglite') expect(db.hasVector).toBe(true);
    else if (testPgvectorMode === 'off') expect(db.hasVector).toBe(false);
    else if (testPgvectorMode === 'on') expect(db.hasVector).toBe(true);
    // The embedded store keeps float32 bytes though it has pgvector: it searches them in process.
    expect(db.vectorColumn).toBe(db.hasVector && testBackend !== 'pglite');
    expect(await embeddingColumnType(db.knex)).toBe(db.vectorColumn ? 'vector' : 'bytea');
  });

  it('creates the extension only when it uses it', async () => {
    const installed = (await db.knex.raw(`SELECT 1 FROM pg_extension WHERE extname = 'vector'`)).rows.length > 0;
    expect(installed).toBe(db.hasVector);
  });
});
