/**
 * Identity links (A3 rules 3 and 4): accounts of one set count as the same owner and
 * share private contexts (ContextService.roleIn). Links are made only between accounts
 * signed in on the same browser session, both recently (IDENTITY_LINK_SIGN_IN_WINDOW),
 * never by email. An account belongs to at most one set; a set of one is dissolved.
 *
 * Unlink (either side) takes the named account out of the caller's set; leave takes the
 * caller out. The others stay linked.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { AppError, ValidationError } from '../errors/app-error.js';
import { isUuid } from '../../persistence/repositories/auth-accounts-repository.js';
import type { AccountDeps, SessionPrincipal } from './deps.js';
import { accountNotice } from './notices.js';

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

interface MemberInfo {
  account_id: string;
  linked_at: Date;
  email: string | null;
  name: string;
}

export class IdentityLinkService {
  constructor(private readonly d: AccountDeps) {}

  private get knex(): Knex {
    return this.d.knex;
  }

  private async setOf(accountId: string, db: Knex | Knex.Transaction = this.knex): Promise<string | undefined> {
    const row = await db('identity_link_members').where({ account_id: accountId }).first('set_id');
    return row?.set_id as string | undefined;
  }

  private async membersOf(setId: string | undefined, db: Knex | Knex.Transaction = this.knex): Promise<MemberInfo[]> {
    if (!setId) return [];
    return db('identity_link_members as m')
      .join('accounts as a', 'a.id', 'm.account_id')
      .where('m.set_id', setId)
      .orderBy([{ column: 'm.linked_at' }, { column: 'm.account_id' }])
      .select('m.account_id', 'm.linked_at', 'a.email', 'a.name');
  }

  async status(accountId: string, db: Knex | Knex.Transaction = this.knex): Promise<LinkStatus> {
    const others = (await this.membersOf(await this.setOf(accountId, db), db)).filter((m) => m.account_id !== accountId);
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
    const accounts = sessionMembers.length
      ? await this.knex('accounts').whereIn('id', sessionMembers.map((m) => m.account_id)).select('id', 'email', 'name')
      : [];
    const byId = new Map(accounts.map((a: { id: string; email: string | null; name: string }) => [a.id, a]));
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

    const result = await this.knex.transaction(async (trx) => {
      const setA = await this.setOf(principal.accountId, trx);
      const setB = await this.setOf(targetId, trx);
      if (setA && setA === setB) return { changed: false, everyone: [] as string[] };
      const membersA = setA ? (await this.membersOf(setA, trx)).map((m) => m.account_id) : [principal.accountId];
      const membersB = setB ? (await this.membersOf(setB, trx)).map((m) => m.account_id) : [targetId];
      const everyone = [...membersA, ...membersB];
      if (everyone.length > this.d.config.identityLinkMaxAccounts) throw new AppError('ACCOUNT-012', { details: { cap: this.d.config.identityLinkMaxAccounts } });
      let keep: string;
      if (setA && setB) {
        // Both already linked: fold the target's set into the caller's (linked_at is kept).
        keep = setA;
        await trx('identity_link_members').where({ set_id: setB }).update({ set_id: keep });
        await trx('identity_link_sets').where({ id: setB }).delete();
      } else if (setA || setB) {
        keep = (setA ?? setB)!;
        await trx('identity_link_members').insert({ set_id: keep, account_id: setA ? targetId : principal.accountId, linked_at: now });
      } else {
        keep = randomUUID();
        await trx('identity_link_sets').insert({ id: keep, created_at: now });
        await trx('identity_link_members').insert([
          { set_id: keep, account_id: principal.accountId, linked_at: now },
          { set_id: keep, account_id: targetId, linked_at: now },
        ]);
      }
      for (const accountId of everyone) {
        await this.d.audit.record({ action: 'account.identity_linked', principal, targetType: 'account', targetId: accountId, details: { set_id: keep, linked_with: accountId === principal.accountId ? targetId : principal.accountId }, requestId }, trx);
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
    const former = await this.knex.transaction(async (trx) => {
      const members = (await this.membersOf(setId, trx)).map((m) => m.account_id);
      await trx('identity_link_members').where({ set_id: setId, account_id: leaving }).delete();
      // A set of one links nobody: dissolve it.
      if (members.length - 1 < 2) await trx('identity_link_sets').where({ id: setId }).delete();
      for (const accountId of members) {
        await this.d.audit.record({ action, principal, targetType: 'account', targetId: accountId, details: { set_id: setId, left: leaving }, requestId }, trx);
      }
      return members;
    });
    this.d.contexts.forgetRoles(); // the leaving account loses the shared private contexts now
    await this.notifyAll(former, 'ACCOUNT_UNLINKED');
  }

  private async notifyAll(accountIds: string[], notice: 'ACCOUNT_LINKED' | 'ACCOUNT_UNLINKED'): Promise<void> {
    if (!accountIds.length) return;
    const emails = await this.knex('accounts').whereIn('id', accountIds).pluck('email');
    this.d.notices.send(emails, accountNotice(notice));
  }
}
