/** Storage port of API keys. Only the sha256 of a key is ever stored. */

/** One key as stored, without its digest. Timestamps as the database driver returns them. */
export interface ApiKeyRecord {
  id: string;
  name: string;
  display_prefix: string;
  /** The owning account; null for a key of the local context (the machine's owner). */
  account_id: string | null;
  context_id: string;
  user_id: string;
  /** MCP tool groups the key is limited to, comma-separated; null: every group the server offers. */
  mcp_tool_groups: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface NewApiKey {
  id: string;
  name: string;
  /** sha256 hex of the whole key. */
  keyHash: string;
  displayPrefix: string;
  accountId: string | null;
  contextId: string;
  userId: string;
  /** MCP tool groups the key is limited to, comma-separated; null: every group. */
  mcpToolGroups: string | null;
}

/** Which owner a revocation by name means: an account (by login id or email), or the local keys. */
export interface ApiKeyOwnerFilter {
  accountLoginId?: string;
  local?: boolean;
}

export interface ApiKeyStore {
  /**
   * The id of the account whose login id equals `loginOrEmail`, or whose email equals it ignoring
   * case; undefined when there is none.
   */
  accountIdByLogin(loginOrEmail: string): Promise<string | undefined>;

  /**
   * Inserts the key unless its owner (an account, or the local context when `accountId` is null)
   * already has an active (unrevoked) key of that name: then nothing is written and the answer is
   * null, also when a concurrent insert took the name first (the unique index decides).
   * Revoked keys never block a name. Returns the stored record.
   */
  insertUnlessNameTaken(key: NewApiKey): Promise<ApiKeyRecord | null>;

  /** The account's active keys, oldest first, then by name. Revoked keys are not listed. */
  listActiveOfAccount(accountId: string): Promise<ApiKeyRecord[]>;

  /**
   * Every key, revoked ones included, oldest first then by name, with the login id (or else the
   * email) of the owning account; null for keys of the local context.
   */
  listAll(): Promise<Array<ApiKeyRecord & { account_login_id: string | null }>>;

  /**
   * Active keys named `name`, of the owner `owner` names (any owner when undefined), with the
   * owner's login id or email (null: local context). Order is unspecified.
   */
  activeNamed(name: string, owner?: ApiKeyOwnerFilter): Promise<Array<{ id: string; owner: string | null }>>;

  /** Revokes the key now; the revoked record, or null when it does not exist or was already revoked. */
  revoke(id: string): Promise<ApiKeyRecord | null>;

  /** Revokes the account's active key of that name; the revoked record, or null when there is none. */
  revokeActiveOfAccount(accountId: string, name: string): Promise<ApiKeyRecord | null>;

  /** Which of these ids are revoked keys (unknown ids are not listed). */
  revokedAmong(ids: string[]): Promise<string[]>;

  /** The key whose digest is `keyHash`, revoked or not; undefined when none. */
  findByHash(keyHash: string): Promise<ApiKeyRecord | undefined>;

  /** Sets the key's last use to now. */
  touchLastUsed(id: string): Promise<void>;
}
