/**
 * Password sign-in (A1 rule 2) and its second step.
 *
 * Every path does the same work whether or not the identifier exists: one account
 * lookup, the throttle check, one argon2id verification (against a dummy hash when
 * there is no account or no password), the failure bookkeeping, and the audit row in the
 * background. Every failure is the same 401 (AUTH-010); a locked subject gets 429.
 *
 * With a second factor (TOTP or a passkey), a correct password yields `mfa_required` and a single-use
 * `mfa_token` (32 random bytes, stored as sha256, MFA_PENDING_TTL_SECONDS); no session
 * exists until the second step succeeds.
 */
import type { AuthConfig } from '../../../config/auth.js';
import type { AuditService } from '../../core/audit.js';
import { AppError } from '../../errors/app-error.js';
import type { AccountRow, AccountStore, AuthStores, CredentialStore } from '../ports/index.js';
import type { BackgroundTasks } from '../background.js';
import { randomToken } from '../crypto/tokens.js';
import { looksLikeEmail, normalizeIdentifier } from '../identifiers.js';
import type { PasswordHasher } from '../passwords/hasher.js';
import type { TotpService } from '../mfa/totp-service.js';
import type { IssuedSession, SessionService } from '../sessions/session-service.js';
import type { LoginSubject, LoginThrottle } from './login-throttle.js';
import { sha256Hex } from '../../core/sha256.js';
import { tooManyRequests } from '../../core/shared-state/rate-limiter.js';

export interface PasswordLoginInput {
  loginId: string;
  password: string;
  remember: boolean;
  clientIp: string;
  currentCookie?: string;
  requestId?: string;
}

/** A second step a password sign-in can finish with. */
export type SecondFactorMethod = 'passkey' | 'totp' | 'recovery_code';

export type LoginOutcome =
  | { status: 'ok'; accountId: string; session: IssuedSession }
  | { status: 'mfa_required'; mfaToken: string; methods: SecondFactorMethod[] };

/** A pending second step, finished by any factor (TOTP, recovery code, passkey). */
export interface PendingSecondStepInput {
  mfaToken: string;
  clientIp: string;
  currentCookie?: string;
  requestId?: string;
}

export interface MfaVerifyInput {
  mfaToken: string;
  code?: string;
  recoveryCode?: string;
  clientIp: string;
  currentCookie?: string;
  requestId?: string;
}

export interface PasswordLoginDeps {
  stores: AuthStores;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  totp: TotpService;
  sessions: SessionService;
  audit: AuditService;
  background: BackgroundTasks;
  config: AuthConfig;
  /** Whether the account has passkeys: they make the password sign-in ask for a second step too (none when absent). */
  passkeys?: { hasAny(accountId: string): Promise<boolean> };
}

export class PasswordLoginService {
  private readonly accounts: AccountStore;
  private readonly credentials: CredentialStore;
  private readonly hasher: PasswordHasher;
  private readonly throttle: LoginThrottle;
  private readonly totp: TotpService;
  private readonly sessions: SessionService;
  private readonly audit: AuditService;
  private readonly background: BackgroundTasks;
  private readonly config: AuthConfig;
  private readonly passkeys: { hasAny(accountId: string): Promise<boolean> };

  constructor(deps: PasswordLoginDeps) {
    this.accounts = deps.stores.accounts;
    this.credentials = deps.stores.credentials;
    this.hasher = deps.hasher;
    this.throttle = deps.throttle;
    this.totp = deps.totp;
    this.sessions = deps.sessions;
    this.audit = deps.audit;
    this.background = deps.background;
    this.config = deps.config;
    this.passkeys = deps.passkeys ?? { hasAny: async () => false };
  }

  /** The second steps the account can finish a password sign-in with; empty when it has none. */
  private async secondFactorsOf(accountId: string): Promise<SecondFactorMethod[]> {
    const [totp, passkey] = await Promise.all([this.totp.isEnabled(accountId), this.passkeys.hasAny(accountId)]);
    const methods: SecondFactorMethod[] = [];
    if (passkey) methods.push('passkey');
    if (totp) methods.push('totp');
    if (methods.length) methods.push('recovery_code');
    return methods;
  }

  /** The account a login id names: admin login id, or verified email of an account with a password. */
  private async resolve(normalised: string): Promise<AccountRow | undefined> {
    const account = looksLikeEmail(normalised)
      ? await this.accounts.findByEmail(normalised)
      : await this.accounts.findByLoginId(normalised);
    if (!account || !account.password_hash) return undefined;
    if (looksLikeEmail(normalised) && !account.email_verified) return undefined;
    return account;
  }

  private auditLater(action: string, accountId: string | null, clientIp: string, requestId?: string, details: Record<string, unknown> = {}): void {
    this.background.run(action, () =>
      this.audit.record({
        action,
        principal: { kind: 'anonymous', contextId: '00000000-0000-4000-8000-000000000001' },
        targetType: accountId ? 'account' : undefined,
        targetId: accountId ?? undefined,
        details: { client_ip: clientIp, ...details },
        requestId,
      }),
    );
  }

