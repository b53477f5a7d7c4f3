/**
 * Session containers and their member accounts (see migration 0020). The cookie value
 * itself is never stored: callers pass its sha256.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { affectedRows } from './auth-affected-rows.js';

export interface ContainerRow {
  id: string;
  token_hash: string;
  active_account_id: string;
  created_at: Date;
  last_seen_at: Date;
  persistent: boolean;
  user_agent?: string | null;
  ip?: string | null;
}

/** A container seen from one of its member accounts (the account's browser session list). */
export interface AccountSessionRow {
  id: string;
  active_account_id: string;
  created_at: Date;
  last_seen_at: Date;
  /** Signed in with "keep me signed in" (the longer lifetimes). */
  persistent: boolean;
  user_agent: string | null;
  ip: string | null;
  signed_in_at: Date;
  expires_at: Date;
}

export interface MemberRow {
  container_id: string;
  account_id: string;
  auth_method: string;
  signed_in_at: Date;
  auth_time: Date;
  expires_at: Date;
}

export interface NewMember {
  accountId: string;
  authMethod: string;
  signedInAt: Date;
  authTime: Date;
  expiresAt: Date;
}

export class AuthSessionsRepository {
  constructor(readonly knex: Knex) {}

  async findContainerByTokenHash(tokenHash: string): Promise<ContainerRow | undefined> {
    return this.knex('session_containers').where({ token_hash: tokenHash }).first();
  }

  async members(containerId: string, trx?: Knex.Transaction): Promise<MemberRow[]> {
    return (trx ?? this.knex)('session_accounts').where({ container_id: containerId }).orderBy('signed_in_at', 'asc');
  }

  async member(containerId: string, accountId: string): Promise<MemberRow | undefined> {
    return this.knex('session_accounts').where({ container_id: containerId, account_id: accountId }).first();
  }

  /** Creates a container with the given members (one of them active) and returns its id. */
  async createContainer(
    input: { tokenHash: string; activeAccountId: string; persistent: boolean; now: Date; members: NewMember[] },
    trx: Knex.Transaction,
  ): Promise<string> {
    const id = randomUUID();
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
    return id;
  }

  async deleteContainer(id: string, trx?: Knex.Transaction): Promise<void> {
    await (trx ?? this.knex)('session_containers').where({ id }).delete();
  }

  async touch(id: string, now: Date): Promise<void> {
    await this.knex('session_containers').where({ id }).update({ last_seen_at: now });
  }

  async setActive(id: string, accountId: string, trx?: Knex.Transaction): Promise<void> {
    await (trx ?? this.knex)('session_containers').where({ id }).update({ active_account_id: accountId });
  }

  async removeMember(containerId: string, accountId: string, trx: Knex.Transaction): Promise<void> {
    await trx('session_accounts').where({ container_id: containerId, account_id: accountId }).delete();
  }

  async removeExpiredMembers(containerId: string, now: Date, trx: Knex.Transaction): Promise<void> {
    await trx('session_accounts').where({ container_id: containerId }).andWhere('expires_at', '<=', now).delete();
  }

  /** Containers (other than `keepContainerId`) in which the account is signed in. */
  async containersOfAccount(accountId: string, keepContainerId: string | null, trx: Knex.Transaction): Promise<string[]> {
    const q = trx('session_accounts').where({ account_id: accountId }).select('container_id');
    if (keepContainerId) q.whereNot({ container_id: keepContainerId });
    return (await q).map((r: { container_id: string }) => r.container_id);
  }

  async activeAccountOf(containerId: string, trx: Knex.Transaction): Promise<string | undefined> {
    const row = await trx('session_containers').where({ id: containerId }).first('active_account_id');
    return row?.active_account_id;
  }

  /** Removes idle or emptied containers and lapsed members; returns how many containers went. */
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

  async findContainer(id: string, trx?: Knex.Transaction): Promise<ContainerRow | undefined> {
    return (trx ?? this.knex)('session_containers').where({ id }).first();
  }
}
