/**
 * TOTP second factor (RFC 6238: SHA-1, 6 digits, 30 s steps, one step of clock drift
 * either way) with otplib. Secrets are sealed with AES-256-GCM (SecretBox) bound to the
 * account id. Replay: the time step of every accepted code is stored, and a code whose
 * step is not later than the stored one is refused (`afterTimeStep` plus a conditional
 * update, so two concurrent uses of one code cannot both pass).
 */
import { generateSecret, generateURI, verify } from 'otplib';
import type { Knex } from 'knex';
import { AppError } from '../../errors/app-error.js';
import type { AuthCredentialsRepository } from '../../../persistence/repositories/auth-credentials-repository.js';
import type { AccountRow } from '../../../persistence/repositories/auth-accounts-repository.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { generateRecoveryCodes, type RecoveryCodeHasher } from './recovery-codes.js';

export const TOTP_ISSUER = 'Memory Platform';
const ENROLMENT_SECONDS = 600;
const DRIFT_SECONDS = 30;

export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
  expiresAt: Date;
}

export class TotpService {
  constructor(
    private readonly repo: AuthCredentialsRepository,
    private readonly box: SecretBox,
    private readonly recoveryCodes: RecoveryCodeHasher,
  ) {}

  private aad(accountId: string): string {
    return `totp:${accountId}`;
  }

  isEnabled(accountId: string): Promise<boolean> {
    return this.repo.isTotpEnabled(accountId);
  }

  /** Starts (or restarts) enrolment with a new secret; 409 when already enabled or without a password. */
  async startEnrolment(account: AccountRow): Promise<TotpEnrolment> {
    const existing = await this.repo.totp(account.id);
    if (existing?.confirmed_at) throw new AppError('AUTH-020');
    if (!account.password_hash) throw new AppError('AUTH-024');
    const secret = generateSecret();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + ENROLMENT_SECONDS * 1000);
    await this.repo.savePendingTotp(account.id, this.box.seal(secret, this.aad(account.id)), now, expiresAt);
    const label = account.email ?? account.login_id ?? account.id;
    return { secret, otpauthUri: generateURI({ issuer: TOTP_ISSUER, label, secret }), expiresAt };
  }

  /** Enables TOTP when the code matches the pending secret; returns the recovery codes (shown once). */
  async confirmEnrolment(accountId: string, code: string, trx: Knex.Transaction): Promise<string[]> {
    const row = await this.repo.totp(accountId, trx);
    if (row?.confirmed_at) throw new AppError('AUTH-020');
    if (!row || !row.pending_expires_at || new Date(row.pending_expires_at) <= new Date()) throw new AppError('AUTH-022');
    const result = await verify({ secret: this.box.open(row.secret_encrypted, this.aad(accountId)), token: code, epochTolerance: DRIFT_SECONDS });
    if (!result.valid || !('timeStep' in result)) throw new AppError('AUTH-023');
    if (!(await this.repo.confirmTotp(accountId, new Date(), result.timeStep, trx))) throw new AppError('AUTH-022');
    return this.issueRecoveryCodes(accountId, trx);
  }

  /** Checks a code of an enabled account and burns its time step; false for wrong, replayed or disabled. */
  async verifyCode(accountId: string, code: string): Promise<boolean> {
    const row = await this.repo.totp(accountId);
    if (!row?.confirmed_at) return false;
    const secret = this.box.open(row.secret_encrypted, this.aad(accountId));
    const result = await verify({
      secret,
      token: code,
      epochTolerance: DRIFT_SECONDS,
      ...(row.last_time_step !== null ? { afterTimeStep: row.last_time_step } : {}),
    });
    if (!result.valid || !('timeStep' in result)) return false;
    return this.repo.claimTimeStep(accountId, result.timeStep);
  }

  /** Uses an unused recovery code of the account once; false when none matches (or another request used it first). */
  async useRecoveryCode(accountId: string, code: string): Promise<boolean> {
    for (const row of await this.repo.unusedRecoveryCodes(accountId)) {
      if (await this.recoveryCodes.matches(row.code_hash, code)) return this.repo.consumeRecoveryCode(row.id, new Date());
    }
    return false;
  }

  async disable(accountId: string, trx: Knex.Transaction): Promise<void> {
    await this.repo.deleteTotp(accountId, trx);
  }

  async regenerateRecoveryCodes(accountId: string, trx: Knex.Transaction): Promise<string[]> {
    return this.issueRecoveryCodes(accountId, trx);
  }

  /** New codes replace all previous ones; only their argon2id hashes are stored. */
  private async issueRecoveryCodes(accountId: string, trx: Knex.Transaction): Promise<string[]> {
    const codes = generateRecoveryCodes();
    await this.repo.replaceRecoveryCodes(accountId, await this.recoveryCodes.hashAll(codes), new Date(), trx);
    return codes;
  }
}
