/**
 * The database store of the rate limits (table rate_limits, migration 0110):
 * rate-limiter-flexible's PostgreSQL limiter issues node-postgres style queries
 * (`{ text, values }` with $n placeholders); this client runs them through knex, so they work
 * on PGlite and PostgreSQL alike and use the pool like every other query.
 */
import type { Knex } from 'knex';
import type { RateLimitQueryClient, RateLimitStore } from '../domain/core/shared-state/ports.js';

export const RATE_LIMIT_TABLE = 'rate_limits';

export function rateLimitQueryClient(knex: Knex): RateLimitQueryClient {
  return {
    async query({ text, values = [] }) {
      // knex binds `?` in order of appearance; $n may repeat, so each occurrence gets its value.
      const bindings: unknown[] = [];
      const sql = text.replace(/\$(\d+)/g, (_, n: string) => {
        bindings.push(values[Number(n) - 1]);
        return '?';
      });
      const result = (await knex.raw(sql, bindings as Knex.RawBinding[])) as { rows?: Array<Record<string, unknown>>; rowCount?: number; affectedRows?: number };
      // bigint columns arrive as strings (pg) or BigInt (PGlite); the limiter computes with numbers.
      const rows = (result.rows ?? []).map((row) => ({ ...row, ...('expire' in row ? { expire: row.expire === null ? null : Number(row.expire) } : {}) }));
      // Rows returned count themselves (PGlite reports rowCount 0 for a SELECT); else the rows affected.
      return { rows, rowCount: rows.length > 0 ? rows.length : result.rowCount ?? result.affectedRows ?? 0 };
    },
  };
}

/** Deletes limits that ended more than `graceMs` ago (rows of keys never seen again). */
export async function deleteEndedRateLimits(knex: Knex, graceMs: number, now = Date.now()): Promise<number> {
  return knex(RATE_LIMIT_TABLE).where('expire', '<', now - graceMs).delete();
}

/** The rate-limit store of one database (the shared-state port). */
export function databaseRateLimitStore(knex: Knex): RateLimitStore {
  return {
    client: rateLimitQueryClient(knex),
    table: RATE_LIMIT_TABLE,
    deleteEnded: (graceMs, now) => deleteEndedRateLimits(knex, graceMs, now),
  };
}
