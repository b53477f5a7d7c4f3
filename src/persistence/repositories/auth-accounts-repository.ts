/**
 * Account rows as sign-in sees them: lookup by normalised login id or verified email,
 * creation (with the personal workspace every account gets),
 * profile and password updates. Built on a knex or on a transaction (then every method
 * runs inside it).
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { AccountRow, AccountStore, NewAccount } from '../../domain/auth/ports/index.js';
import { isUuid } from '../../domain/core/ids.js';
import { atomically } from './auth-atomically.js';

export class AuthAccountsRepository implements AccountStore {
  constructor(private readonly knex: Knex) {}

  async findById(id: string): Promise<AccountRow | undefined> {
    if (!isUuid(id)) return undefined;
    return this.knex('accounts').where({ id }).first();
  }

  async findByIds(ids: string[]): Promise<AccountRow[]> {
    const valid = ids.filter(isUuid);
    if (!valid.length) return [];
    return this.knex('accounts').whereIn('id', valid);
  }

  /** Login ids are stored normalised, so the normalised identifier matches exactly. */
  async findByLoginId(normalisedLoginId: string): Promise<AccountRow | undefined> {
    return this.knex('accounts').where({ login_id: normalisedLoginId }).first();
  }

  async findByEmail(normalisedEmail: string): Promise<AccountRow | undefined> {
    return this.knex('accounts').whereRaw('lower(email) = ?', [normalisedEmail]).first();
  }

  async hasInitialAdmin(): Promise<boolean> {
    return Boolean(await this.knex('accounts').where({ is_initial_admin: true }).first('id'));
  }

  /** Inserts the account and its personal workspace (owner membership, selected). */
  async create(input: NewAccount): Promise<AccountRow> {
    return atomically(this.knex, async (trx) => {
      const id = input.id ?? randomUUID();
      const now = new Date();
      await trx('accounts').insert({
        id,
        login_id: input.loginId ?? null,
        email: input.email ?? null,
        email_verified: input.emailVerified ?? false,
        name: input.name ?? '',
        role: input.role ?? 'user',
        password_hash: input.passwordHash ?? null,
        is_initial_admin: input.isInitialAdmin ?? false,
        is_local_cli: input.isLocalCli ?? false,
        created_at: now,
        updated_at: now,
      });
      const workspaceId = randomUUID();
      await trx('workspaces').insert({ id: workspaceId, name: 'Personal', owner_account_id: id });
      await trx('workspace_members').insert({ workspace_id: workspaceId, account_id: id, role: 'owner' });
      await trx('accounts').where({ id }).update({ current_workspace_id: workspaceId });
      return (await trx('accounts').where({ id }).first()) as AccountRow;
    });
  }

  async updateProfile(id: string, changes: { name?: string; timezone?: string; locale?: string }): Promise<void> {
    await this.knex('accounts').where({ id }).update({ ...changes, updated_at: new Date() });
  }

  async setPassword(id: string, passwordHash: string, extra: { emailVerified?: boolean } = {}): Promise<void> {
    const changes: Record<string, unknown> = { password_hash: passwordHash, updated_at: new Date() };
    if (extra.emailVerified) changes.email_verified = true;
    await this.knex('accounts').where({ id }).update(changes);
  }

  async clearPassword(id: string, now: Date): Promise<void> {
    await this.knex('accounts').where({ id }).update({ password_hash: null, updated_at: now });
  }

  async recordSignIn(id: string, at: Date): Promise<void> {
    await this.knex('accounts').where({ id }).update({ last_sign_in_at: at });
  }

  async sharedContextOwner(accountId: string): Promise<string> {
    const row = await this.knex('identity_link_members as m')
      .join('identity_link_members as o', 'o.set_id', 'm.set_id')
      .join('accounts as a', 'a.id', 'o.account_id')
      .where('m.account_id', accountId)
      .orderBy([{ column: 'a.created_at' }, { column: 'a.id' }])
      .first('a.id');
    return (row?.id as string | undefined) ?? accountId;
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id)) return;
    await this.knex('accounts').where({ id }).delete();
  }
}
