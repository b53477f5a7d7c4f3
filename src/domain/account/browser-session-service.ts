/**
 * The browser sessions of the signed-in account (GET/DELETE /api/v1/me/sessions): list them,
 * sign out of one or of all the others. A session is named by its container id, a random
 * UUID stored apart from the sha256 of the cookie value, so neither reveals the other.
 *
 * Signing out elsewhere follows the rule of the sign-out after a password change: where the
 * account is the active one the whole session ends (that browser must not silently carry
 * on as another identity); elsewhere only the account leaves, and an emptied session ends.
 * The current session is handled by the caller as a logout of the current account.
 */
import { AppError } from '../errors/app-error.js';
import { isUuid } from '../core/ids.js';
import type { AccountDeps, SessionPrincipal } from './deps.js';

export interface BrowserSessionView {
  id: string;
  current: boolean;
  active: boolean;
  created_at: string;
  last_seen_at: string;
  signed_in_at: string;
  expires_at: string;
  user_agent: string | null;
  ip: string | null;
}

export class BrowserSessionService {
  constructor(
    private readonly d: AccountDeps,
    /** Idle timeout of a session, by whether its sign-in chose "keep me signed in". */
    private readonly idleSeconds: { browserSession: number; remembered: number },
  ) {}

  /** Live sessions of the account (its sign-in not lapsed, the session not idle), most recently used first. */
  async list(principal: SessionPrincipal): Promise<BrowserSessionView[]> {
    const now = this.d.now().getTime();
    const views: BrowserSessionView[] = [];
    for (const row of await this.d.stores.auth.sessions.sessionsOfAccount(principal.accountId)) {
      const idle = row.persistent ? this.idleSeconds.remembered : this.idleSeconds.browserSession;
      const idleEnd = new Date(row.last_seen_at).getTime() + idle * 1000;
      const end = Math.min(idleEnd, new Date(row.expires_at).getTime());
      if (end <= now) continue;
      views.push({
        id: row.id,
        current: row.id === principal.sessionId,
        active: row.active_account_id === principal.accountId,
        created_at: new Date(row.created_at).toISOString(),
        last_seen_at: new Date(row.last_seen_at).toISOString(),
        signed_in_at: new Date(row.signed_in_at).toISOString(),
        expires_at: new Date(end).toISOString(),
        user_agent: row.user_agent ?? null,
        ip: row.ip ?? null,
      });
    }
    return views;
  }

  /**
   * Signs the account out of another of its sessions; 404 (ACCOUNT-060) for an unknown id or
   * a session it is not signed in to, whoever else's it may be.
   */
  async revokeOther(principal: SessionPrincipal, sessionId: string, meta: { requestId?: string; ip?: string } = {}): Promise<void> {
    if (!isUuid(sessionId) || sessionId === principal.sessionId) throw new AppError('ACCOUNT-060');
    const live = (await this.list(principal)).some((s) => s.id === sessionId);
    if (!live) throw new AppError('ACCOUNT-060');
    await this.d.stores.transaction(async (tx) => {
      const sessions = tx.auth.sessions;
      if ((await sessions.activeAccountOf(sessionId)) === principal.accountId) {
        await sessions.deleteContainer(sessionId);
      } else {
        await sessions.removeMember(sessionId, principal.accountId);
        if ((await sessions.members(sessionId)).length === 0) await sessions.deleteContainer(sessionId);
      }
      await this.d.audit.record({ action: 'account.session_revoked', principal, targetType: 'browser_session', targetId: sessionId, requestId: meta.requestId, ip: meta.ip }, tx);
    });
  }

  /** Records the sign-out of the current session (done by the logout rule) in the audit trail. */
  async recordCurrentRevoked(principal: SessionPrincipal, meta: { requestId?: string; ip?: string } = {}): Promise<void> {
    await this.d.audit.record({ action: 'account.session_revoked', principal, targetType: 'browser_session', targetId: principal.sessionId, details: { current: true }, requestId: meta.requestId, ip: meta.ip });
  }

  /** Signs the account out of every other session; returns how many it left. */
  async revokeOthers(principal: SessionPrincipal, meta: { requestId?: string; ip?: string } = {}): Promise<number> {
    const revoked = (await this.list(principal)).filter((s) => !s.current).length; // lapsed sign-ins are cleaned up but not counted
    return this.d.stores.transaction(async (tx) => {
      await this.d.auth.sessions.revokeAccountSessions(principal.accountId, { keepContainerId: principal.sessionId }, tx.auth);
      await this.d.audit.record({ action: 'account.other_sessions_revoked', principal, targetType: 'account', targetId: principal.accountId, details: { revoked }, requestId: meta.requestId, ip: meta.ip }, tx);
      return revoked;
    });
  }
}
