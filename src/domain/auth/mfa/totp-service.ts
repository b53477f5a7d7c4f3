/**
 * TOTP second factor (RFC 6238: SHA-1, 6 digits, 30 s steps, one step of clock drift
 * either way) with otplib. Secrets are sealed with AES-256-GCM (SecretBox) bound to the
 * account id. Replay: the time step of every accepted code is stored, and a code whose
 * step is not later than the stored one is refused (`afterTimeStep` plus a conditional
 * update, so two concurrent uses of one code cannot both pass).
 */
import { generateSecret, generateURI, verify } from 'otplib';
import { AppError } from '../../errors/app-error.js';
import type { AccountRow, AuthStores, CredentialStore } from '../ports/index.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { totpSecretBinding } from '../crypto/sealed-bindings.js';
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
    private readonly repo: CredentialStore,
    private readonly box: SecretBox,
    private readonly recoveryCodes: RecoveryCodeHasher,
  ) {}

  private aad(accountId: string): string {
    return totpSecretBinding(accountId);
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

  /** Enables TOTP when the code matches the pending secret, in the transaction of `tx`; returns the recovery codes (shown once). */
  async confirmEnrolment(accountId: string, code: string, tx: AuthStores): Promise<string[]> {
    const row = await tx.credentials.totp(accountId);
    if (row?.confirmed_at) throw new AppError('AUTH-020');
    if (!row || !row.pending_expires_at || new Date(row.pending_expires_at) <= new Date()) throw new AppError('AUTH-022');
    const result = await verify({ secret: this.box.open(row.secret_encrypted, this.aad(accountId)), token: code, epochTolerance: DRIFT_SECONDS });
    if (!result.valid || !('timeStep' in result)) throw new AppError('AUTH-023');
    if (!(await tx.credentials.confirmTotp(accountId, new Date(), result.timeStep))) throw new AppError('AUTH-022');
    return this.issueRecoveryCodes(accountId, tx);
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

  async disable(accountId: string, tx: AuthStores): Promise<void> {
    await tx.credentials.deleteTotp(accountId);
  }

  async regenerateRecoveryCodes(accountId: string, tx: AuthStores): Promise<string[]> {
    return this.issueRecoveryCodes(accountId, tx);
  }

  /** New codes replace all previous ones; only their argon2id hashes are stored. */
  private async issueRecoveryCodes(accountId: string, tx: AuthStores): Promise<string[]> {
    const codes = generateRecoveryCodes();
    await tx.credentials.replaceRecoveryCodes(accountId, await this.recoveryCodes.hashAll(codes), new Date());
    return codes;
  }
}
