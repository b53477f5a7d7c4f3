/**
 * Storage ports of the administration area (knex implementations in
 * src/persistence/repositories/admin-directory-repository.ts and signup-invites-repository.ts).
 */
import type { Knex } from 'knex';

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
  /** The role of the account, or undefined when it does not exist. */
  roleOf(accountId: string): Promise<string | undefined>;
  /** Accounts, newest first; a malformed cursor gives null (the caller answers 422). */
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
  /** Every invitation, newest first. */
  list(): Promise<InvitationRecord[]>;
  find(id: string): Promise<InvitationRecord | undefined>;
  insert(invitation: NewInvitation, trx: Knex.Transaction): Promise<void>;
  /** Revokes an invitation that is still usable at `now`; false when there was nothing to revoke. */
  revokeUsable(id: string, now: Date, trx: Knex.Transaction): Promise<boolean>;
}
