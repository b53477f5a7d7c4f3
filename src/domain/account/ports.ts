/**
 * Storage ports of account management: erasure requests and identity link sets, next to
 * the sign-in area's stores it also changes (passwords, identities, sessions). Implemented by
 * repositories/account-erasure-repository.ts and
 * account-identity-links-repository.ts, built in stores/account-stores.ts;
 * contract suites in src/testing/port-contracts/account/.
 */
import type { SchemaErasureState } from '../../../generated/api-types.js';
import type { CoreTransactionStores } from '../core/ports/index.js';
import type { AuthStores } from '../auth/ports/index.js';

/** States in which a request is active: an account has at most one active request. */
export const ACTIVE_ERASURE_STATES = ['pending', 'cooling_off', 'in_progress'] as const;

/** An erasure request (table erasure_requests). Rows outlive the account they erase. */
export interface ErasureRow {
  id: string;
  account_id: string;
  state: SchemaErasureState;
  /** sha256 hex of the confirmation token; null once used or cancelled. */
  token_hash: string | null;
  token_expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
  cooling_off_ends_at: Date | null;
  /** How the owner confirms (fixed at creation); null on requests made before it was kept: derived from the account. */
  confirm_with: ErasureConfirmMethod | null;
}

/** The token and the password, the emailed token alone, or the token and a fresh passkey assertion. */
export type ErasureConfirmMethod = 'password' | 'email' | 'passkey' | 'provider';

/** A new request: always `pending`. */
export type NewErasure = Omit<ErasureRow, 'state'> & { state: 'pending' };

export interface ErasureStore {
  /** The account's active request (pending, cooling_off or in_progress); undefined when none. */
  active(accountId: string): Promise<ErasureRow | undefined>;

  /** Whether the account owns a workspace with an active subscription (erasure waits until it ends). */
  ownsPaidWorkspace(accountId: string): Promise<boolean>;

  /** Stores a pending request. A second active request of the account is a unique violation: the call rejects. */
  insert(row: NewErasure): Promise<void>;

  /** Deletes the request; an unknown id deletes nothing. */
  delete(id: string): Promise<void>;

  /**
   * Cancels a request that is pending or cooling_off (token cleared, updated_at `now`) and
   * returns it as stored; undefined when it is in no such state (or unknown).
   */
  cancel(id: string, now: Date): Promise<ErasureRow | undefined>;

  /**
   * Moves a pending request to cooling_off (token cleared, confirmed at `now`, the period
   * ending at `coolingOffEndsAt`) and returns it as stored; undefined when it is not pending.
   */
  confirm(id: string, now: Date, coolingOffEndsAt: Date): Promise<ErasureRow | undefined>;

  /** Requests in cooling_off whose period ended at or before `now`, in no particular order. */
  due(now: Date): Promise<ErasureRow[]>;

  /** Moves a cooling_off request to in_progress; false when it is not in cooling_off (another sweeper claimed it). */
  claim(id: string, now: Date): Promise<boolean>;

  /** Marks the request complete. */
  complete(id: string, now: Date): Promise<void>;

  /** Marks the request failed with the reason (at most 500 characters are kept by the caller). */
  fail(id: string, failure: string, now: Date): Promise<void>;

  /** Deletes every memory in the account's private context (nothing when it has none). */
  deletePrivateMemories(accountId: string): Promise<void>;
}

/** A member of an identity link set, with what the link pages show of its account. */
export interface LinkMember {
  account_id: string;
  linked_at: Date;
  email: string | null;
  name: string;
}

export interface IdentityLinkStore {
  /** The id of the set the account belongs to; undefined when it is in none. */
  setOf(accountId: string): Promise<string | undefined>;

  /** The set's members, earliest linked first (ties by account id); [] for an unknown set. */
  membersOf(setId: string): Promise<LinkMember[]>;

  /**
   * Creates a set of these accounts (linked at `now`) and returns its id. An account already
   * in a set is a unique violation: the call rejects.
   */
  createSet(accountIds: string[], now: Date): Promise<string>;

  /** Adds the account to the set (linked at `now`); an account already in a set is a unique violation. */
  addMember(setId: string, accountId: string, now: Date): Promise<void>;

  /** Moves every member of `fromSetId` into `intoSetId` (their linked_at kept) and deletes `fromSetId`, atomically. */
  mergeSets(intoSetId: string, fromSetId: string): Promise<void>;

  /** Takes the account out of the set; the set stays (see dissolve). */
  removeMember(setId: string, accountId: string): Promise<void>;

  /** How many accounts the set has (0 for an unknown set). */
  countMembers(setId: string): Promise<number>;

  /** Deletes the set and its memberships. */
  dissolve(setId: string): Promise<void>;
}

/** Everything account management stores, and a way to change several things atomically. */
export interface AccountStores extends CoreTransactionStores {
  erasures: ErasureStore;
  identityLinks: IdentityLinkStore;
  /** The sign-in area's stores; inside a transaction, bound to the same one. */
  auth: AuthStores;
  /**
   * Runs `work` in one transaction with these stores (auth, audit and context stores included)
   * bound to it: commits when it resolves, rolls back when it throws. On stores already bound
   * to a transaction, `work` joins that transaction.
   */
  transaction<T>(work: (tx: AccountStores) => Promise<T>): Promise<T>;
}
