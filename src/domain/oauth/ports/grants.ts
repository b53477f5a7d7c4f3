/** The OAuth grant store: one grant per (account, client), what the account consented to. */

export interface OAuthGrantRow {
  account_id: string;
  client_id: string;
  scope: string;
  /** The context the client's tokens act in when it is still readable; null: the private context. */
  default_context_id: string | null;
  /** What the user consented to (authorization-service.ts clientFingerprint): a change re-notifies. */
  client_fingerprint: string;
  /** MCP tool groups its tokens see, comma-separated in catalogue order (core/tool-group-choice.ts); null or absent: all. */
  mcp_tool_groups?: string | null;
  created_at: Date;
  updated_at: Date;
  issued_at: Date;
}

/** A grant with the name of its client, as the account's list shows it. */
export type OAuthGrantWithClient = OAuthGrantRow & { client_name: string };

export interface OAuthGrantStore {
  /** The grant of (account, client), or null. */
  find(accountId: string, clientId: string): Promise<OAuthGrantRow | null>;
  /**
   * Inserts the grant; when (account, client) has one already, replaces only its scope,
   * client_fingerprint, updated_at and issued_at (created_at and default_context_id stay).
   * Never reports a conflict.
   */
  upsert(row: OAuthGrantRow): Promise<void>;
  /** The account's grants with their clients' names, most recently issued first; [] when none. */
  listWithClients(accountId: string): Promise<OAuthGrantWithClient[]>;
  /** Sets the grant's default context (null clears it) and updated_at; false when there is no such grant. */
  setDefaultContext(accountId: string, clientId: string, contextId: string | null, now: Date): Promise<boolean>;
  /** Sets the grant's MCP tool groups column (null: every group) and updated_at; false when there is no such grant. */
  setToolGroups(accountId: string, clientId: string, toolGroups: string | null, now: Date): Promise<boolean>;
  /**
   * Deletes the grant and makes everything issued under it unusable, atomically: its
   * access and refresh tokens are revoked, its unused authorization codes are marked used
   * and its approved device codes not yet exchanged are denied. Other accounts' and other
   * clients' rows are untouched. False (and nothing changed) when there was no grant.
   */
  revokeGrant(accountId: string, clientId: string, now: Date): Promise<boolean>;
}
