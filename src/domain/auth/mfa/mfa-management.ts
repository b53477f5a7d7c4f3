/**
 * TOTP enrolment and management for the signed-in account (decision operations under
 * /api/v1/me/mfa). Removing or weakening the second factor needs the password again
 * (and a current code to disable), so a hijacked session alone cannot strip it.
 */
import type { Knex } from 'knex';
import type { AuditService } from '../../core/audit.js';
import type { Principal } from '../../core/principal.js';
import { AppError } from '../../errors/app-error.js';
import type { AccountRow } from '../../../persistence/repositories/auth-accounts-repository.js';
import type { AccountService } from '../accounts/account-service.js';
import type { NoticeMailer } from '../mail/notice-mailer.js';
import { securityNotice, type SecurityEvent } from '../mail/templates.js';
import type { CurrentPasswordCheck } from '../passwords/current-password-check.js';
import type { TotpEnrolment, TotpService } from './totp-service.js';

export class MfaManagementService {
  constructor(
    private readonly knex: Knex,
    private readonly accounts: AccountService,
    private readonly totp: TotpService,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly audit: AuditService,
    private readonly notices: NoticeMailer,
  ) {}

  async start(accountId: string): Promise<TotpEnrolment> {
    return this.totp.startEnrolment(await this.accounts.get(accountId));
  }

  async confirm(principal: Principal & { accountId: string }, code: string, requestId?: string): Promise<string[]> {
    const account = await this.accounts.get(principal.accountId);
    const codes = await this.knex.transaction(async (trx) => {
      const issued = await this.totp.confirmEnrolment(account.id, code, trx);
      await this.audit.record({ action: 'auth.totp_enabled', principal, targetType: 'account', targetId: account.id, requestId }, trx);
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
    await this.knex.transaction(async (trx) => {
      await this.totp.disable(account.id, trx);
      await this.audit.record({ action: 'auth.totp_disabled', principal, targetType: 'account', targetId: account.id, requestId }, trx);
    });
    this.notify(account, 'totp_disabled');
  }

  async regenerateRecoveryCodes(principal: Principal & { accountId: string }, password: string, requestId?: string): Promise<string[]> {
    const account = await this.accounts.get(principal.accountId);
    if (!(await this.currentPassword.verify(account, password))) throw new AppError('AUTH-012');
    if (!(await this.totp.isEnabled(account.id))) throw new AppError('AUTH-021');
    const codes = await this.knex.transaction(async (trx) => {
      const issued = await this.totp.regenerateRecoveryCodes(account.id, trx);
      await this.audit.record({ action: 'auth.recovery_codes_regenerated', principal, targetType: 'account', targetId: account.id, requestId }, trx);
      return issued;
    });
    this.notify(account, 'recovery_codes_regenerated');
    return codes;
  }

  private notify(account: AccountRow, event: SecurityEvent): void {
    this.notices.send([account.email], securityNotice(event, new Date()));
  }
}
