/** The sign-in throttle's layers over a FailureLockout (here rate-limiter-flexible's memory store). */
import { describe, expect, it } from 'vitest';
import { FlexibleRateLimiter } from '../../core/shared-state/flexible-rate-limiter.js';
import { LoginThrottle, type TrustedClients } from './login-throttle.js';

const config = { clientLockThreshold: 3, clientLockSeconds: 900, accountLockThreshold: 5, accountWindowSeconds: 900, accountLockSeconds: 600, delayBaseMs: 100, delayMaxMs: 300 };

function throttle(trustedIps: string[] = []) {
  const trusted: TrustedClients = { isTrustedClient: async (_a, ip) => trustedIps.includes(ip), trustClient: async () => undefined };
  const delays: number[] = [];
  const t = new LoginThrottle({ lockout: new FlexibleRateLimiter({ kind: 'memory' }), trusted, config, sleep: async (ms) => void delays.push(ms) });
  return { t, delays };
}

const alice = { kind: 'account', accountId: 'a1' } as const;
const refusal = { code: 'RATE-001', status: 429 };

describe('LoginThrottle', () => {
  it('delays from the second failure of a pair and locks the pair at the threshold, other addresses unaffected', async () => {
    const { t, delays } = throttle();
    for (let i = 0; i < 3; i++) {
      await t.beforeAttempt(alice, '192.0.2.1');
      await t.recordFailure(alice, '192.0.2.1');
    }
    expect(delays).toEqual([100]);
    const locked = await t.beforeAttempt(alice, '192.0.2.1').catch((e: unknown) => e);
    expect(locked).toMatchObject(refusal);
    expect(Number((locked as { headers: Record<string, string> }).headers['Retry-After'])).toBeGreaterThan(800);
    await expect(t.beforeAttempt(alice, '192.0.2.2')).resolves.toBeUndefined();
  });

  it('the account-wide cap locks every address but the trusted ones', async () => {
    const { t } = throttle(['198.51.100.7']);
    for (let i = 0; i < 5; i++) await t.recordFailure(alice, `203.0.113.${i}`);
    await expect(t.beforeAttempt(alice, '203.0.113.99')).rejects.toMatchObject(refusal);
    await expect(t.beforeAttempt(alice, '198.51.100.7')).resolves.toBeUndefined();
  });

  it('a success clears its pair; a password reset clears the cap and every pair of the account', async () => {
    const { t } = throttle();
    for (let i = 0; i < 3; i++) await t.recordFailure(alice, '192.0.2.1');
    for (let i = 0; i < 2; i++) await t.recordFailure(alice, '192.0.2.3');
    await t.recordSuccess('a1', '192.0.2.3');
    await expect(t.beforeAttempt(alice, '192.0.2.1')).rejects.toMatchObject(refusal);
    await t.clearAccount('a1');
    await expect(t.beforeAttempt(alice, '192.0.2.1')).resolves.toBeUndefined();
    // Unknown identifiers count the same way and are not touched by an account's reset.
    const ghost = { kind: 'identifier', normalised: 'ghost' } as const;
    for (let i = 0; i < 3; i++) await t.recordFailure(ghost, '192.0.2.1');
    await expect(t.beforeAttempt(ghost, '192.0.2.1')).rejects.toMatchObject(refusal);
  });
});
