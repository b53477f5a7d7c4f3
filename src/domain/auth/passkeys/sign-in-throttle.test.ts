/**
 * Passwordless passkey sign-in throttling on the in-process lockout store: failures lock the
 * client address and the passkey separately, with Retry-After; unknown credentials count against
 * the address only; a success forgets the passkey's failures.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { FlexibleRateLimiter } from '../../core/shared-state/flexible-rate-limiter.js';
import { PasskeySignInThrottle } from './sign-in-throttle.js';

const config = { clientLockThreshold: 4, credentialLockThreshold: 2, lockSeconds: 900 };

function throttle() {
  return new PasskeySignInThrottle(new FlexibleRateLimiter({ kind: 'memory' }), config);
}

async function refusal(attempt: Promise<unknown>): Promise<AppError> {
  const err = await attempt.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('PasskeySignInThrottle', () => {
  it('locks a passkey after its threshold of failures, from any address, with Retry-After', async () => {
    const t = throttle();
    await t.recordFailure('198.51.100.1', 'pk-1');
    await expect(t.beforePasskey('pk-1')).resolves.toBeUndefined();
    await t.recordFailure('198.51.100.2', 'pk-1');
    const err = await refusal(t.beforePasskey('pk-1'));
    expect(err.code).toBe('RATE-001');
    expect(Number(err.headers?.['Retry-After'])).toBeGreaterThan(800);
    // Other passkeys and both addresses (below their own threshold) are unaffected.
    await expect(t.beforePasskey('pk-2')).resolves.toBeUndefined();
    await expect(t.beforeAttempt('198.51.100.1')).resolves.toBeUndefined();
  });

  it('locks a client address after its threshold, counting unknown credentials too', async () => {
    const t = throttle();
    for (let i = 0; i < 3; i++) await t.recordFailure('203.0.113.9', null);
    await expect(t.beforeAttempt('203.0.113.9')).resolves.toBeUndefined();
    await t.recordFailure('203.0.113.9', 'pk-3');
    expect((await refusal(t.beforeAttempt('203.0.113.9'))).code).toBe('RATE-001');
    await expect(t.beforeAttempt('203.0.113.10')).resolves.toBeUndefined();
  });

  it('forgets a passkey\'s failures once it signs in', async () => {
    const t = throttle();
    await t.recordFailure('192.0.2.1', 'pk-4');
    await t.recordSuccess('pk-4');
    await t.recordFailure('192.0.2.1', 'pk-4');
    await expect(t.beforePasskey('pk-4')).resolves.toBeUndefined();
  });
});
