/**
 * The account store: account rows as sign-in and account management see them.
 * Implemented by repositories/auth-accounts-repository.ts; contract suite
 * in src/testing/port-contracts/auth/account-store-contract.ts.
 */

/** One account (table `accounts`), as stored. */
export interface AccountRow {
  id: string;
  /** Stored normalised (identifiers.ts): administrators created from the command line have one. */
  login_id: string | null;
  email: string | null;
  email_verified: boolean;
  name: string;
  role: string;
  timezone: string;
  locale: string;
  /** argon2id hash; null for accounts that sign in through a provider only. */
  password_hash: string | null;
  /** The first administrator: erasure refuses it. */
  is_initial_admin: boolean;
  /** Created by `memplat admin create`. */
  is_local_cli: boolean;
  current_workspace_id: string | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A new account; absent fields take the defaults noted. */
export interface NewAccount {
  /** Default: a new random UUID. (An invitee's passkey names its account id before the account exists.) */
  id?: string;
  /** Already normalised; default null. */
  loginId?: string | null;
  /** Default null. */
  email?: string | null;
  /** Default false. */
  emailVerified?: boolean;
  /** Default ''. */
  name?: string;
  /** Default 'user'. */
  role?: string;
  /** Default null (no password). */
  passwordHash?: string | null;
  /** Default false. */
  isInitialAdmin?: boolean;
  /** Default false. */
  isLocalCli?: boolean;
}

export interface AccountStore {
  /** The account, or undefined when none has this id (also for a value that is not a UUID). */
  findById(id: string): Promise<AccountRow | undefined>;

  /** The accounts among `ids` that exist, in no particular order; [] for []. Values that are not UUIDs match nothing. */
  findByIds(ids: string[]): Promise<AccountRow[]>;

  /** By login id, matched exactly (callers pass the normalised identifier); undefined when none. */
  findByLoginId(normalisedLoginId: string): Promise<AccountRow | undefined>;

  /** By email, compared case-insensitively (the stored address keeps its case); undefined when none. */
  findByEmail(normalisedEmail: string): Promise<AccountRow | undefined>;

  /** Whether an account marked as the initial administrator exists. */
  hasInitialAdmin(): Promise<boolean>;

  /**
   * Creates the account with its personal workspace (named "Personal", the account its owner
   * member and its current workspace), atomically, and returns the stored row. (Its private
   * context is the context store's: ContextService.privateContextOf.) A login id already in use is a unique violation (the insert rejects);
   * callers check for it first.
   */
  create(input: NewAccount): Promise<AccountRow>;

  /** Sets the given profile fields and updated_at; an unknown id changes nothing. */
  updateProfile(id: string, changes: { name?: string; timezone?: string; locale?: string }): Promise<void>;

  /** Replaces the password hash (and updated_at); `emailVerified: true` also marks the email verified. */
  setPassword(id: string, passwordHash: string, extra?: { emailVerified?: boolean }): Promise<void>;

  /** Removes the password (the account then signs in through its providers only) and sets updated_at to `now`. */
  clearPassword(id: string, now: Date): Promise<void>;

  /** Sets last_sign_in_at. */
  recordSignIn(id: string, at: Date): Promise<void>;

  /**
   * The account whose private context an identity-linked account works in: the oldest
   * account (created_at, then id) of its identity link set, or `accountId` itself when it
   * is in no set.
   */
  sharedContextOwner(accountId: string): Promise<string>;

  /**
   * Deletes the account; its workspace memberships, contexts, keys, identities, credentials
   * and sessions go with it (foreign keys cascade). An unknown id deletes nothing.
   */
  delete(id: string): Promise<void>;
}
