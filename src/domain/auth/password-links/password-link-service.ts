/**
 * Password reset and set-up links (A1 rule 6, A1 reset/setup operations).
 *
 * Links carry 32 random bytes in the URL fragment (never sent to servers or in Referer
 * headers); only the sha256 is stored, with an expiry, and a link works once. Issuing a
 * new link of the same purpose retires the older ones.
 *
 * A reset request answers at once with the same body for every address; the account
 * lookup, the link, the audit row and the email happen afterwards in the background.
 * It is limited per client address (429, counted synchronously) and per email address
 * (silently: over the limit nothing is sent).
 */
import type { AuthConfig } from '../../../config/auth.js';
import type { AuditService } from '../../core/audit.js';
import type { Principal } from '../../core/principal.js';
import { LOCAL_CONTEXT_ID } from '../../core/contexts.js';
import { AppError } from '../../errors/app-error.js';
import type { AccountRow, AuthStores } from '../ports/index.js';
import { consumeOrRefuse, type RateLimiter } from '../../core/shared-state/rate-limiter.js';
import type { BackgroundTasks } from '../background.js';
import { randomToken } from '../crypto/tokens.js';
import { normalizeIdentifier } from '../identifiers.js';
import type { PasswordHasher } from '../passwords/hasher.js';
import { assertPasswordPolicy } from '../passwords/policy.js';
import type { MailService } from '../mail/mail-service.js';
import type { NoticeMailer } from '../mail/notice-mailer.js';
import { passwordLinkMail, securityNotice } from '../mail/templates.js';
import type { SessionService } from '../sessions/session-service.js';
import type { LoginThrottle } from '../login/login-throttle.js';
import { sha256Hex } from '../../core/sha256.js';

const SYSTEM: Principal = { kind: 'anonymous', contextId: LOCAL_CONTEXT_ID };

export interface PasswordLinkDeps {
  stores: AuthStores;
  limiter: RateLimiter;
  hasher: PasswordHasher;
  sessions: SessionService;
  throttle: LoginThrottle;
  mail: MailService;
  notices: NoticeMailer;
  audit: AuditService;
  background: BackgroundTasks;
  config: AuthConfig;
  /** Read at use: with PORT=0 the address is known only once the server listens. */
  publicUrlOf: () => string;
}

export class PasswordLinkService {
  constructor(private readonly d: PasswordLinkDeps) {}

  private linkUrl(purpose: 'reset' | 'setup', token: string): string {
    return `${this.d.publicUrlOf()}/${purpose === 'reset' ? 'reset-password' : 'setup-password'}#token=${token}`;
  }

  /** Creates a link for the account and emails it. Rejects when the email cannot be sent. */
  async sendLink(account: AccountRow, purpose: 'reset' | 'setup'): Promise<void> {
    if (!account.email) throw new AppError('SYSTEM-003', { message: 'The account has no email address' });
    const token = randomToken();
    const now = new Date();
    const seconds = purpose === 'reset' ? this.d.config.resetLinkSeconds : this.d.config.setupLinkSeconds;
    await this.d.stores.transaction(async (tx) => {
      await tx.credentials.createPasswordLink({ token_hash: sha256Hex(token), account_id: account.id, purpose, created_at: now, expires_at: new Date(now.getTime() + seconds * 1000) });
      await this.d.audit.record({ action: `auth.password_${purpose}_link_issued`, principal: SYSTEM, targetType: 'account', targetId: account.id }, tx);
    });
    const message = passwordLinkMail(purpose, this.linkUrl(purpose, token), Math.round(seconds / 60));
    try {
      await this.d.mail.send({ kind: `password_${purpose}`, to: account.email, ...message });
    } catch (cause) {
      throw new AppError('SYSTEM-003', { message: 'The email could not be sent; try again later', cause });
    }
  }

