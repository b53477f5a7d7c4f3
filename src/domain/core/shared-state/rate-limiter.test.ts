/**
 * One contract for every RateLimiter and FailureLockout (src/testing/rate-limiter-contract.ts):
 * here in the process (rate-limiter-flexible's memory store) and in the database's rate_limits
 * table; the Redis store in rate-limiter.redis.test.ts.
 */
import { afterAll, beforeAll } from 'vitest';
import { openCoreTestStack, type CoreTestStack } from '../../../testing/core-services.js';
import { describeFailureLockoutContract, describeRateLimiterContract } from '../../../testing/rate-limiter-contract.js';
import { FlexibleRateLimiter } from './flexible-rate-limiter.js';

let stack: CoreTestStack;

beforeAll(async () => {
  stack = await openCoreTestStack();
}, 120_000);
afterAll(async () => stack?.close());

describeRateLimiterContract('in-process (memory store)', async () => new FlexibleRateLimiter({ kind: 'memory' }));
const inDatabase = async () => new FlexibleRateLimiter({ kind: 'database', client: stack.stores.rateLimits.client, table: stack.stores.rateLimits.table });
describeRateLimiterContract('database (rate_limits)', inDatabase);
describeFailureLockoutContract('in-process (memory store)', async () => new FlexibleRateLimiter({ kind: 'memory' }));
describeFailureLockoutContract('database (rate_limits)', inDatabase);
