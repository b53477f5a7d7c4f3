/** Storage port of contexts and the facts their access rules read (memberships, identity links). */

export type ContextKind = 'private' | 'workspace' | 'local';

/** A workspace member's role as stored (contexts map it to viewer / editor / owner). */
export type WorkspaceMemberRole = 'owner' | 'admin' | 'member' | 'viewer';

/** One row of `contexts`. */
export interface ContextRecord {
  id: string;
  kind: ContextKind;
  name: string;
  /** The owning account of a private context; null for the others. */
  owner_account_id: string | null;
  /** The workspace of a workspace context; null for the others. */
  workspace_id: string | null;
}

/** Which contexts may be readable by a caller (the access rules then decide per context). */
export interface ContextCandidateQuery {
  /** Private contexts owned by any of these accounts (the caller's identity link set). */
  privateOwners: string[];
  /** Workspace contexts of every workspace this account is a member of; null for none. */
  memberAccountId: string | null;
  /** One more context by id (the context `memplat mcp --context` points at); null for none. */
  alsoId: string | null;
}

export interface ContextStore {
  /** The context, or undefined when none has this id. `id` must be a UUID (callers check foreign input first). */
  find(id: string): Promise<ContextRecord | undefined>;

  /**
   * The id of the account's private context, creating it (named "Private") when the account has
   * none. Safe under concurrency: two callers at once get the same id, never two contexts.
   */
  privateContextOf(accountId: string): Promise<string>;

  /**
   * The accounts of the identity link set `accountId` belongs to, itself included; an empty list
   * when the account is in no link set. Order is unspecified.
   */
  linkedAccounts(accountId: string): Promise<string[]>;

  /** The account's role in the workspace, or undefined when it is not a member. */
  workspaceRole(workspaceId: string, accountId: string): Promise<WorkspaceMemberRole | undefined>;

  /**
   * The local context and every context `query` names, each once: the local context first,
   * then by creation time and id. Contexts that do not exist are simply absent.
   */
  candidates(query: ContextCandidateQuery): Promise<ContextRecord[]>;
}
