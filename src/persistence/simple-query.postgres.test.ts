/**
 * Several statements in one message on PostgreSQL (needs TEST_DATABASE_URL): each statement's
 * result in order, local settings that hold for the message only, values quoted whatever they
 * hold (quotes, backslashes, `?`), and a failed message leaves the connection usable.
 */
import { describe, expect, it } from 'vitest';
import { onePostgresConnection } from '../testing/postgres-knex.js';
import { testTime } from '../testing/time-budget.js';
import { escapeLiteral, simpleQuery } from './simple-query.js';

const connection = onePostgresConnection();

describe('simpleQuery', () => {
  it('runs the statements as one transaction: a local setting holds for the message only', async () => {
    const results = await simpleQuery(connection(), `SELECT set_config('work_mem', '7MB', true) AS s; SELECT current_setting('work_mem') AS w`);
    expect(results.map((r) => r.rows[0])).toEqual([{ s: '7MB' }, { w: '7MB' }]);
    const after = await simpleQuery(connection(), `SELECT current_setting('work_mem') AS w`);
    expect((after[0]!.rows[0] as { w: string }).w).not.toBe('7MB');
  });

  it('quotes any value, and a failed message rolls back and leaves the connection usable', async () => {
    for (const value of [`it's`, 'back\\slash', 'why?', '\\?', `a\\'b?c`, '$1', 'ünï']) {
      const [result] = await simpleQuery(connection(), `SELECT ${escapeLiteral(value)}::text AS v`);
      expect((result!.rows[0] as { v: string }).v).toBe(value);
    }
    await expect(simpleQuery(connection(), `SELECT set_config('work_mem', '9MB', true); SELECT 1 / 0`)).rejects.toThrow(/division by zero/);
    const [after] = await simpleQuery(connection(), `SELECT current_setting('work_mem') AS w, now() = statement_timestamp() AS fresh`);
    expect(after!.rows[0]).toEqual({ w: expect.not.stringMatching(/^9MB$/), fresh: true });
  });
}, testTime(60_000));
