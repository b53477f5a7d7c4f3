/**
 * Passwordless passkey sign-in is throttled like the password sign-in: failures (unknown
 * passkey, bad signature, no user verification, expired or used challenge, a blocked copy) count
 * per client address and, when the assertion names a registered passkey, per passkey. Each is a
 * FailureLockout key (rate-limiter-flexible: Redis when REDIS_URL is set, else the database, so
 * every node counts the same): PASSKEY_SIGNIN_CLIENT_LOCK_THRESHOLD failures from one address or
 * PASSKEY_SIGNIN_CREDENTIAL_LOCK_THRESHOLD against one passkey within PASSKEY_SIGNIN_LOCK_SECONDS
 * lock it for that long: 429 RATE-001 with Retry-After, before any signature is checked.
 *
 * A guess costs nothing but a request (credential ids are not secret to everyone and a signature
 * check answers yes or no), so the counts bound what one address, or many against one passkey,
 * can try. Unknown credential ids count against the address only, so a flood of invented ids
 * stores nothing per id. A successful sign-in starts its passkey's count afresh; the address's
 * count runs out by itself (one address may be shared by many people).
 */
import type { AuthConfig } from '../../../config/auth.js';
import type { FailureLockout, LockoutRule } from '../../core/shared-state/rate-limiter.js';
import { tooManyRequests } from '../../core/shared-state/rate-limiter.js';

const MESSAGE = 'Too many failed passkey sign-ins; try again later';

export class PasskeySignInThrottle {
  private readonly clientRule: LockoutRule;
  private readonly passkeyRule: LockoutRule;

  constructor(
    private readonly lockout: FailureLockout,
    config: AuthConfig['passkeySignIn'],
  ) {
    this.clientRule = { threshold: config.clientLockThreshold, windowSeconds: config.lockSeconds, lockSeconds: config.lockSeconds };
    this.passkeyRule = { threshold: config.credentialLockThreshold, windowSeconds: config.lockSeconds, lockSeconds: config.lockSeconds };
  }

  private clientKey(clientIp: string): string {
    return `passkey-signin:c:${clientIp}`;
  }

  private passkeyKey(passkeyId: string): string {
    return `passkey-signin:p:${passkeyId}`;
  }

  /** Refuses a locked client address (429 with Retry-After). */
  async beforeAttempt(clientIp: string): Promise<void> {
    const state = await this.lockout.state(this.clientKey(clientIp), this.clientRule);
    if (state.lockedForSeconds > 0) throw tooManyRequests(state.lockedForSeconds, MESSAGE);
  }

  /** Refuses a locked passkey (429 with Retry-After), before its signature is checked. */
  async beforePasskey(passkeyId: string): Promise<void> {
    const state = await this.lockout.state(this.passkeyKey(passkeyId), this.passkeyRule);
    if (state.lockedForSeconds > 0) throw tooManyRequests(state.lockedForSeconds, MESSAGE);
  }

  /** Counts one failure for the address and, when the assertion named a registered passkey, for it. */
  async recordFailure(clientIp: string, passkeyId: string | null): Promise<void> {
    await this.lockout.fail(this.clientKey(clientIp), this.clientRule);
    if (passkeyId) await this.lockout.fail(this.passkeyKey(passkeyId), this.passkeyRule);
  }

  /** The owner proved possession: the passkey's failures are forgotten. */
  async recordSuccess(passkeyId: string): Promise<void> {
    await this.lockout.reset(this.passkeyKey(passkeyId), this.passkeyRule);
  }
}
