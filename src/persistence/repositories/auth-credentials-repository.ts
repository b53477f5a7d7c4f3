/**
 * TOTP credentials, recovery codes, pending second-factor sign-ins and password links.
 * One-time things are consumed with a conditional UPDATE/DELETE ... RETURNING, so two
 * concurrent uses cannot both succeed. Built on a knex or on a transaction (then every
 * method runs inside it).
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { CredentialStore, PasswordLinkRow, PendingLoginRow, TotpRow } from '../../domain/auth/ports/index.js';
import { affectedRows } from './auth-affected-rows.js';
import { atomically } from './auth-atomically.js';

export class AuthCredentialsRepository implements CredentialStore {
  constructor(private readonly knex: Knex) {}

  // --- TOTP -------------------------------------------------------------------------

  async totp(accountId: string): Promise<TotpRow | undefined> {
    const row = await this.knex('totp_credentials').where({ account_id: accountId }).first();
    return row ? { ...row, last_time_step: row.last_time_step === null ? null : Number(row.last_time_step) } : undefined;
  }

  async isTotpEnabled(accountId: string): Promise<boolean> {
    return Boolean(await this.knex('totp_credentials').where({ account_id: accountId }).whereNotNull('confirmed_at').first('account_id'));
  }

  async savePendingTotp(accountId: string, secretEncrypted: string, now: Date, expiresAt: Date): Promise<void> {
    await this.knex('totp_credentials')
      .insert({ account_id: accountId, secret_encrypted: secretEncrypted, created_at: now, pending_expires_at: expiresAt, confirmed_at: null, last_time_step: null })
      .onConflict('account_id')
      .merge();
  }

  /** Enables a pending enrolment; false when it was not pending (raced or already enabled). */
  async confirmTotp(accountId: string, now: Date, timeStep: number): Promise<boolean> {
    const n = await this.knex('totp_credentials')
      .where({ account_id: accountId })
      .whereNull('confirmed_at')
      .update({ confirmed_at: now, pending_expires_at: null, last_time_step: timeStep });
    return n > 0;
  }

  /**
   * Records `timeStep` as used, only if it is later than the last used one. False means
   * the step (or a later one) was already used: a replay, refused.
   */
  async claimTimeStep(accountId: string, timeStep: number): Promise<boolean> {
    const n = await this.knex('totp_credentials')
      .where({ account_id: accountId })
      .whereNotNull('confirmed_at')
      .andWhere((q) => q.whereNull('last_time_step').orWhere('last_time_step', '<', timeStep))
      .update({ last_time_step: timeStep });
    return n > 0;
  }

  async deleteTotp(accountId: string): Promise<void> {
    await atomically(this.knex, async (trx) => {
      await trx('totp_credentials').where({ account_id: accountId }).delete();
      await trx('recovery_codes').where({ account_id: accountId }).delete();
    });
  }

  async replaceRecoveryCodes(accountId: string, codeHashes: string[], now: Date): Promise<void> {
    await atomically(this.knex, async (trx) => {
      await trx('recovery_codes').where({ account_id: accountId }).delete();
      if (codeHashes.length) await trx('recovery_codes').insert(codeHashes.map((code_hash) => ({ id: randomUUID(), account_id: accountId, code_hash, created_at: now })));
    });
  }

  /** The account's unused recovery codes (stored hashes), for checking a presented code against each. */
  async unusedRecoveryCodes(accountId: string): Promise<Array<{ id: string; code_hash: string }>> {
    return this.knex('recovery_codes').where({ account_id: accountId }).whereNull('used_at').select('id', 'code_hash');
  }

  /** Marks the code used; false when it was used before (two requests racing for one code: one wins). */
  async consumeRecoveryCode(id: string, now: Date): Promise<boolean> {
    const n = await this.knex('recovery_codes').where({ id }).whereNull('used_at').update({ used_at: now });
    return n > 0;
  }

  async unusedRecoveryCodeCount(accountId: string): Promise<number> {
    const row = await this.knex('recovery_codes').where({ account_id: accountId }).whereNull('used_at').count<{ count: number }[]>('* as count');
    return Number(row[0].count);
  }

  // --- pending second-factor sign-ins -------------------------------------------------

  async createPendingLogin(row: PendingLoginRow): Promise<void> {
    await this.knex('mfa_pending_logins').insert(row);
  }

  async pendingLogin(tokenHash: string): Promise<PendingLoginRow | undefined> {
    return this.knex('mfa_pending_logins').where({ token_hash: tokenHash }).first();
  }

  async consumePendingLogin(tokenHash: string): Promise<boolean> {
    return affectedRows(await this.knex('mfa_pending_logins').where({ token_hash: tokenHash }).delete()) > 0;
  }

  async addPendingFailure(tokenHash: string): Promise<number> {
    const rows = await this.knex('mfa_pending_logins').where({ token_hash: tokenHash }).increment('failed_attempts', 1).returning('failed_attempts');
    return rows.length ? Number((rows[0] as { failed_attempts: number }).failed_attempts) : Number.MAX_SAFE_INTEGER;
  }

  async purgeExpiredPendingLogins(now: Date): Promise<void> {
    await this.knex('mfa_pending_logins').where('expires_at', '<=', now).delete();
  }

  // --- password links ---------------------------------------------------------------------

  /** Stores a new link and retires older unused links of the same purpose. */
  async createPasswordLink(row: Omit<PasswordLinkRow, 'used_at'>): Promise<void> {
    await atomically(this.knex, async (trx) => {
      await trx('password_link_tokens').where({ account_id: row.account_id, purpose: row.purpose }).whereNull('used_at').update({ used_at: row.created_at });
      await trx('password_link_tokens').insert({ ...row, used_at: null });
    });
  }

  async findUsablePasswordLink(tokenHash: string, purpose: 'reset' | 'setup', now: Date): Promise<PasswordLinkRow | undefined> {
    return this.knex('password_link_tokens').where({ token_hash: tokenHash, purpose }).whereNull('used_at').andWhere('expires_at', '>', now).first();
  }

  /** Consumes a valid link (unused, unexpired, right purpose); undefined otherwise. */
  async consumePasswordLink(tokenHash: string, purpose: 'reset' | 'setup', now: Date): Promise<PasswordLinkRow | undefined> {
    const rows = await this.knex('password_link_tokens')
      .where({ token_hash: tokenHash, purpose })
      .whereNull('used_at')
      .andWhere('expires_at', '>', now)
      .update({ used_at: now })
      .returning('*');
    return rows[0] as PasswordLinkRow | undefined;
  }

  async retirePasswordLinks(accountId: string, now: Date): Promise<void> {
    await this.knex('password_link_tokens').where({ account_id: accountId }).whereNull('used_at').update({ used_at: now });
  }
}
