/**
 * Re-entering the current password while signed in (password change and removal, erasure
 * confirmation, TOTP disable, new recovery codes) is throttled per account (ASVS 2.2.1): a
 * stolen session must not become an unlimited password oracle. Failures count on a
 * FailureLockout key of the account (rate-limiter-flexible, in Redis or the database, so every
 * node counts the same); CURRENT_PASSWORD_MAX_FAILURES of them within
 * CURRENT_PASSWORD_LOCK_SECONDS lock these operations for the account for that long: 429
 * RATE-001 with Retry-After, before any password is checked. A success starts the count afresh.
 * Where a second proof goes with the password (TOTP disable), a wrong one counts too.
 */
import type { AuthConfig } from '../../../config/auth.js';
import type { FailureLockout, LockoutRule } from '../../core/shared-state/rate-limiter.js';
import { tooManyRequests } from '../../core/shared-state/rate-limiter.js';
import type { PasswordHasher } from './hasher.js';

export class CurrentPasswordCheck {
  private readonly rule: LockoutRule;

  constructor(
    private readonly lockout: FailureLockout,
    private readonly hasher: PasswordHasher,
    config: AuthConfig['currentPassword'],
  ) {
    this.rule = { threshold: config.maxFailures, windowSeconds: config.lockSeconds, lockSeconds: config.lockSeconds };
  }

  private key(accountId: string): string {
    return `current-password:${accountId}`;
  }

  /**
   * Runs `attempt` unless the account is locked (429 RATE-001 with Retry-After), counting a
   * false answer as a failure and a true one as a fresh start; returns the attempt's answer.
   */
  async guard(accountId: string, attempt: () => Promise<boolean>): Promise<boolean> {
    const key = this.key(accountId);
    const state = await this.lockout.state(key, this.rule);
    if (state.lockedForSeconds > 0) {
      throw tooManyRequests(state.lockedForSeconds, 'Too many wrong passwords; try again later');
    }
    const ok = await attempt();
    if (ok) {
      if (state.failures > 0) await this.lockout.reset(key, this.rule);
    } else {
      await this.lockout.fail(key, this.rule);
    }
    return ok;
  }

  /** Whether `password` is the account's current one, throttled as above. */
  verify(account: { id: string; password_hash: string | null }, password: string | undefined): Promise<boolean> {
    return this.guard(account.id, () => this.matches(account, password));
  }

  /** The comparison alone, for an attempt passed to `guard` (no stored password: false, after the same work). */
  async matches(account: { password_hash: string | null }, password: string | undefined): Promise<boolean> {
    const ok = await this.hasher.verifyOrBurn(account.password_hash, password ?? '');
    return ok && password !== undefined;
  }
}