  async login(input: PasswordLoginInput): Promise<LoginOutcome> {
    const normalised = normalizeIdentifier(input.loginId);
    const account = await this.resolve(normalised);
    const subject: LoginSubject = account ? { kind: 'account', accountId: account.id } : { kind: 'identifier', normalised };
    await this.throttle.beforeAttempt(subject, input.clientIp);
    const valid = await this.hasher.verifyOrBurn(account?.password_hash, input.password);
    if (!valid || !account) {
      await this.throttle.recordFailure(subject, input.clientIp);
      this.auditLater('auth.login_failed', account?.id ?? null, input.clientIp, input.requestId);
      throw new AppError('AUTH-010');
    }
    await this.throttle.recordSuccess(account.id, input.clientIp);
    // A hash from before the pepper (or older parameters) is replaced now that the password is known.
    if (this.hasher.needsRehash(account.password_hash!)) await this.accounts.setPassword(account.id, await this.hasher.hash(input.password));
    const methods = await this.secondFactorsOf(account.id);
    if (methods.length) {
      const mfaToken = randomToken();
      const now = new Date();
      await this.credentials.createPendingLogin({
        token_hash: sha256Hex(mfaToken),
        account_id: account.id,
        remember: input.remember,
        client_ip: input.clientIp,
        failed_attempts: 0,
        created_at: now,
        expires_at: new Date(now.getTime() + this.config.mfaPendingSeconds * 1000),
      });
      this.auditLater('auth.login_password_ok_mfa_required', account.id, input.clientIp, input.requestId);
      return { status: 'mfa_required', mfaToken, methods };
    }
    const session = await this.completeSignIn(account.id, 'password', input.remember, input.currentCookie);
    this.auditLater('auth.login', account.id, input.clientIp, input.requestId, { method: 'password' });
    return { status: 'ok', accountId: account.id, session };
  }

  /** Creates the browser session of a proven sign-in (any method) and records the sign-in time. */
  async completeSignIn(accountId: string, method: string, remember: boolean, currentCookie?: string): Promise<IssuedSession> {
    const session = await this.sessions.signIn({ accountId, authMethod: method, currentCookie, addToExisting: true, persistent: remember });
    await this.accounts.recordSignIn(accountId, new Date());
    return session;
  }

  /** Second step: a TOTP code (replay-proof) or an unused recovery code. */
  async verifyMfa(input: MfaVerifyInput): Promise<{ accountId: string; session: IssuedSession }> {
    const method = input.code !== undefined ? 'password+totp' : 'password+recovery_code';
    return this.completeSecondStep(input, method, async (accountId) =>
      input.code !== undefined ? this.totp.verifyCode(accountId, input.code) : input.recoveryCode !== undefined && (await this.totp.useRecoveryCode(accountId, input.recoveryCode)),
    );
  }

  /** The account of a pending, unexpired second step, or null (unknown, used or expired token). */
  async pendingAccountOf(mfaToken: string): Promise<string | null> {
    const pending = await this.credentials.pendingLogin(sha256Hex(mfaToken));
    return pending && new Date(pending.expires_at) > new Date() ? pending.account_id : null;
  }

  /**
   * Finishes a pending second step with `check` (the factor's proof for the pending account):
   * a false answer counts against the pending sign-in (discarded after MFA_MAX_ATTEMPTS, 429)
   * and the account's throttle; the token is single use. `method` is recorded on the session.
   */
  async completeSecondStep(input: PendingSecondStepInput, method: string, check: (accountId: string) => Promise<boolean>): Promise<{ accountId: string; session: IssuedSession }> {
    const tokenHash = sha256Hex(input.mfaToken);
    const pending = await this.credentials.pendingLogin(tokenHash);
    if (!pending) throw new AppError('AUTH-011');
    if (new Date(pending.expires_at) <= new Date()) {
      await this.credentials.consumePendingLogin(tokenHash);
      throw new AppError('AUTH-011');
    }
    const accountId = pending.account_id;
    const ok = await check(accountId);
    if (!ok) {
      await this.throttle.recordFailure({ kind: 'account', accountId }, input.clientIp);
      const failures = await this.credentials.addPendingFailure(tokenHash);
      this.auditLater('auth.mfa_failed', accountId, input.clientIp, input.requestId);
      if (failures >= this.config.mfaMaxAttempts) {
        await this.credentials.consumePendingLogin(tokenHash);
        throw tooManyRequests(1, 'Too many wrong codes; sign in with your password again');
      }
      throw new AppError('AUTH-011');
    }
    // Single use: only the request that deletes the pending row signs in.
    if (!(await this.credentials.consumePendingLogin(tokenHash))) throw new AppError('AUTH-011');
    const session = await this.completeSignIn(accountId, method, pending.remember, input.currentCookie);
    this.auditLater('auth.login', accountId, input.clientIp, input.requestId, { method });
    return { accountId, session };
  }
}
