/**
 * Identity links (A3 rules 3 and 4): accounts of one set count as the same owner and
 * share private contexts (ContextService.roleIn). Links are made only between accounts
 * signed in on the same browser session, both recently (IDENTITY_LINK_SIGN_IN_WINDOW),
 * never by email. An account belongs to at most one set; a set of one is dissolved.
 *
 * Unlink (either side) takes the named account out of the caller's set; leave takes the
 * caller out. The others stay linked.
 */
import { AppError, ValidationError } from '../errors/app-error.js';
import { isUuid } from '../core/ids.js';
import type { AccountDeps, SessionPrincipal } from './deps.js';
import { accountNotice } from './notices.js';
import type { IdentityLinkStore, LinkMember } from './ports.js';

export interface LinkedAccountView {
  account_id: string;
  email: string | null;
  name: string | null;
  linked_at?: string;
  sign_in_fresh?: boolean;
}

export interface LinkStatus {
  status: 'linked' | 'not_linked';
  linked_account_ids: string[];
}

export class IdentityLinkService {
  constructor(private readonly d: AccountDeps) {}

  private get links(): IdentityLinkStore {
    return this.d.stores.identityLinks;
  }

  private async setOf(accountId: string, links = this.links): Promise<string | undefined> {
    return links.setOf(accountId);
  }

  private async membersOf(setId: string | undefined, links = this.links): Promise<LinkMember[]> {
    return setId ? links.membersOf(setId) : [];
  }

  async status(accountId: string): Promise<LinkStatus> {
    const others = (await this.membersOf(await this.setOf(accountId))).filter((m) => m.account_id !== accountId);
    return others.length ? { status: 'linked', linked_account_ids: others.map((m) => m.account_id) } : { status: 'not_linked', linked_account_ids: [] };
  }

  private fresh(authTime: Date | null, now: Date): boolean {
    return authTime !== null && now.getTime() - authTime.getTime() <= this.d.config.identityLinkSignInWindowSeconds * 1000;
  }

  async list(principal: SessionPrincipal) {
    const now = this.d.now();
    const members = await this.membersOf(await this.setOf(principal.accountId));
    const inSet = new Set(members.map((m) => m.account_id));
    const links = members
      .filter((m) => m.account_id !== principal.accountId)
      .map((m) => ({ account_id: m.account_id, email: m.email, name: m.name || null, linked_at: new Date(m.linked_at).toISOString() }));
    const sessionMembers = (await this.d.auth.sessions.members(principal.sessionId)).filter((m) => m.account_id !== principal.accountId && !inSet.has(m.account_id));
    const accounts = sessionMembers.length ? await this.d.stores.auth.accounts.findByIds(sessionMembers.map((m) => m.account_id)) : [];
    const byId = new Map(accounts.map((a) => [a.id, a]));
    const linkable = sessionMembers
      .filter((m) => byId.has(m.account_id))
      .map((m) => {
        const a = byId.get(m.account_id)!;
        return { account_id: a.id, email: a.email, name: a.name || null, sign_in_fresh: this.fresh(new Date(m.auth_time), now) };
      });
    return { links, linkable_accounts: linkable, cap: this.d.config.identityLinkMaxAccounts };
  }

