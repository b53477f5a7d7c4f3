/**
 * The credential store: TOTP secrets, recovery codes, pending second-factor sign-ins and
 * password links. One-time things are consumed with a conditional write, so of two
 * concurrent uses exactly one succeeds. Implemented by
 * repositories/auth-credentials-repository.ts; contract suite in
 * src/testing/port-contracts/auth/credential-store-contract.ts.
 */

/** The TOTP credential of an account (at most one). */
export interface TotpRow {
  account_id: string;
  /** Sealed with SecretBox, bound to the account id. */
  secret_encrypted: string;
  created_at: Date;
  /** Set while the enrolment waits for its first code; null once confirmed. */
  pending_expires_at: Date | null;
  /** Null while pending: TOTP is enabled once this is set. */
  confirmed_at: Date | null;
  /** The time step of the last accepted code (replays of it or earlier steps are refused). */
  last_time_step: number | null;
}

/** A sign-in whose password was right and that waits for its second factor. */
export interface PendingLoginRow {
  /** sha256 of the mfa_token handed to the browser. */
  token_hash: string;
  account_id: string;
  remember: boolean;
  client_ip: string | null;
  failed_attempts: number;
  created_at: Date;
  expires_at: Date;
}

/** A password reset or set-up link; only the sha256 of its token is stored. */
export interface PasswordLinkRow {
  token_hash: string;
  account_id: string;
  purpose: 'reset' | 'setup';
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface CredentialStore {
  // --- TOTP ---

  /** The account's TOTP credential, pending or confirmed; undefined when it has none. */
  totp(accountId: string): Promise<TotpRow | undefined>;

  /** Whether the account has a confirmed TOTP credential. */
  isTotpEnabled(accountId: string): Promise<boolean>;

  /** Stores a pending enrolment, replacing whatever credential the account had (confirmed or not). */
  savePendingTotp(accountId: string, secretEncrypted: string, now: Date, expiresAt: Date): Promise<void>;

  /**
   * Confirms the pending enrolment (confirmed_at `now`, the step as last used); false when
   * there is none or it is already confirmed (two confirmations race: one wins).
   */
  confirmTotp(accountId: string, now: Date, timeStep: number): Promise<boolean>;

  /**
   * Records `timeStep` as used, only when the credential is confirmed and the step is later
   * than the last used one. False for a replay (that step or a later one was used) or no
   * confirmed credential.
   */
  claimTimeStep(accountId: string, timeStep: number): Promise<boolean>;

  /** Deletes the TOTP credential and every recovery code of the account, atomically; nothing to delete is not an error. */
  deleteTotp(accountId: string): Promise<void>;

  /** Replaces every recovery code of the account (used or not) by these hashes, atomically. */
  replaceRecoveryCodes(accountId: string, codeHashes: string[], now: Date): Promise<void>;

  /** The account's unused recovery codes (id and stored hash), in no particular order. */
  unusedRecoveryCodes(accountId: string): Promise<Array<{ id: string; code_hash: string }>>;

  /** Marks the code used at `now`; false when it was used before or does not exist (of two racing uses one wins). */
  consumeRecoveryCode(id: string, now: Date): Promise<boolean>;

  /** How many unused recovery codes the account has. */
  unusedRecoveryCodeCount(accountId: string): Promise<number>;

  // --- pending second-factor sign-ins ---

  createPendingLogin(row: PendingLoginRow): Promise<void>;

  /** The pending sign-in, expired or not (the caller checks expires_at); undefined when unknown or consumed. */
  pendingLogin(tokenHash: string): Promise<PendingLoginRow | undefined>;

  /** Deletes it; true only for the call that deleted it (of two racing consumers one wins). */
  consumePendingLogin(tokenHash: string): Promise<boolean>;

  /** Adds one failed attempt and returns the new count; Number.MAX_SAFE_INTEGER when the sign-in is gone. */
  addPendingFailure(tokenHash: string): Promise<number>;

  /** Deletes pending sign-ins whose expires_at is at or before `now`. */
  purgeExpiredPendingLogins(now: Date): Promise<void>;

  // --- password links ---

  /** Stores a new link and marks the account's older unused links of the same purpose used (at the new link's created_at), atomically. */
  createPasswordLink(row: Omit<PasswordLinkRow, 'used_at'>): Promise<void>;

  /** The link when it is unused, unexpired at `now` and of this purpose; undefined otherwise. */
  findUsablePasswordLink(tokenHash: string, purpose: 'reset' | 'setup', now: Date): Promise<PasswordLinkRow | undefined>;

  /** Marks a usable link (as findUsablePasswordLink) used and returns it; undefined otherwise (of two racing uses one wins). */
  consumePasswordLink(tokenHash: string, purpose: 'reset' | 'setup', now: Date): Promise<PasswordLinkRow | undefined>;

  /** Marks every unused link of the account (any purpose) used at `now`. */
  retirePasswordLinks(accountId: string, now: Date): Promise<void>;
}
