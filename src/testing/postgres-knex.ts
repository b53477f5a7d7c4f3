/**
 * A knex handle on a throw-away database of the TEST_DATABASE_URL server, one connection, for
 * tests of what node-postgres does on a connection (prepared statements, multi-statement
 * messages). Registers the suite's beforeAll / afterAll; call it at the top of the file.
 */
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll } from 'vitest';
import { requireEnv } from './require-env.js';
import { createTestDatabaseUrl } from './test-database.js';
import { testTime } from './time-budget.js';

export function onePostgresConnection(): () => Knex {
  requireEnv('TEST_DATABASE_URL');
  let database: { url: string | undefined; drop(): Promise<void> } | undefined;
  let knex: Knex | undefined;
  beforeAll(async () => {
    database = await createTestDatabaseUrl();
    knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 1, max: 1 } });
  }, testTime(120_000));
  afterAll(async () => {
    await knex?.destroy();
    await database?.drop();
  });
  return () => knex!;
}
