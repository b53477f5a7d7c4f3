/**
 * Advisory locks on PostgreSQL, where several processes share the database: a sweep of one
 * name runs on one process at a time (the others skip their round), serial work waits its
 * turn, and fresh databases open safely from several processes at once (needs
 * TEST_DATABASE_URL; files named *.postgres.test.ts run only in the PostgreSQL tiers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireEnv } from '../testing/require-env.js';
import { createTestDatabaseUrl, openTestDatabase, testPgvectorMode } from '../testing/test-database.js';
import { openDatabase, type Database } from './db.js';
import { runExclusively, runSerially } from './advisory-lock.js';
import { settle, testTime } from '../testing/time-budget.js';

requireEnv('TEST_DATABASE_URL');
let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
}, testTime(120_000));
afterAll(async () => db?.close());

describe('runExclusively', () => {
  it('skips a round while another holds the sweep of that name; other names run', async () => {
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let holds = false;
    const first = runExclusively(db, 'test-sweep', async () => {
      holds = true;
      await holding;
      return 'first';
    });
    await expect.poll(() => holds, { timeout: testTime(10_000) }).toBe(true); // the first now holds the lock
    expect(await runExclusively(db, 'test-sweep', async () => 'second')).toBeNull();
    expect(await runExclusively(db, 'other-sweep', async () => 'other')).toBe('other');
    release();
    expect(await first).toBe('first');
    expect(await runExclusively(db, 'test-sweep', async () => 'after')).toBe('after');
  });
});

describe('runSerially', () => {
  it('makes work of one name wait for its turn', async () => {
    const order: string[] = [];
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    const first = runSerially(db, 'test-turns', async () => {
      order.push('first starts');
      await holding;
      order.push('first ends');
    });
    await expect.poll(() => order.includes('first starts'), { timeout: testTime(10_000) }).toBe(true); // the first holds its turn
    const second = runSerially(db, 'test-turns', async () => void order.push('second'));
    await settle(100); // the second now waits for its turn
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second']);
  });

  it('lets several processes open one fresh database at once (extension and migrations in turn)', async () => {
    const database = await createTestDatabaseUrl({ empty: true });
    try {
      const config = { dataDir: '', databaseUrl: database.url, poolMax: 3, pgvector: testPgvectorMode };
      const opened = await Promise.all([openDatabase(config), openDatabase(config), openDatabase(config)]);
      await Promise.all(opened.map((d) => d.close()));
    } finally {
      await database.drop();
    }
  });
});
