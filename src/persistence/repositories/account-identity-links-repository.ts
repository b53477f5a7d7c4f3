/**
 * Identity link sets (migration 0002): an account belongs to at most one set. Built on a
 * knex or on a transaction (then every method runs inside it).
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { IdentityLinkStore, LinkMember } from '../../domain/account/ports.js';
import { atomically } from './auth-atomically.js';

export class AccountIdentityLinksRepository implements IdentityLinkStore {
  constructor(private readonly knex: Knex) {}

  async setOf(accountId: string): Promise<string | undefined> {
    const row = await this.knex('identity_link_members').where({ account_id: accountId }).first('set_id');
    return row?.set_id as string | undefined;
  }

  async membersOf(setId: string): Promise<LinkMember[]> {
    return this.knex('identity_link_members as m')
      .join('accounts as a', 'a.id', 'm.account_id')
      .where('m.set_id', setId)
      .orderBy([{ column: 'm.linked_at' }, { column: 'm.account_id' }])
      .select('m.account_id', 'm.linked_at', 'a.email', 'a.name');
  }

  async createSet(accountIds: string[], now: Date): Promise<string> {
    const id = randomUUID();
    await atomically(this.knex, async (trx) => {
      await trx('identity_link_sets').insert({ id, created_at: now });
      await trx('identity_link_members').insert(accountIds.map((accountId) => ({ set_id: id, account_id: accountId, linked_at: now })));
    });
    return id;
  }

  async addMember(setId: string, accountId: string, now: Date): Promise<void> {
    await this.knex('identity_link_members').insert({ set_id: setId, account_id: accountId, linked_at: now });
  }

  async mergeSets(intoSetId: string, fromSetId: string): Promise<void> {
    await atomically(this.knex, async (trx) => {
      await trx('identity_link_members').where({ set_id: fromSetId }).update({ set_id: intoSetId });
      await trx('identity_link_sets').where({ id: fromSetId }).delete();
    });
  }

  async removeMember(setId: string, accountId: string): Promise<void> {
    await this.knex('identity_link_members').where({ set_id: setId, account_id: accountId }).delete();
  }

  async countMembers(setId: string): Promise<number> {
    const rows = await this.knex('identity_link_members').where({ set_id: setId }).count<{ n: string | number }[]>({ n: '*' });
    return Number(rows[0]!.n);
  }

  async dissolve(setId: string): Promise<void> {
    await this.knex('identity_link_sets').where({ id: setId }).delete();
  }
}
