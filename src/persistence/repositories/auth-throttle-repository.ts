/**
 * Counters for login throttling and request limits. Increments are single upserts, so
 * concurrent requests cannot lose counts.
 */
import type { Knex } from 'knex';

export interface ThrottleRow {
  key: string;
  failures: number;
  window_started_at: Date;
  locked_until: Date | null;
}

export class AuthThrottleRepository {
  constructor(private readonly knex: Knex) {}

  async get(keys: string[]): Promise<Map<string, ThrottleRow>> {
    const rows: ThrottleRow[] = await this.knex('login_throttle').whereIn('key', keys);
    return new Map(rows.map((r) => [r.key, r]));
  }

  /** Adds a failure inside a window of `windowSeconds` (a window older than that restarts at 1). */
  async addFailure(key: string, now: Date, windowSeconds: number): Promise<number> {
    const windowStart = new Date(now.getTime() - windowSeconds * 1000);
    const result = await this.knex.raw(
      `INSERT INTO login_throttle (key, failures, window_started_at, locked_until) VALUES (?, 1, ?, NULL)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN login_throttle.window_started_at < ? THEN 1 ELSE login_throttle.failures + 1 END,
         window_started_at = CASE WHEN login_throttle.window_started_at < ? THEN EXCLUDED.window_started_at ELSE login_throttle.window_started_at END
       RETURNING failures`,
      [key, now, windowStart, windowStart],
    );
    return Number(result.rows[0].failures);
  }

  /** Locks the key until `until` and starts counting afresh. */
  async lock(key: string, now: Date, until: Date): Promise<void> {
    await this.knex('login_throttle').where({ key }).update({ locked_until: until, failures: 0, window_started_at: now });
  }

  async clear(keys: string[]): Promise<void> {
    await this.knex('login_throttle').whereIn('key', keys).delete();
  }

  async clearPrefix(prefix: string): Promise<void> {
    await this.knex('login_throttle').whereLike('key', `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`).delete();
  }

  async isTrustedClient(accountId: string, clientIp: string, since: Date): Promise<boolean> {
    const row = await this.knex('login_trusted_clients').where({ account_id: accountId, client_ip: clientIp }).andWhere('last_success_at', '>=', since).first('account_id');
    return Boolean(row);
  }

  async trustClient(accountId: string, clientIp: string, now: Date): Promise<void> {
    await this.knex('login_trusted_clients')
      .insert({ account_id: accountId, client_ip: clientIp, last_success_at: now })
      .onConflict(['account_id', 'client_ip'])
      .merge({ last_success_at: now });
  }

  /** The count of `key`'s open window (one started less than `windowSeconds` ago), counting nothing. */
  async peek(key: string, now: Date, windowSeconds: number): Promise<{ count: number; windowEndsAt: Date } | null> {
    const row = await this.knex('auth_rate_counters').where({ key }).first('count', 'window_started_at');
    if (!row) return null;
    const windowEndsAt = new Date(new Date(row.window_started_at).getTime() + windowSeconds * 1000);
    return windowEndsAt > now ? { count: Number(row.count), windowEndsAt } : null;
  }

  /**
   * Counts one request against a fixed window; returns the count inside the window and
   * when the window ends.
   */
  async hit(key: string, now: Date, windowSeconds: number): Promise<{ count: number; windowEndsAt: Date }> {
    const windowStart = new Date(now.getTime() - windowSeconds * 1000);
    const result = await this.knex.raw(
      `INSERT INTO auth_rate_counters (key, count, window_started_at) VALUES (?, 1, ?)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN auth_rate_counters.window_started_at <= ? THEN 1 ELSE auth_rate_counters.count + 1 END,
         window_started_at = CASE WHEN auth_rate_counters.window_started_at <= ? THEN EXCLUDED.window_started_at ELSE auth_rate_counters.window_started_at END
       RETURNING count, window_started_at`,
      [key, now, windowStart, windowStart],
    );
    const row = result.rows[0];
    return { count: Number(row.count), windowEndsAt: new Date(new Date(row.window_started_at).getTime() + windowSeconds * 1000) };
  }
}
