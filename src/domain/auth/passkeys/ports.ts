/**
 * Storage port of passkeys (WebAuthn credentials) and their single-use challenges. The
 * implementation is built with the sign-in area's other stores (AuthStores.passkeys); its
 * contract suite is src/testing/port-contracts/auth/passkey-store-contract.ts.
 */

/** `single_device`: bound to one authenticator; `multi_device`: a synced passkey. */
export type PasskeyDeviceType = 'single_device' | 'multi_device';

/** A stored passkey. The public key is COSE-encoded as the authenticator gave it. */
export interface PasskeyRecord {
  id: string;
  accountId: string;
  /** WebAuthn credential id, base64url; unique across all accounts. */
  credentialId: string;
  publicKey: Uint8Array;
  /** Last signature counter seen (0 for authenticators that do not count). */
  counter: number;
  transports: string[];
  name: string;
  /** `platform` or `cross-platform` as the browser reported at registration, or null. */
  attachment: string | null;
  /** Authenticator model (AAGUID), null when it gave the all-zero one. */
  aaguid: string | null;
  deviceType: PasskeyDeviceType;
  backedUp: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
  /** Set when a sign-in showed a counter that did not increase; such a passkey never signs in again. */
  cloneSuspectedAt: Date | null;
}

export type NewPasskey = Omit<PasskeyRecord, 'lastUsedAt' | 'cloneSuspectedAt'>;

/**
 * What a challenge was issued for; a challenge is only accepted for its own purpose.
 * `invitation`: registering the first passkey of an account an invitation is about to create.
 * `presence`: a signed-in account proving its owner is here before an irreversible step (erasure).
 */
export type PasskeyChallengePurpose = 'registration' | 'second_factor' | 'passwordless' | 'invitation' | 'presence';

export interface PasskeyChallenge {
  /** sha256 hex of the base64url challenge (the challenge itself is never stored). */
  challengeHash: string;
  purpose: PasskeyChallengePurpose;
  /** The account a registration or second-factor challenge is for; null for passwordless. */
  accountId: string | null;
  /**
   * Second factor: sha256 hex of the pending sign-in's mfa_token it belongs to; invitation:
   * sha256 hex of the invitation token; otherwise null.
   */
  pendingLoginHash: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export interface PasskeyStore {
  /** The account's passkeys, oldest first (ties by id); empty when it has none or does not exist. */
  listByAccount(accountId: string): Promise<PasskeyRecord[]>;
  /** How many passkeys the account has (clone-suspected ones included). */
  countByAccount(accountId: string): Promise<number>;
  /** The passkey of the account with this id, or undefined (also for another account's passkey or a malformed id). */
  find(accountId: string, id: string): Promise<PasskeyRecord | undefined>;
  /** The passkey with this WebAuthn credential id, whatever its account, or undefined. */
  findByCredentialId(credentialId: string): Promise<PasskeyRecord | undefined>;
  /** Stores a new passkey; false (nothing stored) when the credential id is already registered. */
  insert(passkey: NewPasskey): Promise<boolean>;
  /** Renames the account's passkey; the updated record, or undefined when it is not the account's. */
  rename(accountId: string, id: string, name: string): Promise<PasskeyRecord | undefined>;
  /** Deletes the account's passkey; false when it is not the account's (nothing deleted). */
  remove(accountId: string, id: string): Promise<boolean>;
  /**
   * Records a sign-in: sets the counter, backup state and last use, only while the stored counter
   * still equals `expectedCounter` and no clone is suspected (atomic compare-and-set). False when
   * another sign-in changed it first, or the passkey is gone or blocked.
   */
  recordUse(id: string, expectedCounter: number, newCounter: number, backedUp: boolean, now: Date): Promise<boolean>;
  /** Marks the passkey as possibly copied (keeps the first time it was marked); false when it does not exist. */
  markCloneSuspected(id: string, now: Date): Promise<boolean>;

  /** Keeps a new challenge. */
  saveChallenge(challenge: PasskeyChallenge): Promise<void>;
  /**
   * Takes a challenge once: deletes and returns it when it exists with this purpose and has not
   * expired at `now`; undefined otherwise (unknown, other purpose, expired, or already taken by a
   * concurrent call — only one caller ever gets it).
   */
  consumeChallenge(challengeHash: string, purpose: PasskeyChallengePurpose, now: Date): Promise<PasskeyChallenge | undefined>;
  /** Deletes challenges that expired at or before `now`; how many. */
  purgeExpiredChallenges(now: Date): Promise<number>;
}

/**
 * The account as the passkey rules need it (an account row satisfies it): identifiers for the
 * authenticator's user name, and whether a password exists for re-authentication.
 */
export interface PasskeyAccount {
  id: string;
  email: string | null;
  login_id: string | null;
  name: string;
  password_hash: string | null;
}

/** Recovery codes of the account (they are shared by every second factor). */
export interface RecoveryCodeIssuer {
  /** Replaces the account's recovery codes with ten new ones, returned once in clear. */
  issue(accountId: string): Promise<string[]>;
  /** Deletes the account's recovery codes (and any unconfirmed TOTP enrolment). Only called while TOTP is off. */
  discard(accountId: string): Promise<void>;
}
