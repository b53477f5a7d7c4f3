/**
 * Named prepared statements on PostgreSQL (needs TEST_DATABASE_URL): one name per statement
 * text whatever its values, prepared once on a connection and executed again by name with
 * other values, answering as the unnamed statement does.
 */
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { onePostgresConnection } from '../testing/postgres-knex.js';
import { prepared } from './prepared-statement.js';

const connection = onePostgresConnection();

const named = (raw: Knex.Raw) => (raw.toSQL() as unknown as { options: { name?: string } }).options.name;

describe('prepared', () => {
  it('names a statement by its text, not its values', () => {
    const a = named(prepared(connection().raw('SELECT ?::int + 1 AS x', [1])));
    expect(a).toMatch(/^memplat_[0-9a-f]{20}$/);
    expect(named(prepared(connection().raw('SELECT ?::int + 1 AS x', [41])))).toBe(a);
    expect(named(prepared(connection().raw('SELECT ?::int + 2 AS x', [1])))).not.toBe(a);
  });

  it('is prepared once per connection and answers as the unnamed statement', async () => {
    const statement = (n: number) => connection().raw('SELECT ?::int * 2 AS x, ?::text[] AS t', [n, [`v${n}`, 'w']]);
    const name = named(prepared(statement(0)))!;
    for (const n of [1, 2, 3]) {
      const plain = await statement(n);
      const viaName = await prepared(statement(n));
      expect(viaName.rows).toEqual(plain.rows);
      expect(viaName.rows).toEqual([{ x: n * 2, t: [`v${n}`, 'w'] }]);
    }
    const held = await connection().raw(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = ?`, [name]);
    expect(held.rows[0].n).toBe(1);
  });
});
