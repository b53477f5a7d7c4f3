/**
 * The session store: browser session containers (named by the sha256 of their cookie
 * value) and the accounts signed in to each. Implemented by
 * repositories/auth-sessions-repository.ts; contract suite in
 * src/testing/port-contracts/auth/session-store-contract.ts.
 *
 * Lifetimes are the session service's rules: reads here return rows whether or not they
 * have lapsed (callers filter), except where a method says otherwise.
 */

export interface ContainerRow {
  id: string;
  token_hash: string;
  active_account_id: string;
  created_at: Date;
  last_seen_at: Date;
  persistent: boolean;
  user_agent?: string | null;
  ip?: string | null;
}

/** A container seen from one of its member accounts (the account's browser session list). */
export interface AccountSessionRow {
  id: string;
  active_account_id: string;
  created_at: Date;
  last_seen_at: Date;
  /** Signed in with "keep me signed in" (the longer lifetimes). */
  persistent: boolean;
  user_agent: string | null;
  ip: string | null;
  signed_in_at: Date;
  expires_at: Date;
}

export interface MemberRow {
  container_id: string;
  account_id: string;
  auth_method: string;
  signed_in_at: Date;
  auth_time: Date;
  expires_at: Date;
}

export interface NewMember {
  accountId: string;
  authMethod: string;
  signedInAt: Date;
  authTime: Date;
  expiresAt: Date;
}

export interface SessionStore {
  /** The container with this token hash; undefined when none. */
  findContainerByTokenHash(tokenHash: string): Promise<ContainerRow | undefined>;

  /** The container; undefined when none. */
  findContainer(id: string): Promise<ContainerRow | undefined>;

  /** The container's members, lapsed or not, earliest sign-in first; [] for an unknown container. */
  members(containerId: string): Promise<MemberRow[]>;

  /** One member of the container; undefined when the account is not signed in there. */
  member(containerId: string, accountId: string): Promise<MemberRow | undefined>;

  /**
   * Creates a container with these members (`activeAccountId` among them; created_at and
   * last_seen_at `now`), atomically, and returns its new id. A token hash already in use is
   * a unique violation: the call rejects.
   */
  createContainer(input: { tokenHash: string; activeAccountId: string; persistent: boolean; now: Date; members: NewMember[] }): Promise<string>;

  /** Deletes the container and its members; an unknown id deletes nothing. */
  deleteContainer(id: string): Promise<void>;

  /** Sets last_seen_at. */
  touch(id: string, now: Date): Promise<void>;

  /** Makes the account the active one of the container (the caller checks it is a member). */
  setActive(id: string, accountId: string): Promise<void>;

  /** Signs the account out of the container; the container itself stays, even when emptied. */
  removeMember(containerId: string, accountId: string): Promise<void>;

  /** Removes the container's members whose sign-in expired at or before `now`. */
  removeExpiredMembers(containerId: string, now: Date): Promise<void>;

  /** Ids of the containers (other than `keepContainerId`) in which the account is a member, lapsed or not. */
  containersOfAccount(accountId: string, keepContainerId: string | null): Promise<string[]>;

  /** The active account of the container; undefined for an unknown container. */
  activeAccountOf(containerId: string): Promise<string | undefined>;

  /**
   * Deletes member sign-ins that expired at or before `now`, then containers idle since before
   * their limit (`remembered` for persistent ones, `browserSession` otherwise) and containers
   * left without members. Returns how many containers went.
   */
  purgeExpired(idleBefore: { browserSession: Date; remembered: Date }, now: Date): Promise<number>;

  /** Where the browser that created the container signed in from (shown in session lists). */
  recordClient(id: string, client: { userAgent: string | null; ip: string | null }): Promise<void>;

  /** The containers in which the account is a member, with its own sign-in times, most recently used first. Lapsed ones included. */
  sessionsOfAccount(accountId: string): Promise<AccountSessionRow[]>;
}
