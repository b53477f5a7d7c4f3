/** Fixed-window limits kept in the shared counters table, so every server process counts the same. */
import type { Knex } from 'knex';
import { AuthThrottleRepository } from '../../persistence/repositories/auth-throttle-repository.js';
import { AppError } from '../errors/app-error.js';

export class AccountRateLimit {
  private readonly counters: AuthThrottleRepository;

  constructor(knex: Knex) {
    this.counters = new AuthThrottleRepository(knex);
  }

  /** Counts one request; 429 RATE-001 with Retry-After once more than `limit` fall in the window. */
  async hit(key: string, limit: number, windowSeconds: number, now: Date): Promise<void> {
    const hit = await this.counters.hit(`account:${key}`, now, windowSeconds);
    if (hit.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((hit.windowEndsAt.getTime() - now.getTime()) / 1000));
      throw new AppError('RATE-001', { headers: { 'Retry-After': String(retryAfter) } });
    }
  }
}
