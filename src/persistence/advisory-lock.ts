/**
 * Background sweeps that several server processes on one PostgreSQL database would all
 * run (expired memories, erasures whose cooling-off ended, expired sign-in state) run on
 * one node at a time: each round tries a session-level advisory lock on a connection of its
 * own and is skipped when another node holds it. A node that dies mid-sweep loses its
 * connection, and PostgreSQL releases the lock with it. The embedded store has a single
 * process, so there the sweep simply runs.
 */
import type { Database } from './database-types.js';

/** Runs `sweep` unless another process is running the sweep of that name; returns null when skipped. */
export async function runExclusively<T>(db: Pick<Database, 'kind' | 'knex'>, name: string, sweep: () => Promise<T>): Promise<T | null> {
  if (db.kind !== 'postgres') return sweep();
  const client = db.knex.client as { acquireConnection(): Promise<PgConnection>; releaseConnection(c: PgConnection): Promise<void> };
  const connection = await client.acquireConnection();
  try {
    const key = `memplat:${name}`;
    const taken = await connection.query('SELECT pg_try_advisory_lock(hashtext($1)) AS taken', [key]);
    if (!taken.rows[0]?.taken) return null;
    try {
      return await sweep();
    } finally {
      await connection.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    await client.releaseConnection(connection);
  }
}

/**
 * Runs `work` while no other process runs the work of that name, waiting for its turn (a
 * blocking advisory lock on a connection of its own, which `work` must not need: the pool
 * needs room for one more). Start-up uses it so nodes starting together on one database
 * create the extension and run the migrations one after another.
 */
export async function runSerially<T>(db: Pick<Database, 'kind' | 'knex'>, name: string, work: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return work();
  const client = db.knex.client as { acquireConnection(): Promise<PgConnection>; releaseConnection(c: PgConnection): Promise<void> };
  const connection = await client.acquireConnection();
  try {
    const key = `memplat:${name}`;
    await connection.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    try {
      return await work();
    } finally {
      await connection.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    await client.releaseConnection(connection);
  }
}

interface PgConnection {
  query(text: string, values: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}
