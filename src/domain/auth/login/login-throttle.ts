/**
 * Login throttling (A1 rule 2), counted per *subject*: the resolved account, or the
 * normalised identifier (trim + NFKC + lower case) when none resolves. Unknown
 * identifiers go through exactly the same rules as accounts, so lock-out behaviour does
 * not reveal which identifiers exist.
 *
 * Three layers, all of which expire by themselves:
 * 1. Delay: from the 2nd consecutive failure of a (subject, client address) pair the
 *    answer is held back LOGIN_DELAY_BASE_MS, doubling per failure, capped at LOGIN_DELAY_MAX_MS.
 * 2. Pair lock: LOGIN_CLIENT_LOCK_THRESHOLD failures from one address lock that
 *    (subject, address) pair for LOGIN_CLIENT_LOCK_SECONDS. Other addresses are unaffected,
 *    so one attacker cannot lock the owner out.
 * 3. Subject cap: LOGIN_ACCOUNT_LOCK_THRESHOLD failures from all addresses within
 *    LOGIN_ACCOUNT_WINDOW_SECONDS lock the subject for LOGIN_ACCOUNT_LOCK_SECONDS. Addresses
 *    the account signed in from successfully in the last 30 days are exempt, so even a
 *    distributed attack cannot keep the owner out from their usual place; everyone else
 *    waits out a bounded lock that ends when the attack stops.
 * A successful sign-in clears the pair counter; a password reset clears everything for the account.
 */
import type { AuthConfig } from '../../../config/auth.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthThrottleRepository } from '../../../persistence/repositories/auth-throttle-repository.js';
import { sha256Hex } from '../../core/sha256.js';


const TRUSTED_CLIENT_DAYS = 30;

export type LoginSubject = { kind: 'account'; accountId: string } | { kind: 'identifier'; normalised: string };

function subjectKey(subject: LoginSubject): string {
  return subject.kind === 'account' ? `a:${subject.accountId}` : `i:${sha256Hex(subject.normalised)}`;
}

export class LoginThrottle {
  constructor(
    private readonly repo: AuthThrottleRepository,
    private readonly config: AuthConfig['login'],
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  private keys(subject: LoginSubject, clientIp: string) {
    const s = subjectKey(subject);
    return { subject: `s:${s}`, pair: `p:${s}|${clientIp}` };
  }

  /**
   * Before checking the password: refuses a locked subject or pair with 429 and a
   * Retry-After, and applies the progressive delay.
   */
  async beforeAttempt(subject: LoginSubject, clientIp: string, now = new Date()): Promise<void> {
    const keys = this.keys(subject, clientIp);
    const rows = await this.repo.get([keys.subject, keys.pair]);
    const pair = rows.get(keys.pair);
    const subjectRow = rows.get(keys.subject);
    let lockedUntil = 0;
    if (pair?.locked_until && new Date(pair.locked_until) > now) lockedUntil = new Date(pair.locked_until).getTime();
    if (subjectRow?.locked_until && new Date(subjectRow.locked_until) > now) {
      const exempt = subject.kind === 'account' &&
        (await this.repo.isTrustedClient(subject.accountId, clientIp, new Date(now.getTime() - TRUSTED_CLIENT_DAYS * 86_400_000)));
      if (!exempt) lockedUntil = Math.max(lockedUntil, new Date(subjectRow.locked_until).getTime());
    }
    if (lockedUntil > 0) {
      const retryAfter = Math.max(1, Math.ceil((lockedUntil - now.getTime()) / 1000));
      throw new AppError('RATE-001', { message: 'Too many failed sign-in attempts; try again later', headers: { 'Retry-After': String(retryAfter) } });
    }
    const recent = pair && new Date(pair.window_started_at).getTime() + this.config.clientLockSeconds * 1000 > now.getTime() ? pair.failures : 0;
    const delay = this.delayFor(recent);
    if (delay > 0) await this.sleep(delay);
  }

  delayFor(consecutiveFailures: number): number {
    if (consecutiveFailures < 2 || this.config.delayBaseMs === 0) return 0;
    return Math.min(this.config.delayBaseMs * 2 ** Math.min(consecutiveFailures - 2, 20), this.config.delayMaxMs);
  }

  async recordFailure(subject: LoginSubject, clientIp: string, now = new Date()): Promise<void> {
    const keys = this.keys(subject, clientIp);
    const c = this.config;
    const pairFailures = await this.repo.addFailure(keys.pair, now, c.clientLockSeconds);
    if (pairFailures >= c.clientLockThreshold) await this.repo.lock(keys.pair, now, new Date(now.getTime() + c.clientLockSeconds * 1000));
    const subjectFailures = await this.repo.addFailure(keys.subject, now, c.accountWindowSeconds);
    if (subjectFailures >= c.accountLockThreshold) await this.repo.lock(keys.subject, now, new Date(now.getTime() + c.accountLockSeconds * 1000));
  }

  async recordSuccess(accountId: string, clientIp: string, now = new Date()): Promise<void> {
    await this.repo.clear([this.keys({ kind: 'account', accountId }, clientIp).pair]);
    await this.repo.trustClient(accountId, clientIp, now);
  }

  /** After a password reset the owner has proved control: forget every counter of the account. */
  async clearAccount(accountId: string): Promise<void> {
    const s = subjectKey({ kind: 'account', accountId });
    await this.repo.clear([`s:${s}`]);
    await this.repo.clearPrefix(`p:${s}|`);
  }
}
