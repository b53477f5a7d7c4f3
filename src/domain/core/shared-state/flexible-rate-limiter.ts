/**
 * RateLimiter over rate-limiter-flexible: its memory store (one process) or its Redis store
 * (every node counts together). The Redis form has a memory store as insurance: while Redis
 * does not answer, each node counts on its own rather than letting every request through
 * or refusing them all.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { secondsUntil, type LimitDecision, type LimitWindow, type RateLimiter } from './rate-limiter.js';

export type FlexibleStore = { kind: 'memory' } | { kind: 'redis'; client: Redis; prefix: string };

export class FlexibleRateLimiter implements RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly store: FlexibleStore) {}

  /** One rate-limiter-flexible instance per window shape (points and duration are fixed per instance). */
  private limiterFor(window: LimitWindow): RateLimiterAbstract {
    const id = `${window.limit}/${window.windowSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      // Counters are keyed by the window length only: a key's count does not depend on its limit.
      const shape = { points: window.limit, duration: window.windowSeconds, keyPrefix: `rl${window.windowSeconds}` };
      limiter = this.store.kind === 'memory'
        ? new RateLimiterMemory(shape)
        : new RateLimiterRedis({
          ...shape,
          keyPrefix: `${this.store.prefix}${shape.keyPrefix}`,
          storeClient: this.store.client,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(shape),
        });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  async consume(key: string, window: LimitWindow): Promise<LimitDecision> {
    try {
      const res = await this.limiterFor(window).consume(key);
      return { allowed: true, count: res.consumedPoints, retryAfterSeconds: secondsUntil(res.msBeforeNext) };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, count: rejection.consumedPoints, retryAfterSeconds: secondsUntil(rejection.msBeforeNext) };
    }
  }

  async check(key: string, window: LimitWindow): Promise<LimitDecision> {
    const res = await this.limiterFor(window).get(key);
    const count = res?.consumedPoints ?? 0;
    return { allowed: count < window.limit, count, retryAfterSeconds: res ? secondsUntil(res.msBeforeNext) : 0 };
  }
}
