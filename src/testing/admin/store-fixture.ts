/**
 * The administration stores on a fresh test database (PGlite, or PostgreSQL via TEST_DATABASE_URL)
 * for the admin contract suites, with the rows of the sign-in area the directory reads (accounts,
 * TOTP, linked providers) and the sign-up step that uses an invitation, which the admin ports
 * do not write.
 */
import { randomUUID } from 'node:crypto';
import { openTestDatabase } from '../test-database.js';
import { createAdminStores } from '../../persistence/stores/admin-stores.js';
import type { AdminStores } from '../../domain/admin/ports.js';

export interface SeedAccount {
  email?: string | null;
  name?: string;
  loginId?: string | null;
  role?: string;
  emailVerified?: boolean;
  password?: boolean;
  /** 'confirmed' counts as MFA; 'pending' (enrolment not finished) does not. */
  totp?: 'confirmed' | 'pending';
  /** Providers linked, in this order (one identity each, a second subject repeats a provider). */
  providers?: string[];
  createdAt?: Date;
  lastSignInAt?: Date | null;
}

export interface AdminStoresFixture {
  stores: AdminStores;
  /** A new account with the given sign-in methods; returns its id. */
  seedAccount(spec?: SeedAccount): Promise<string>;
  /** Uses an invitation for sign-up, as the sign-in area does. */
  markUsed(invitationId: string, at: Date): Promise<void>;
  close(): Promise<void>;
}

export async function openAdminStoresFixture(): Promise<AdminStoresFixture> {
  const db = await openTestDatabase();
  return {
    stores: createAdminStores(db),
    async seedAccount(spec = {}) {
      const id = randomUUID();
      const createdAt = spec.createdAt ?? new Date();
      await db.knex('accounts').insert({
        id,
        email: spec.email === undefined ? `${id.slice(0, 8)}@example.com` : spec.email,
        name: spec.name ?? '',
        login_id: spec.loginId ?? null,
        role: spec.role ?? 'user',
        email_verified: spec.emailVerified ?? false,
        password_hash: spec.password ? '$argon2id$contract' : null,
        created_at: createdAt,
        last_sign_in_at: spec.lastSignInAt ?? null,
      });
      if (spec.totp) {
        await db.knex('totp_credentials').insert({ account_id: id, secret_encrypted: 'x', created_at: createdAt, confirmed_at: spec.totp === 'confirmed' ? createdAt : null });
      }
      let n = 0;
      for (const provider of spec.providers ?? []) {
        await db.knex('external_identities').insert({ id: randomUUID(), account_id: id, provider, subject: randomUUID(), created_at: new Date(createdAt.getTime() + ++n * 1000) });
      }
      return id;
    },
    async markUsed(invitationId, at) {
      await db.knex('signup_invites').where({ id: invitationId }).update({ used_at: at });
    },
    close: () => db.close(),
  };
}
