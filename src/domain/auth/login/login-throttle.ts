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
 *
 * The counts and locks are FailureLockout keys (rate-limiter-flexible's consecutive-failures
 * pattern; Redis or the database, so every node counts the same). A reset cannot list the
 * pair keys of an account, so they carry the account's reset generation: a reset moves it on,
 * and every pair counter of the account starts afresh.
 */
import type { AuthConfig } from '../../../config/auth.js';
import type { FailureLockout, LockoutRule } from '../../core/shared-state/rate-limiter.js';
import { tooManyRequests } from '../../core/shared-state/rate-limiter.js';
import { sha256Hex } from '../../core/sha256.js';
import type { TrustedClients } from '../ports/index.js';

const TRUSTED_CLIENT_DAYS = 30;
/** Outlives every pair window, so a reset generation is never forgotten while its pair keys count. */
const GENERATION_DAYS = 30;

export type LoginSubject = { kind: 'account'; accountId: string } | { kind: 'identifier'; normalised: string };

export type { TrustedClients } from '../ports/index.js';

export interface LoginThrottleDeps {
  lockout: FailureLockout;
  /** Addresses an account signed in from successfully (exempt from the account-wide lock). */
  trusted: TrustedClients;
  config: AuthConfig['login'];
  /** Waits out the progressive delay (tests record it instead). */
  sleep?: (ms: number) => Promise<void>;
}

function subjectKey(subject: LoginSubject): string {
  return subject.kind === 'account' ? `a:${subject.accountId}` : `i:${sha256Hex(subject.normalised)}`;
}

export class LoginThrottle {
  private readonly pairRule: LockoutRule;
  private readonly subjectRule: LockoutRule;
  /** Counts password resets per account (the generation of its pair keys). */
  private readonly generationRule: LockoutRule = { threshold: Number.MAX_SAFE_INTEGER, windowSeconds: GENERATION_DAYS * 86_400, lockSeconds: 1 };

  private readonly lockout: FailureLockout;
  private readonly trusted: TrustedClients;
  private readonly config: AuthConfig['login'];
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(deps: LoginThrottleDeps) {
    this.lockout = deps.lockout;
    this.trusted = deps.trusted;
    this.config = deps.config;
    this.sleep = deps.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    const config = deps.config;
    this.pairRule = { threshold: config.clientLockThreshold, windowSeconds: config.clientLockSeconds, lockSeconds: config.clientLockSeconds };
    this.subjectRule = { threshold: config.accountLockThreshold, windowSeconds: config.accountWindowSeconds, lockSeconds: config.accountLockSeconds };
  }

  private async keys(subject: LoginSubject, clientIp: string) {
    const s = subjectKey(subject);
    const generation = subject.kind === 'account' ? (await this.lockout.state(`g:${s}`, this.generationRule)).failures : 0;
    return { subject: `s:${s}`, pair: `p:${s}|${generation}|${clientIp}` };
  }

  /**
   * Before checking the password: refuses a locked subject or pair with 429 and a
   * Retry-After, and applies the progressive delay.
   */
  async beforeAttempt(subject: LoginSubject, clientIp: string, now = new Date()): Promise<void> {
    const keys = await this.keys(subject, clientIp);
    const [pair, subjectState] = await Promise.all([this.lockout.state(keys.pair, this.pairRule), this.lockout.state(keys.subject, this.subjectRule)]);
    let lockedFor = pair.lockedForSeconds;
    if (subjectState.lockedForSeconds > 0) {
      const exempt = subject.kind === 'account' &&
        (await this.trusted.isTrustedClient(subject.accountId, clientIp, new Date(now.getTime() - TRUSTED_CLIENT_DAYS * 86_400_000)));
      if (!exempt) lockedFor = Math.max(lockedFor, subjectState.lockedForSeconds);
    }
    if (lockedFor > 0) throw tooManyRequests(lockedFor, 'Too many failed sign-in attempts; try again later');
    const delay = this.delayFor(pair.failures);
    if (delay > 0) await this.sleep(delay);
  }

  delayFor(consecutiveFailures: number): number {
    if (consecutiveFailures < 2 || this.config.delayBaseMs === 0) return 0;
    return Math.min(this.config.delayBaseMs * 2 ** Math.min(consecutiveFailures - 2, 20), this.config.delayMaxMs);
  }

  async recordFailure(subject: LoginSubject, clientIp: string): Promise<void> {
    const keys = await this.keys(subject, clientIp);
    await this.lockout.fail(keys.pair, this.pairRule);
    await this.lockout.fail(keys.subject, this.subjectRule);
  }

  async recordSuccess(accountId: string, clientIp: string, now = new Date()): Promise<void> {
    await this.lockout.reset((await this.keys({ kind: 'account', accountId }, clientIp)).pair, this.pairRule);
    await this.trusted.trustClient(accountId, clientIp, now);
  }

  /** After a password reset the owner has proved control: forget every counter of the account. */
  async clearAccount(accountId: string): Promise<void> {
    const s = subjectKey({ kind: 'account', accountId });
    await this.lockout.reset(`s:${s}`, this.subjectRule);
    await this.lockout.fail(`g:${s}`, this.generationRule); // every pair key of the account changes
  }
}
