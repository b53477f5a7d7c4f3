/** The memories table's embedding column type as PostgreSQL names it (`vector(100)`, `bytea`), for tests of its form. */
import type { Knex } from 'knex';

export async function embeddingColumnType(knex: Knex): Promise<string> {
  const row = (await knex.raw(
    `SELECT format_type(atttypid, atttypmod) AS type FROM pg_attribute
     WHERE attrelid = 'memories'::regclass AND attname = 'embedding' AND NOT attisdropped`,
  )).rows[0] as { type: string };
  return row.type;
}