  /** Counts the request against the per-client limit (429 over it) and schedules the rest. */
  async requestReset(email: string, clientIp: string, requestId?: string): Promise<void> {
    await consumeOrRefuse(this.d.limiter, `reset-client:${clientIp}`, { limit: this.d.config.resetLimitPerClient, windowSeconds: this.d.config.resetWindowSeconds });
    this.d.background.run('password reset request', () => this.processResetRequest(email, requestId));
  }

  private async processResetRequest(email: string, requestId?: string): Promise<void> {
    const normalised = normalizeIdentifier(email);
    const perAddress = await this.d.limiter.consume(`reset-address:${sha256Hex(normalised)}`, { limit: this.d.config.resetLimitPerAddress, windowSeconds: this.d.config.resetWindowSeconds });
    const account = await this.d.stores.accounts.findByEmail(normalised);
    const eligible = account && account.password_hash && account.email;
    await this.d.audit.record({
      action: 'auth.password_reset_requested',
      principal: SYSTEM,
      targetType: eligible ? 'account' : undefined,
      targetId: eligible ? account.id : undefined,
      details: { outcome: !eligible ? 'no_eligible_account' : !perAddress.allowed ? 'address_limit' : 'sent' },
      requestId,
    });
    if (!eligible || !perAddress.allowed) return;
    await this.sendLink(account, 'reset');
  }

  /** Reset: 400 for an unusable link, 422 for the policy; then every session of the account ends. */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    const account = await this.usableLinkAccount(token, 'reset');
    assertPasswordPolicy(newPassword, { loginId: account.login_id, email: account.email }, 'new_password');
    const hash = await this.d.hasher.hash(newPassword);
    await this.d.stores.transaction(async (tx) => {
      if (!(await tx.credentials.consumePasswordLink(sha256Hex(token), 'reset', new Date()))) throw new AppError('AUTH-030');
      await tx.accounts.setPassword(account.id, hash);
      await tx.credentials.retirePasswordLinks(account.id, new Date());
      await this.d.sessions.revokeAccountSessions(account.id, {}, tx);
      await this.d.audit.record({ action: 'auth.password_reset', principal: SYSTEM, targetType: 'account', targetId: account.id }, tx);
    });
    await this.d.throttle.clearAccount(account.id);
    this.notifyLater(account, 'password_reset');
  }

  /**
   * Set-up: like reset, but the email becomes verified (the link proved it) and only the
   * other sessions end: the browser session that completes the set-up is kept.
   */
  async setupPassword(token: string, newPassword: string, currentCookie?: string): Promise<void> {
    const account = await this.usableLinkAccount(token, 'setup');
    if (account.password_hash) throw new AppError('AUTH-030');
    assertPasswordPolicy(newPassword, { loginId: account.login_id, email: account.email }, 'new_password');
    const hash = await this.d.hasher.hash(newPassword);
    const current = await this.d.sessions.live(currentCookie);
    const keep = current?.members.some((m) => m.account_id === account.id) ? current.container.id : null;
    await this.d.stores.transaction(async (tx) => {
      if (!(await tx.credentials.consumePasswordLink(sha256Hex(token), 'setup', new Date()))) throw new AppError('AUTH-030');
      await tx.accounts.setPassword(account.id, hash, { emailVerified: true });
      await this.d.sessions.revokeAccountSessions(account.id, { keepContainerId: keep }, tx);
      await this.d.audit.record({ action: 'auth.password_set', principal: SYSTEM, targetType: 'account', targetId: account.id }, tx);
    });
    this.notifyLater(account, 'password_set');
  }

  private async usableLinkAccount(token: string, purpose: 'reset' | 'setup'): Promise<AccountRow> {
    const link = await this.d.stores.credentials.findUsablePasswordLink(sha256Hex(token), purpose, new Date());
    const account = link ? await this.d.stores.accounts.findById(link.account_id) : undefined;
    if (!account) throw new AppError('AUTH-030');
    return account;
  }

  private notifyLater(account: AccountRow, event: Parameters<typeof securityNotice>[0]): void {
    this.d.notices.send([account.email], securityNotice(event, new Date()));
  }
}
