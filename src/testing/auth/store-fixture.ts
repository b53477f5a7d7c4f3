/**
 * The sign-in and account-management stores on a fresh test database (PGlite, or PostgreSQL
 * via TEST_DATABASE_URL) for their contract suites, with back doors for the rows of other
 * areas these ports read (invitations, workspace subscriptions, memories), which they cannot
 * create themselves.
 */
import { randomUUID } from 'node:crypto';
import type { AccountStores } from '../../domain/account/ports.js';
import type { AccountRow, AuthStores, NewAccount } from '../../domain/auth/ports/index.js';
import { openTestDatabase } from '../test-database.js';
import { createAccountStores } from '../../persistence/stores/account-stores.js';
import { createAuthStores } from '../../persistence/stores/auth-stores.js';

export interface AuthStoresFixture {
  stores: AuthStores;
  accountStores: AccountStores;
  /** A new account (through AccountStore.create), with a unique email unless `input` says otherwise. */
  newAccount(input?: NewAccount): Promise<AccountRow>;
  /** A sign-up invitation, usable unless it is expired or revoked. */
  insertInvite(tokenHash: string, options?: { expiresAt?: Date; revoked?: boolean; email?: string }): Promise<void>;
  /** Gives the account's personal workspace an active subscription. */
  markWorkspacePaid(accountId: string): Promise<void>;
  /** Writes a memory into the account's private context (created when missing). */
  addPrivateMemory(accountId: string): Promise<void>;
  /** Memories in the account's private context. */
  countPrivateMemories(accountId: string): Promise<number>;
  close(): Promise<void>;
}

export async function openAuthStoresFixture(): Promise<AuthStoresFixture> {
  const db = await openTestDatabase();
  const stores = createAuthStores(db);
  return {
    stores,
    accountStores: createAccountStores(db),
    newAccount: (input) => stores.accounts.create(input ?? { email: `contract-${randomUUID()}@example.com`, name: 'Contract' }),
    async insertInvite(tokenHash, options = {}) {
      const now = new Date();
      await db.knex('signup_invites').insert({
        token_hash: tokenHash,
        id: randomUUID(),
        created_at: now,
        expires_at: options.expiresAt ?? new Date(now.getTime() + 86_400_000),
        revoked_at: options.revoked ? now : null,
        email: options.email ?? null,
      });
    },
    async markWorkspacePaid(accountId) {
      await db.knex('workspaces').where({ owner_account_id: accountId }).update({ subscription_status: 'active' });
    },
    async addPrivateMemory(accountId) {
      const contextId = await stores.contexts.privateContextOf(accountId);
      await db.knex('memories').insert({ id: randomUUID(), context_id: contextId, user_id: 'u', agent_name: 'global', key: `k-${randomUUID()}`, value: 'v', scope: 'persistent' });
    },
    async countPrivateMemories(accountId) {
      const rows = await db.knex('memories as m').join('contexts as c', 'c.id', 'm.context_id').where({ 'c.kind': 'private', 'c.owner_account_id': accountId }).count<{ n: number | string }[]>({ n: '*' });
      return Number(rows[0]!.n);
    },
    close: () => db.close(),
  };
}
