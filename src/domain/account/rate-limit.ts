/**
 * Per-account request limits (set-password links, provider token refreshes), counted through
 * the shared durable limiter: Redis when configured, else the database's counters, so every
 * server process counts the same.
 */
import { consumeOrRefuse, type RateLimiter } from '../core/shared-state/rate-limiter.js';

export class AccountRateLimit {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts one request; 429 RATE-001 with Retry-After once more than `limit` fall in the window. */
  async hit(key: string, limit: number, windowSeconds: number): Promise<void> {
    await consumeOrRefuse(this.limiter, `account:${key}`, { limit, windowSeconds });
  }
}