  async link(principal: SessionPrincipal, targetId: string, requestId?: string): Promise<LinkStatus> {
    const now = this.d.now();
    // 404 first: the target must be signed in on this very browser session.
    const targetAuth = isUuid(targetId) ? await this.d.auth.sessions.authTimeOf(principal.sessionId, targetId) : null;
    const member = targetAuth && (await this.d.auth.sessions.members(principal.sessionId)).some((m) => m.account_id === targetId);
    if (!member) throw new AppError('ACCOUNT-010');
    if (targetId === principal.accountId) throw new ValidationError([{ loc: ['body', 'account_id'], msg: 'an account cannot be linked to itself', type: 'value_error.self_link' }]);
    const callerAuth = await this.d.auth.sessions.authTimeOf(principal.sessionId, principal.accountId);
    if (!this.fresh(callerAuth, now) || !this.fresh(targetAuth, now)) {
      // The window goes with the error so a page can say how recent "recently" is.
      throw new AppError('AUTH-305', { details: { window_seconds: this.d.config.identityLinkSignInWindowSeconds } });
    }

    const result = await this.d.stores.transaction(async (tx) => {
      const links = tx.identityLinks;
      const setA = await this.setOf(principal.accountId, links);
      const setB = await this.setOf(targetId, links);
      if (setA && setA === setB) return { changed: false, everyone: [] as string[] };
      const membersA = setA ? (await this.membersOf(setA, links)).map((m) => m.account_id) : [principal.accountId];
      const membersB = setB ? (await this.membersOf(setB, links)).map((m) => m.account_id) : [targetId];
      const everyone = [...membersA, ...membersB];
      if (everyone.length > this.d.config.identityLinkMaxAccounts) throw new AppError('ACCOUNT-012', { details: { cap: this.d.config.identityLinkMaxAccounts } });
      let keep: string;
      if (setA && setB) {
        // Both already linked: fold the target's set into the caller's (linked_at is kept).
        keep = setA;
        await links.mergeSets(keep, setB);
      } else if (setA || setB) {
        keep = (setA ?? setB)!;
        await links.addMember(keep, setA ? targetId : principal.accountId, now);
      } else {
        keep = await links.createSet([principal.accountId, targetId], now);
      }
      for (const accountId of everyone) {
        await this.d.audit.record({ action: 'account.identity_linked', principal, targetType: 'account', targetId: accountId, details: { set_id: keep, linked_with: accountId === principal.accountId ? targetId : principal.accountId }, requestId }, tx);
      }
      return { changed: true, everyone };
    });
    if (result.changed) {
      this.d.contexts.forgetRoles(); // linked accounts share private contexts from now on
      await this.notifyAll(result.everyone, 'ACCOUNT_LINKED');
    }
    return this.status(principal.accountId);
  }

  /** Either side cuts the link: the named account leaves the caller's set. */
  async unlink(principal: SessionPrincipal, targetId: string, requestId?: string): Promise<LinkStatus> {
    const set = await this.setOf(principal.accountId);
    if (!set || targetId === principal.accountId || !isUuid(targetId) || (await this.setOf(targetId)) !== set) throw new AppError('ACCOUNT-013');
    await this.removeFromSet(principal, set, targetId, 'account.identity_unlinked', requestId);
    return this.status(principal.accountId);
  }

  async leave(principal: SessionPrincipal, requestId?: string): Promise<LinkStatus> {
    const set = await this.setOf(principal.accountId);
    if (!set) throw new AppError('ACCOUNT-013');
    await this.removeFromSet(principal, set, principal.accountId, 'account.identity_left', requestId);
    return this.status(principal.accountId);
  }

  private async removeFromSet(principal: SessionPrincipal, setId: string, leaving: string, action: string, requestId?: string): Promise<void> {
    const former = await this.d.stores.transaction(async (tx) => {
      const members = (await this.membersOf(setId, tx.identityLinks)).map((m) => m.account_id);
      await tx.identityLinks.removeMember(setId, leaving);
      // A set of one links nobody: dissolve it.
      if (members.length - 1 < 2) await tx.identityLinks.dissolve(setId);
      for (const accountId of members) {
        await this.d.audit.record({ action, principal, targetType: 'account', targetId: accountId, details: { set_id: setId, left: leaving }, requestId }, tx);
      }
      return members;
    });
    this.d.contexts.forgetRoles(); // the leaving account loses the shared private contexts now
    await this.notifyAll(former, 'ACCOUNT_UNLINKED');
  }

  private async notifyAll(accountIds: string[], notice: 'ACCOUNT_LINKED' | 'ACCOUNT_UNLINKED'): Promise<void> {
    if (!accountIds.length) return;
    const emails = (await this.d.stores.auth.accounts.findByIds(accountIds)).map((a) => a.email);
    this.d.notices.send(emails, accountNotice(notice));
  }
}
