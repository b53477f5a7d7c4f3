/**
 * One contract for every RateLimiter (src/testing/rate-limiter-contract.ts): here in the
 * process (rate-limiter-flexible's memory store) and in the database's counters table; the
 * Redis store in rate-limiter.redis.test.ts.
 */
import { afterAll, beforeAll } from 'vitest';
import { openTestDatabase } from '../../../persistence/test-database.js';
import type { Database } from '../../../persistence/db.js';
import { AuthThrottleRepository } from '../../../persistence/repositories/auth-throttle-repository.js';
import { describeRateLimiterContract } from '../../../testing/rate-limiter-contract.js';
import { DatabaseRateLimiter } from './database-rate-limiter.js';
import { FlexibleRateLimiter } from './flexible-rate-limiter.js';

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
}, 120_000);
afterAll(async () => db?.close());

describeRateLimiterContract('in-process (memory store)', async () => new FlexibleRateLimiter({ kind: 'memory' }));
describeRateLimiterContract('database counters', async () => new DatabaseRateLimiter(new AuthThrottleRepository(db.knex)));
