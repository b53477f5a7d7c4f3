/**
 * What shared state is built on, implemented in src/persistence (redis.ts, rate-limit-store.ts):
 * the Redis connection (REDIS_URL) and the database table of rate limits.
 */
import type { Redis } from 'ioredis';

export interface RedisConnection {
  /** Commands; queued while disconnected (PUBLISH is retried on reconnect). */
  readonly client: Redis;
  /** Subscriber mode only (a subscribed connection takes no other commands). */
  readonly subscriber: Redis;
  /** Key and channel prefix (REDIS_KEY_PREFIX); every key and channel written starts with it. */
  readonly prefix: string;
  /**
   * Opens both connections; waits briefly for them and goes on in the background when Redis is not
   * up yet (never rejects). Nothing is opened before it is called, except by a command.
   */
  connect(): Promise<void>;
  /** Resolves when Redis answers PING; rejects when it is not connected or answers otherwise. */
  ping(): Promise<void>;
  /** Sends what is queued and closes both connections; calling it again does nothing. */
  close(): Promise<void>;
}

/**
 * A node-postgres style client (`{ text, values }` with $n placeholders, a `$n` may repeat), as
 * rate-limiter-flexible's PostgreSQL limiter issues its queries.
 */
export interface RateLimitQueryClient {
  /**
   * Runs one statement. `rows` are the returned rows (the `expire` column as a number or null);
   * `rowCount` is the number of rows returned, or of rows affected when none are returned.
   */
  query(q: { text: string; values?: unknown[] }): Promise<{ rows: Array<Record<string, unknown>>; rowCount: number }>;
}

/** The database store of rate limits: rows the limiter keeps per key, in one table. */
export interface RateLimitStore {
  /** The client the limiter runs its statements through. */
  readonly client: RateLimitQueryClient;
  /** The table the limiter keeps its rows in (created by the migrations). */
  readonly table: string;
  /**
   * Deletes rows whose window or lock ended more than `graceMs` before `now` (ms since the epoch,
   * default the current time); returns how many. Rows still running are never touched.
   */
  deleteEnded(graceMs: number, now?: number): Promise<number>;
}
