/**
 * The contracts every RateLimiter and FailureLockout keeps, run against each store
 * (in-process, database, Redis) by the tests of those stores. Windows and locks end with time:
 * a store whose clock is this process's passes a `ContractClock` that moves fake timers
 * (no real wait); the others wait for real, as their clock is the database's or Redis's.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopedLimiter, type FailureLockout, type RateLimiter } from '../domain/core/shared-state/rate-limiter.js';

/** How the contract lets time pass. */
export interface ContractClock {
  /** Called once before the suite, e.g. to install fake timers. */
  setUp?(): void;
  tearDown?(): void;
  wait(ms: number): Promise<void>;
}

export const realClock: ContractClock = { wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

function useClock(clock: ContractClock): void {
  beforeAll(() => clock.setUp?.());
  afterAll(() => clock.tearDown?.());
}

export function describeRateLimiterContract(name: string, make: () => Promise<RateLimiter>, clock: ContractClock = realClock): void {
  describe(`RateLimiter: ${name}`, () => {
    let limiter: RateLimiter;
    const window = { limit: 3, windowSeconds: 60 };
    const key = () => `k-${randomBytes(4).toString('hex')}`;

    useClock(clock);
    beforeAll(async () => {
      limiter = await make();
    });

    it('allows `limit` requests in a window, then refuses with the seconds left', async () => {
      const k = key();
      const decisions = [];
      for (let i = 0; i < 5; i++) decisions.push(await limiter.consume(k, window));
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false, false]);
      expect(decisions.map((d) => d.count)).toEqual([1, 2, 3, 4, 5]);
      for (const d of decisions) {
        expect(d.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        expect(d.retryAfterSeconds).toBeLessThanOrEqual(60);
      }
    });

    it('check counts nothing and says whether one more request may go', async () => {
      const k = key();
      expect(await limiter.check(k, window)).toEqual({ allowed: true, count: 0, retryAfterSeconds: 0 });
      await limiter.consume(k, window);
      await limiter.consume(k, window);
      expect(await limiter.check(k, window)).toMatchObject({ allowed: true, count: 2 });
      await limiter.consume(k, window);
      const full = await limiter.check(k, window);
      expect(full).toMatchObject({ allowed: false, count: 3 });
      expect(full.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect((await limiter.check(k, window)).count).toBe(3);
    });

    it('keys and scopes count apart', async () => {
      const k = key();
      const a = scopedLimiter(limiter, 'scope-a');
      const b = scopedLimiter(limiter, 'scope-b');
      for (let i = 0; i < 3; i++) await a.consume(k, window);
      expect((await a.consume(k, window)).allowed).toBe(false);
      expect((await b.consume(k, window)).allowed).toBe(true);
      expect((await limiter.consume(key(), window)).count).toBe(1);
    });

    it('a new window starts once the old one has ended', async () => {
      const k = key();
      const short = { limit: 1, windowSeconds: 1 };
      expect((await limiter.consume(k, short)).allowed).toBe(true);
      expect((await limiter.consume(k, short)).allowed).toBe(false);
      await clock.wait(1_100);
      expect(await limiter.consume(k, short)).toMatchObject({ allowed: true, count: 1 });
    });
  });
}

export function describeFailureLockoutContract(name: string, make: () => Promise<FailureLockout>, clock: ContractClock = realClock): void {
  describe(`FailureLockout: ${name}`, () => {
    let lockout: FailureLockout;
    const rule = { threshold: 3, windowSeconds: 60, lockSeconds: 120 };
    const key = () => `f-${randomBytes(4).toString('hex')}`;

    useClock(clock);
    beforeAll(async () => {
      lockout = await make();
    });

    it('counts failures, and the threshold-th locks the key for the lock time', async () => {
      const k = key();
      expect(await lockout.state(k, rule)).toEqual({ failures: 0, lockedForSeconds: 0 });
      expect(await lockout.fail(k, rule)).toEqual({ failures: 1, lockedForSeconds: 0 });
      expect(await lockout.fail(k, rule)).toEqual({ failures: 2, lockedForSeconds: 0 });
      const third = await lockout.fail(k, rule);
      expect(third.failures).toBe(3);
      expect(third.lockedForSeconds).toBeGreaterThan(60);
      expect(third.lockedForSeconds).toBeLessThanOrEqual(120);
      const state = await lockout.state(k, rule);
      expect(state.lockedForSeconds).toBeGreaterThan(60);
      // More failures while locked do not lengthen the lock.
      expect((await lockout.fail(k, rule)).lockedForSeconds).toBeLessThanOrEqual(120);
    });

    it('reset forgets failures and lock; keys and rules count apart', async () => {
      const k = key();
      for (let i = 0; i < 3; i++) await lockout.fail(k, rule);
      await lockout.reset(k, rule);
      expect(await lockout.state(k, rule)).toEqual({ failures: 0, lockedForSeconds: 0 });
      await lockout.fail(k, rule);
      expect((await lockout.state(key(), rule)).failures).toBe(0);
      expect((await lockout.state(k, { ...rule, lockSeconds: 30 })).failures).toBe(0);
    });

    it('a threshold of 1 locks on the first failure, and counting starts afresh once the lock ended', async () => {
      const k = key();
      const quick = { threshold: 1, windowSeconds: 1, lockSeconds: 1 };
      expect((await lockout.fail(k, quick)).lockedForSeconds).toBe(1);
      await clock.wait(1_100);
      expect(await lockout.state(k, quick)).toEqual({ failures: 0, lockedForSeconds: 0 });
    });
  });
}
