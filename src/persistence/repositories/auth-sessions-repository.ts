/**
 * Session containers and their member accounts (see migration 0020). The cookie value
 * itself is never stored: callers pass its sha256. Built on a knex or on a transaction (then
 * every method runs inside it).
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { AccountSessionRow, ContainerRow, MemberRow, NewMember, SessionStore } from '../../domain/auth/ports/index.js';
import { affectedRows } from './auth-affected-rows.js';
import { atomically } from './auth-atomically.js';

export class AuthSessionsRepository implements SessionStore {
  constructor(private readonly knex: Knex) {}

  async findContainerByTokenHash(tokenHash: string): Promise<ContainerRow | undefined> {
    return this.knex('session_containers').where({ token_hash: tokenHash }).first();
  }

  async members(containerId: string): Promise<MemberRow[]> {
    return this.knex('session_accounts').where({ container_id: containerId }).orderBy('signed_in_at', 'asc');
  }

  async member(containerId: string, accountId: string): Promise<MemberRow | undefined> {
    return this.knex('session_accounts').where({ container_id: containerId, account_id: accountId }).first();
  }

  /** Creates a container with the given members (one of them active) and returns its id. */
  async createContainer(input: { tokenHash: string; activeAccountId: string; persistent: boolean; now: Date; members: NewMember[] }): Promise<string> {
    const id = randomUUID();
    await atomically(this.knex, async (trx) => {
      await trx('session_containers').insert({
        id,
        token_hash: input.tokenHash,
        active_account_id: input.activeAccountId,
        created_at: input.now,
        last_seen_at: input.now,
        persistent: input.persistent,
      });
      await trx('session_accounts').insert(
        input.members.map((m) => ({
          container_id: id,
          account_id: m.accountId,
          auth_method: m.authMethod,
          signed_in_at: m.signedInAt,
          auth_time: m.authTime,
          expires_at: m.expiresAt,
        })),
      );
    });
    return id;
  }

  async deleteContainer(id: string): Promise<void> {
    await this.knex('session_containers').where({ id }).delete();
  }

  async touch(id: string, now: Date): Promise<void> {
    await this.knex('session_containers').where({ id }).update({ last_seen_at: now });
  }

  async setActive(id: string, accountId: string): Promise<void> {
    await this.knex('session_containers').where({ id }).update({ active_account_id: accountId });
  }

  async removeMember(containerId: string, accountId: string): Promise<void> {
    await this.knex('session_accounts').where({ container_id: containerId, account_id: accountId }).delete();
  }

  async removeExpiredMembers(containerId: string, now: Date): Promise<void> {
    await this.knex('session_accounts').where({ container_id: containerId }).andWhere('expires_at', '<=', now).delete();
  }

  /** Containers (other than `keepContainerId`) in which the account is signed in. */
  async containersOfAccount(accountId: string, keepContainerId: string | null): Promise<string[]> {
    const q = this.knex('session_accounts').where({ account_id: accountId }).select('container_id');
    if (keepContainerId) q.whereNot({ container_id: keepContainerId });
    return (await q).map((r: { container_id: string }) => r.container_id);
  }

  async activeAccountOf(containerId: string): Promise<string | undefined> {
    const row = await this.knex('session_containers').where({ id: containerId }).first('active_account_id');
    return row?.active_account_id;
  }

  /** Deletes lapsed sign-ins and containers idle past their limit (`remembered` for persistent ones). */
  async purgeExpired(idleBefore: { browserSession: Date; remembered: Date }, now: Date): Promise<number> {
    await this.knex('session_accounts').where('expires_at', '<=', now).delete();
    const idle = await this.knex('session_containers')
      .where((q) => q.where('persistent', false).andWhere('last_seen_at', '<', idleBefore.browserSession))
      .orWhere((q) => q.where('persistent', true).andWhere('last_seen_at', '<', idleBefore.remembered))
      .delete();
    const empty = await this.knex('session_containers')
      .whereNotExists(this.knex('session_accounts').whereRaw('session_accounts.container_id = session_containers.id'))
      .delete();
    return affectedRows(idle) + affectedRows(empty);
  }

  /** Where the browser that created the container signed in from (shown in session lists). */
  async recordClient(id: string, client: { userAgent: string | null; ip: string | null }): Promise<void> {
    await this.knex('session_containers').where({ id }).update({ user_agent: client.userAgent, ip: client.ip });
  }

  /** Containers in which the account is a member, with its own sign-in times. */
  async sessionsOfAccount(accountId: string): Promise<AccountSessionRow[]> {
    return this.knex('session_accounts as m')
      .join('session_containers as c', 'c.id', 'm.container_id')
      .where('m.account_id', accountId)
      .orderBy('c.last_seen_at', 'desc')
      .select('c.id', 'c.active_account_id', 'c.created_at', 'c.last_seen_at', 'c.persistent', 'c.user_agent', 'c.ip', 'm.signed_in_at', 'm.expires_at');
  }

  async findContainer(id: string): Promise<ContainerRow | undefined> {
    return this.knex('session_containers').where({ id }).first();
  }
}
