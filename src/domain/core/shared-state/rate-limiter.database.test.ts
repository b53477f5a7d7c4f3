/**
 * The RateLimiter and FailureLockout contract (src/testing/rate-limiter-contract.ts) in the
 * database's rate_limits table, on the embedded store or PostgreSQL. The database's clock is
 * not this process's, so windows and locks end in real time here; the in-process store's run
 * is in rate-limiter.test.ts.
 */
import { afterAll, beforeAll } from 'vitest';
import { openCoreTestStack, type CoreTestStack } from '../../../testing/core-services.js';
import { describeFailureLockoutContract, describeRateLimiterContract } from '../../../testing/rate-limiter-contract.js';
import { FlexibleRateLimiter } from './flexible-rate-limiter.js';
import { testTime } from '../../../testing/time-budget.js';

let stack: CoreTestStack;

beforeAll(async () => {
  stack = await openCoreTestStack();
}, testTime(120_000));
afterAll(async () => stack?.close());

const inDatabase = async () => new FlexibleRateLimiter({ kind: 'database', client: stack.stores.rateLimits.client, table: stack.stores.rateLimits.table });
describeRateLimiterContract('database (rate_limits)', inDatabase);
describeFailureLockoutContract('database (rate_limits)', inDatabase);
