/**
 * RateLimiter and FailureLockout over rate-limiter-flexible, in one of three stores:
 * - memory: this process only;
 * - redis: every node counts together, with a memory store as insurance: while Redis does not
 *   answer, each node counts on its own rather than letting every request through or refusing
 *   them all;
 * - database: the rate_limits table (rate-limiter-flexible's PostgreSQL layout, reached through
 *   a query client of the persistence layer), for every process on one database without Redis.
 */
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type IRateLimiterStoreOptions, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { secondsUntil, type FailureLockout, type LimitDecision, type LimitWindow, type LockoutRule, type LockoutState, type RateLimiter } from './rate-limiter.js';
import type { RateLimitQueryClient, RedisCommands } from './ports.js';

/** node-postgres style queries ({ text, values }), as rate-limiter-flexible's PostgreSQL store issues them. */
export type PgStyleQueryClient = RateLimitQueryClient;

export type FlexibleStore =
  | { kind: 'memory' }
  | { kind: 'redis'; client: RedisCommands; prefix: string }
  | { kind: 'database'; client: PgStyleQueryClient; table: string };

interface Shape {
  points: number;
  duration: number;
  blockDuration?: number;
  keyPrefix: string;
}

export class FlexibleRateLimiter implements RateLimiter, FailureLockout {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly store: FlexibleStore) {}

  /** One rate-limiter-flexible instance per shape (points and durations are fixed per instance). */
  private limiterFor(shape: Shape): RateLimiterAbstract {
    const id = `${shape.keyPrefix}/${shape.points}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.build(shape);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  private build(shape: Shape): RateLimiterAbstract {
    const store = this.store;
    switch (store.kind) {
      case 'memory':
        return new RateLimiterMemory(shape);
      case 'redis':
        return new RateLimiterRedis({
          ...shape,
          keyPrefix: `${store.prefix}${shape.keyPrefix}`,
          storeClient: store.client,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(shape),
        });
      case 'database':
        // The table comes from a migration; expired rows are deleted by a scheduled job.
        return new RateLimiterPostgres({
          ...shape,
          storeClient: store.client,
          storeType: 'client',
          tableName: store.table,
          tableCreated: true,
          clearExpiredByTimeout: false,
        } as IRateLimiterStoreOptions);
    }
  }

  /** Window counters are keyed by the window length only: a key's count does not depend on its limit. */
  private windowLimiter(window: LimitWindow): RateLimiterAbstract {
    return this.limiterFor({ points: window.limit, duration: window.windowSeconds, keyPrefix: `rl${window.windowSeconds}` });
  }

  async consume(key: string, window: LimitWindow): Promise<LimitDecision> {
    try {
      const res = await this.windowLimiter(window).consume(key);
      return { allowed: true, count: res.consumedPoints, retryAfterSeconds: secondsUntil(res.msBeforeNext) };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, count: rejection.consumedPoints, retryAfterSeconds: secondsUntil(rejection.msBeforeNext) };
    }
  }

  async check(key: string, window: LimitWindow): Promise<LimitDecision> {
    const res = await this.windowLimiter(window).get(key);
    const count = res?.consumedPoints ?? 0;
    return { allowed: count < window.limit, count, retryAfterSeconds: res ? secondsUntil(res.msBeforeNext) : 0 };
  }

  /**
   * The library's consecutive-failures pattern: `threshold - 1` points per window, so the
   * threshold-th failure goes over and blocks the key for the lock's duration.
   */
  private lockoutLimiter(rule: LockoutRule): RateLimiterAbstract {
    return this.limiterFor({
      points: Math.max(0, rule.threshold - 1),
      duration: rule.windowSeconds,
      blockDuration: rule.lockSeconds,
      keyPrefix: `lk${rule.windowSeconds}-${rule.lockSeconds}`,
    });
  }

  private lockoutState(rule: LockoutRule, res: RateLimiterRes | null): LockoutState {
    if (!res) return { failures: 0, lockedForSeconds: 0 };
    const locked = res.consumedPoints >= Math.max(1, rule.threshold);
    return { failures: res.consumedPoints, lockedForSeconds: locked ? secondsUntil(res.msBeforeNext) : 0 };
  }

  async state(key: string, rule: LockoutRule): Promise<LockoutState> {
    return this.lockoutState(rule, await this.lockoutLimiter(rule).get(key));
  }

  async fail(key: string, rule: LockoutRule): Promise<LockoutState> {
    try {
      return this.lockoutState(rule, await this.lockoutLimiter(rule).consume(key));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return this.lockoutState(rule, rejection);
    }
  }

  async reset(key: string, rule: LockoutRule): Promise<void> {
    await this.lockoutLimiter(rule).delete(key);
  }
}
