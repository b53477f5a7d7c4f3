/**
 * Password self-service of the signed-in account (A3 rules 10 to 12). Changing or removing
 * the password ends every other browser session of the account (the current one stays)
 * and sends a security notice.
 */
import { AppError } from '../errors/app-error.js';
import type { AccountDeps, SessionPrincipal } from './deps.js';
import type { AccountRateLimit } from './rate-limit.js';
import { accountNotice } from './notices.js';

const HOUR = 3600;

export class AccountPasswordService {
  constructor(
    private readonly d: AccountDeps,
    private readonly limits: AccountRateLimit,
  ) {}

  async requestSetup(principal: SessionPrincipal): Promise<void> {
    const account = await this.d.auth.accounts.get(principal.accountId);
    if (account.password_hash) throw new AppError('ACCOUNT-040');
    if (account.is_local_cli) throw new AppError('ACCOUNT-041');
    await this.limits.hit(`password-setup:${account.id}`, this.d.config.passwordSetupRequestLimit, HOUR);
    await this.d.auth.passwordLinks.sendLink(account, 'setup'); // SYSTEM-003 (503) when the email fails
  }

  async change(principal: SessionPrincipal, currentPassword: string, newPassword: string, requestId?: string): Promise<void> {
    const account = await this.d.auth.accounts.get(principal.accountId);
    if (!account.password_hash) throw new AppError('ACCOUNT-042');
    if (!(await this.d.auth.currentPassword.verify(account, currentPassword))) throw new AppError('AUTH-012');
    this.d.auth.passwordPolicy.assert(newPassword, { loginId: account.login_id, email: account.email }, 'new_password');
    const hash = await this.d.auth.hasher.hash(newPassword);
    await this.d.stores.transaction(async (tx) => {
      await tx.auth.accounts.setPassword(account.id, hash);
      await this.d.auth.sessions.revokeAccountSessions(account.id, { keepContainerId: principal.sessionId }, tx.auth);
      await this.d.audit.record({ action: 'account.password_changed', principal, targetType: 'account', targetId: account.id, requestId }, tx);
    });
    this.d.notices.send([account.email], accountNotice('PASSWORD_CHANGED'));
  }

  async remove(principal: SessionPrincipal, currentPassword: string, requestId?: string): Promise<void> {
    const account = await this.d.auth.accounts.get(principal.accountId);
    if (!account.password_hash) throw new AppError('ACCOUNT-042');
    if (!(await this.d.auth.currentPassword.verify(account, currentPassword))) throw new AppError('AUTH-012');
    // Another way in must remain: a linked provider or a passkey that signs in without a password.
    const otherWayIn = (await this.d.auth.identities.identitiesOf(account.id)).length > 0 || (await this.d.auth.passkeys.canSignIn(account.id));
    if (!otherWayIn) throw new AppError('ACCOUNT-043');
    await this.d.stores.transaction(async (tx) => {
      await tx.auth.accounts.clearPassword(account.id, this.d.now());
      await this.d.auth.sessions.revokeAccountSessions(account.id, { keepContainerId: principal.sessionId }, tx.auth);
      await this.d.audit.record({ action: 'account.password_removed', principal, targetType: 'account', targetId: account.id, requestId }, tx);
    });
    this.d.notices.send([account.email], accountNotice('PASSWORD_REMOVED'));
  }

  /** A3 rule 7: 404 while no terms version is configured, 409 for another version. */
  async acceptTerms(principal: SessionPrincipal, version: string, requestId?: string): Promise<{ version: string; accepted_at: string }> {
    const current = this.d.termsVersion;
    if (!current) throw new AppError('TERMS-001');
    if (version !== current) throw new AppError('TERMS-002', { details: { current_version: current } });
    const now = this.d.now();
    await this.d.auth.identities.recordTermsAcceptance(principal.accountId, version, now);
    const acceptedAt = await this.d.stores.auth.identities.termsAcceptedAt(principal.accountId, version);
    await this.d.audit.record({ action: 'account.terms_accepted', principal, targetType: 'account', targetId: principal.accountId, details: { version }, requestId });
    return { version, accepted_at: (acceptedAt ?? now).toISOString() };
  }
}
