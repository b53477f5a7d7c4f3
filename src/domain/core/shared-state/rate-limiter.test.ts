/**
 * One contract for every RateLimiter and FailureLockout (src/testing/rate-limiter-contract.ts),
 * here in the process (rate-limiter-flexible's memory store), where time is this process's and
 * fake timers let windows and locks end without waiting; in the database's rate_limits table in
 * rate-limiter.database.test.ts, and in Redis in rate-limiter.redis.test.ts.
 */
import { vi } from 'vitest';
import { describeFailureLockoutContract, describeRateLimiterContract, type ContractClock } from '../../../testing/rate-limiter-contract.js';
import { FlexibleRateLimiter } from './flexible-rate-limiter.js';

const fakeClock: ContractClock = {
  setUp: () => vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] }),
  tearDown: () => vi.useRealTimers(),
  wait: async (ms) => {
    await vi.advanceTimersByTimeAsync(ms);
  },
};

describeRateLimiterContract('in-process (memory store)', async () => new FlexibleRateLimiter({ kind: 'memory' }), fakeClock);
describeFailureLockoutContract('in-process (memory store)', async () => new FlexibleRateLimiter({ kind: 'memory' }), fakeClock);
