/**
 * Sweeps under advisory locks on either store: a sweep that failed leaves the lock free, and
 * one nobody else holds runs. What only PostgreSQL has (several processes contending) is in
 * advisory-lock.postgres.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.js';
import type { Database } from './db.js';
import { runExclusively, runSerially } from './advisory-lock.js';
import { testTime } from '../testing/time-budget.js';

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
}, testTime(120_000));
afterAll(async () => db?.close());

describe('runExclusively', () => {
  it('a sweep that throws leaves the lock free', async () => {
    await expect(runExclusively(db, 'failing-sweep', async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(await runExclusively(db, 'failing-sweep', async () => 'again')).toBe('again');
  });

  it('with nobody else holding the name, the sweep runs and gives its result', async () => {
    expect(await runExclusively(db, 'test-sweep', async () => 1)).toBe(1);
  });
});

describe('runSerially', () => {
  it('runs the work and gives its result; a failure reaches the caller', async () => {
    expect(await runSerially(db, 'test-turns', async () => 'done')).toBe('done');
    await expect(runSerially(db, 'test-turns', async () => { throw new Error('boom'); })).rejects.toThrow('boom');
  });
});
