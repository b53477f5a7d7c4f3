/**
 * TOTP enrolment and management for the signed-in account (decision operations under
 * /api/v1/me/mfa). Removing or weakening the second factor needs the password again
 * (and a current code to disable), so a hijacked session alone cannot strip it.
 */
import type { AuditService } from '../../core/audit.js';
import type { Principal } from '../../core/principal.js';
import { AppError } from '../../errors/app-error.js';
import type { AccountRow, AuthStores } from '../ports/index.js';
import type { AccountService } from '../accounts/account-service.js';
import type { NoticeMailer } from '../mail/notice-mailer.js';
import { securityNotice, type SecurityEvent } from '../mail/templates.js';
import type { CurrentPasswordCheck } from '../passwords/current-password-check.js';
import type { TotpEnrolment, TotpService } from './totp-service.js';

export interface MfaManagementDeps {
  stores: AuthStores;
  accounts: AccountService;
  totp: TotpService;
  currentPassword: CurrentPasswordCheck;
  audit: AuditService;
  notices: NoticeMailer;
  /** Whether the account has passkeys: a second factor too, which keeps the recovery codes alive. */
  passkeys?: { hasAny(accountId: string): Promise<boolean> };
}

export class MfaManagementService {
  private readonly stores: AuthStores;
  private readonly accounts: AccountService;
  private readonly totp: TotpService;
  private readonly currentPassword: CurrentPasswordCheck;
  private readonly audit: AuditService;
  private readonly notices: NoticeMailer;
  private readonly passkeys: { hasAny(accountId: string): Promise<boolean> };

  constructor(deps: MfaManagementDeps) {
    this.passkeys = deps.passkeys ?? { hasAny: async () => false };
    this.stores = deps.stores;
    this.accounts = deps.accounts;
    this.totp = deps.totp;
    this.currentPassword = deps.currentPassword;
    this.audit = deps.audit;
    this.notices = deps.notices;
  }

  async start(accountId: string): Promise<TotpEnrolment> {
    return this.totp.startEnrolment(await this.accounts.get(accountId));
  }

  async confirm(principal: Principal & { accountId: string }, code: string, requestId?: string): Promise<string[]> {
    const account = await this.accounts.get(principal.accountId);
    const codes = await this.stores.transaction(async (tx) => {
      const issued = await this.totp.confirmEnrolment(account.id, code, tx);
      await this.audit.record({ action: 'auth.totp_enabled', principal, targetType: 'account', targetId: account.id, requestId }, tx);
      return issued;
    });
    this.notify(account, 'totp_enabled');
    return codes;
  }

  async disable(principal: Principal & { accountId: string }, password: string, code: string | undefined, requestId?: string): Promise<void> {
    const account = await this.accounts.get(principal.accountId);
    if (!(await this.totp.isEnabled(account.id))) throw new AppError('AUTH-021');
    // Password and code are one proof here: either wrong counts as one failure of the account.
    const proven = await this.currentPassword.guard(account.id, async () => {
      const passwordOk = await this.currentPassword.matches(account, password);
      return passwordOk && code !== undefined && (await this.totp.verifyCode(account.id, code));
    });
    if (!proven) throw new AppError('AUTH-013');
    // With passkeys left they stay the second factor, and so do the unused recovery codes.
    const keepCodes = await this.passkeys.hasAny(account.id);
    await this.stores.transaction(async (tx) => {
      const kept = keepCodes ? await tx.credentials.unusedRecoveryCodes(account.id) : [];
      await this.totp.disable(account.id, tx);
      if (kept.length) await tx.credentials.replaceRecoveryCodes(account.id, kept.map((c) => c.code_hash), new Date());
      await this.audit.record({ action: 'auth.totp_disabled', principal, targetType: 'account', targetId: account.id, requestId }, tx);
    });
    this.notify(account, 'totp_disabled');
  }

  async regenerateRecoveryCodes(principal: Principal & { accountId: string }, password: string, requestId?: string): Promise<string[]> {
    const account = await this.accounts.get(principal.accountId);
    if (!(await this.currentPassword.verify(account, password))) throw new AppError('AUTH-012');
    if (!(await this.totp.isEnabled(account.id)) && !(await this.passkeys.hasAny(account.id))) throw new AppError('AUTH-021');
    const codes = await this.stores.transaction(async (tx) => {
      const issued = await this.totp.regenerateRecoveryCodes(account.id, tx);
      await this.audit.record({ action: 'auth.recovery_codes_regenerated', principal, targetType: 'account', targetId: account.id, requestId }, tx);
      return issued;
    });
    this.notify(account, 'recovery_codes_regenerated');
    return codes;
  }

  private notify(account: AccountRow, event: SecurityEvent): void {
    this.notices.send([account.email], securityNotice(event, new Date()));
  }
}
