/**
 * Erasure requests (migration 0050) and the erasure's own deletions. Built on a knex or on a
 * transaction (then every method runs inside it).
 */
import type { Knex } from 'knex';
import { ACTIVE_ERASURE_STATES, type ErasureRow, type ErasureStore, type NewErasure } from '../../domain/account/ports.js';

export class AccountErasureRepository implements ErasureStore {
  constructor(private readonly knex: Knex) {}

  async active(accountId: string): Promise<ErasureRow | undefined> {
    return this.knex('erasure_requests').where({ account_id: accountId }).whereIn('state', [...ACTIVE_ERASURE_STATES]).first();
  }

  async ownsPaidWorkspace(accountId: string): Promise<boolean> {
    return Boolean(await this.knex('workspaces').where({ owner_account_id: accountId, subscription_status: 'active' }).first('id'));
  }

  async insert(row: NewErasure): Promise<void> {
    await this.knex('erasure_requests').insert(row);
  }

  async delete(id: string): Promise<void> {
    await this.knex('erasure_requests').where({ id }).delete();
  }

  async cancel(id: string, now: Date): Promise<ErasureRow | undefined> {
    const rows = await this.knex('erasure_requests')
      .where({ id })
      .whereIn('state', ['pending', 'cooling_off'])
      .update({ state: 'cancelled', token_hash: null, updated_at: now })
      .returning('*');
    return rows[0] as ErasureRow | undefined;
  }

  async confirm(id: string, now: Date, coolingOffEndsAt: Date): Promise<ErasureRow | undefined> {
    const rows = await this.knex('erasure_requests')
      .where({ id, state: 'pending' })
      .update({ state: 'cooling_off', token_hash: null, confirmed_at: now, cooling_off_ends_at: coolingOffEndsAt, updated_at: now })
      .returning('*');
    return rows[0] as ErasureRow | undefined;
  }

  async due(now: Date): Promise<ErasureRow[]> {
    return this.knex('erasure_requests').where({ state: 'cooling_off' }).andWhere('cooling_off_ends_at', '<=', now);
  }

  async claim(id: string, now: Date): Promise<boolean> {
    const n = await this.knex('erasure_requests').where({ id, state: 'cooling_off' }).update({ state: 'in_progress', updated_at: now });
    return n > 0;
  }

  async complete(id: string, now: Date): Promise<void> {
    await this.knex('erasure_requests').where({ id }).update({ state: 'complete', updated_at: now });
  }

  async fail(id: string, failure: string, now: Date): Promise<void> {
    await this.knex('erasure_requests').where({ id }).update({ state: 'failed', failure, updated_at: now });
  }

  async deletePrivateMemories(accountId: string): Promise<void> {
    const contexts: string[] = await this.knex('contexts').where({ kind: 'private', owner_account_id: accountId }).pluck('id');
    if (contexts.length) await this.knex('memories').whereIn('context_id', contexts).delete();
  }
}
