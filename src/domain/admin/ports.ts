/**
 * Storage ports of the administration area. The knex implementations (the persistence
 * layer's admin-directory-repository.ts and signup-invites-repository.ts, wired by its
 * createAdminStores) serve PGlite and PostgreSQL; the suites in src/testing/port-contracts/admin
 * check each contract.
 */
import type { WithAuditStore } from '../core/ports/index.js';

/** An account as the administrators' list shows it. */
export interface DirectoryAccount {
  id: string;
  email: string | null;
  name: string;
  loginId: string | null;
  role: string;
  emailVerified: boolean;
  mfaEnabled: boolean;
  hasPassword: boolean;
  /** Linked identity providers, each once, in the order they were linked. */
  providers: string[];
  createdAt: Date;
  lastSignInAt: Date | null;
}

export interface DirectoryPage {
  accounts: DirectoryAccount[];
  nextCursor: string | null;
}

export interface DirectoryQuery {
  limit: number;
  /** Opaque position returned as `nextCursor`; undefined for the first page. */
  cursor?: string;
  /** Case-insensitive substring of the email, name or login id. */
  text?: string;
}

export interface AccountDirectory {
  /** The role of the account, or undefined when it does not exist (any string that is not an account id included). */
  roleOf(accountId: string): Promise<string | undefined>;
  /**
   * Accounts matching `text`, newest first (ties by id, descending), at most `limit`;
   * `nextCursor` is set when more follow and continues after the last one shown, stable
   * under inserts. A cursor this method did not return gives null (the caller answers 422).
   */
  list(query: DirectoryQuery): Promise<DirectoryPage | null>;
}

export interface InvitationRecord {
  id: string;
  email: string | null;
  note: string | null;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

export interface NewInvitation extends Omit<InvitationRecord, 'usedAt' | 'revokedAt'> {
  /** sha256 hex of the token: what the sign-up check looks up. */
  tokenHash: string;
  createdByAccountId: string | null;
}

export interface InvitationStore {
  /** Every invitation whatever its state (used, revoked, expired), newest first (ties by id, descending). */
  list(): Promise<InvitationRecord[]>;
  /** The invitation with this id in any state, or undefined (also for a string that is not an id). */
  find(id: string): Promise<InvitationRecord | undefined>;
  /** Stores a new, unused and unrevoked invitation; rejects when its id or token hash is taken (unique violation). */
  insert(invitation: NewInvitation): Promise<void>;
  /**
   * Revokes the invitation at `now` when it is still usable then (not used, not revoked, not
   * expired); false, with nothing changed, otherwise or when there is no such invitation.
   */
  revokeUsable(id: string, now: Date): Promise<boolean>;
}

/**
 * The area's stores. `audit` (the core audit store) is here so that, bound to a transaction,
 * the audit service writes its row in it: `audit.record(entry, tx)`.
 */
export interface AdminStores extends WithAuditStore {
  directory: AccountDirectory;
  invitations: InvitationStore;
  /**
   * Runs `work` with these stores bound to one transaction: everything written through `tx`
   * commits when `work` resolves and is rolled back when it throws (the error is rethrown).
   * Inside `work` only `tx` may be used.
   */
  transaction<T>(work: (tx: AdminStores) => Promise<T>): Promise<T>;
}
