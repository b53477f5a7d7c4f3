/**
 * Migration 0207: the grouped write functions never compile their kept plan with JIT. Their
 * generic plan is costed for 100 JSON elements, so past about 103,000 memories in a namespace
 * the duplicate lookup's estimate crossed jit_above_cost and PostgreSQL spent 36–40 ms of CPU
 * compiling a lookup that runs in under 1 ms, on every group of writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.js';
import { testTime } from '../testing/time-budget.js';
import type { Database } from './db.js';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
}, testTime(120_000));
afterAll(async () => db.close());

describe('migration 0207: the grouped write functions without JIT', () => {
  it('keeps a generic plan and turns JIT off for memory_duplicates and memory_insert_new', async () => {
    const rows = (await db.knex.raw(
      `SELECT proname, proconfig FROM pg_proc WHERE proname IN ('memory_duplicates', 'memory_insert_new') ORDER BY proname`,
    )).rows as Array<{ proname: string; proconfig: string[] }>;
    expect(rows.map((r) => r.proname)).toEqual(['memory_duplicates', 'memory_insert_new']);
    for (const r of rows) expect([...r.proconfig].sort()).toEqual(['jit=off', 'plan_cache_mode=force_generic_plan']);
  });
});
