/**
 * What shared state is built on: the Redis connection (REDIS_URL; ioredis in
 * src/adapters/redis/) and the database table of rate limits (src/persistence/rate-limit-store.ts).
 */

/** A connection's state: 'ready' when commands are answered; anything else ('wait', 'connecting', 'reconnecting', 'end', ...) is not. */
export interface RedisStatus {
  readonly status: string;
}

/**
 * The commands the services send on the command connection, in ioredis' shapes. The rate
 * limiters hand this connection to rate-limiter-flexible, which drives it as an ioredis client.
 */
export interface RedisCommands extends RedisStatus {
  /** Resolves with the number of subscribers that received `message`. */
  publish(channel: string, message: string): Promise<number>;
}

/** The subscriber connection: subscribing, and the messages and connection events it emits. */
export interface RedisSubscriber extends RedisStatus {
  subscribe(channel: string): Promise<unknown>;
  unsubscribe(channel: string): Promise<unknown>;
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
  /** 'ready' on every (re)connection, 'close' when the connection dropped. */
  on(event: 'ready' | 'close', listener: () => void): unknown;
}

export interface RedisConnection {
  /** Commands; queued while disconnected (PUBLISH is retried on reconnect). */
  readonly client: RedisCommands;
  /** Subscriber mode only (a subscribed connection takes no other commands). */
  readonly subscriber: RedisSubscriber;
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
