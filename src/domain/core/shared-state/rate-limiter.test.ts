/**
 * One contract for every RateLimiter and FailureLockout (src/testing/rate-limiter-contract.ts):
 * here in the process (rate-limiter-flexible's memory store) and in the database's rate_limits
 * table; the Redis store in rate-limiter.redis.test.ts.
 */
import { afterAll, beforeAll } from 'vitest';
import { openTestDatabase } from '../../../persistence/test-database.js';
import type { Database } from '../../../persistence/db.js';
import { RATE_LIMIT_TABLE, rateLimitQueryClient } from '../../../persistence/rate-limit-store.js';
import { describeFailureLockoutContract, describeRateLimiterContract } from '../../../testing/rate-limiter-contract.js';
import { FlexibleRateLimiter } from './flexible-rate-limiter.js';

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
}, 120_000);
afterAll(async () => db?.close());

describeRateLimiterContract('in-process (memory store)', async () => new FlexibleRateLimiter({ kind: 'memory' }));
const inDatabase = async () => new FlexibleRateLimiter({ kind: 'database', client: rateLimitQueryClient(db.knex), table: RATE_LIMIT_TABLE });
describeRateLimiterContract('database (rate_limits)', inDatabase);
describeFailureLockoutContract('in-process (memory store)', async () => new FlexibleRateLimiter({ kind: 'memory' }));
describeFailureLockoutContract('database (rate_limits)', inDatabase);
