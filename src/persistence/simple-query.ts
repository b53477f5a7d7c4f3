/**
 * A message of several statements sent as one (PostgreSQL's simple query protocol), on a pooled
 * connection of the knex handle: one round trip, and the statements run as one transaction
 * unless they say otherwise. The protocol takes no parameters, so every value in the text must be
 * quoted with escapeLiteral (node-postgres's, which doubles quotes and backslashes). It bypasses
 * knex's statement building on purpose: knex would read a `?` inside a quoted value as a binding.
 * On the embedded store (PGlite, one connection) exec() sends the message.
 */
import type { Knex } from 'knex';
import pg from 'pg';

export const escapeLiteral: (value: string) => string = pg.escapeLiteral;

/** PGlite (the embedded store's one connection) sends such a message with exec(). */
interface EmbeddedConnection { exec(text: string): Promise<Array<{ rows: unknown[] }>> }

interface PooledClient {
  acquireConnection(): Promise<pg.Client | EmbeddedConnection>;
  releaseConnection(connection: pg.Client | EmbeddedConnection): Promise<void>;
}

/** Each statement's result, in order. */
export async function simpleQuery(knex: Knex, text: string): Promise<Array<{ rows: unknown[] }>> {
  const client = knex.client as unknown as PooledClient;
  const connection = await client.acquireConnection();
  try {
    if ('exec' in connection) return await connection.exec(text);
    const result = (await connection.query(text)) as pg.QueryResult | pg.QueryResult[];
    return Array.isArray(result) ? result : [result];
  } finally {
    await client.releaseConnection(connection);
  }
}
