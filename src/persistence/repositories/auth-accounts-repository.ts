/**
 * Account rows as sign-in sees them: lookup by normalised login id or verified email,
 * creation (with the personal workspace and private context every account gets),
 * profile and password updates.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

export interface AccountRow {
  id: string;
  login_id: string | null;
  email: string | null;
  email_verified: boolean;
  name: string;
  role: string;
  timezone: string;
  locale: string;
  password_hash: string | null;
  is_initial_admin: boolean;
  is_local_cli: boolean;
  current_workspace_id: string | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface NewAccount {
  loginId?: string | null;
  email?: string | null;
  emailVerified?: boolean;
  name?: string;
  role?: string;
  passwordHash?: string | null;
  isInitialAdmin?: boolean;
  isLocalCli?: boolean;
}

export class AuthAccountsRepository {
  constructor(private readonly knex: Knex) {}

  private db(trx?: Knex.Transaction) {
    return trx ?? this.knex;
  }

  async findById(id: string, trx?: Knex.Transaction): Promise<AccountRow | undefined> {
    if (!isUuid(id)) return undefined;
    return this.db(trx)('accounts').where({ id }).first();
  }

  /** Login ids are stored normalised, so the normalised identifier matches exactly. */
  async findByLoginId(normalisedLoginId: string): Promise<AccountRow | undefined> {
    return this.knex('accounts').where({ login_id: normalisedLoginId }).first();
  }

  async findByEmail(normalisedEmail: string, trx?: Knex.Transaction): Promise<AccountRow | undefined> {
    return this.db(trx)('accounts').whereRaw('lower(email) = ?', [normalisedEmail]).first();
  }

  async hasInitialAdmin(trx?: Knex.Transaction): Promise<boolean> {
    return Boolean(await this.db(trx)('accounts').where({ is_initial_admin: true }).first('id'));
  }

  /** Inserts the account, its personal workspace (owner membership) and selects it. */
  async create(input: NewAccount, trx: Knex.Transaction): Promise<AccountRow> {
    const id = randomUUID();
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
  }

  async updateProfile(id: string, changes: { name?: string; timezone?: string; locale?: string }): Promise<void> {
    await this.knex('accounts').where({ id }).update({ ...changes, updated_at: new Date() });
  }

  async setPassword(id: string, passwordHash: string, extra: { emailVerified?: boolean } = {}, trx?: Knex.Transaction): Promise<void> {
    const changes: Record<string, unknown> = { password_hash: passwordHash, updated_at: new Date() };
    if (extra.emailVerified) changes.email_verified = true;
    await this.db(trx)('accounts').where({ id }).update(changes);
  }

  async recordSignIn(id: string, at: Date, trx?: Knex.Transaction): Promise<void> {
    await this.db(trx)('accounts').where({ id }).update({ last_sign_in_at: at });
  }
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
