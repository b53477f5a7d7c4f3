/**
 * RateLimiter over the database's counters table (auth_rate_counters): shared by every
 * process on one PostgreSQL database without Redis. Used, when REDIS_URL is unset, for the
 * limits that must hold across processes (reset and set-up requests, provider refreshes).
 */
import type { AuthThrottleRepository } from '../../../persistence/repositories/auth-throttle-repository.js';
import { secondsUntil, type LimitDecision, type LimitWindow, type RateLimiter } from './rate-limiter.js';

export class DatabaseRateLimiter implements RateLimiter {
  constructor(private readonly counters: AuthThrottleRepository, private readonly now: () => Date = () => new Date()) {}

  async consume(key: string, window: LimitWindow): Promise<LimitDecision> {
    const now = this.now();
    const hit = await this.counters.hit(key, now, window.windowSeconds);
    return { allowed: hit.count <= window.limit, count: hit.count, retryAfterSeconds: secondsUntil(hit.windowEndsAt.getTime() - now.getTime()) };
  }

  async check(key: string, window: LimitWindow): Promise<LimitDecision> {
    const now = this.now();
    const open = await this.counters.peek(key, now, window.windowSeconds);
    const count = open?.count ?? 0;
    return { allowed: count < window.limit, count, retryAfterSeconds: open ? secondsUntil(open.windowEndsAt.getTime() - now.getTime()) : 0 };
  }
}
