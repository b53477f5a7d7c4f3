/** The OAuth token store: authorization codes and access/refresh tokens, kept as sha256 hex. */

export interface OAuthCodeRow {
  id: string;
  code_hash: string;
  client_id: string;
  account_id: string;
  redirect_uri: string;
  scope: string;
  /** The resources the code is for, space-separated (resources.ts). */
  resource: string | null;
  code_challenge: string | null;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

export interface OAuthTokenRow {
  id: string;
  kind: 'access' | 'refresh';
  token_hash: string;
  /** One authorization (a code or a device approval); every rotation of its refresh token stays in it. */
  family_id: string;
  /** The authorization code the family started from, if any. */
  code_id: string | null;
  client_id: string;
  account_id: string;
  scope: string;
  resource: string | null;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
}

/**
 * Lookups return rows whatever their state (expired, used, rotated, revoked): the grants
 * decide what each state means. Every "mark" method changes only rows not yet marked, so it
 * never moves an earlier time.
 */
export interface OAuthTokenStore {
  /** Stores a code; rejects when its hash is already stored (unique violation). */
  insertCode(row: OAuthCodeRow): Promise<void>;
  /** The code with this hash, or null. */
  findCode(codeHash: string): Promise<OAuthCodeRow | null>;
  /**
   * Marks the code used at `now`; false when it was used already or does not exist. Atomic:
   * of two concurrent calls for one code exactly one gets true.
   */
  consumeCode(id: string, now: Date): Promise<boolean>;
  /** Stores the tokens, all or none; rejects when a token hash is already stored (unique violation). */
  insertTokens(rows: OAuthTokenRow[]): Promise<void>;
  /** The token (access or refresh) with this hash, or null. */
  findToken(tokenHash: string): Promise<OAuthTokenRow | null>;
  /**
   * Marks a refresh token rotated at `now`; false when it was rotated or revoked already, or
   * does not exist. Atomic: of two concurrent calls exactly one gets true.
   */
  rotate(id: string, now: Date): Promise<boolean>;
  /** Revokes every token of the family that is not revoked yet. */
  revokeFamily(familyId: string, now: Date): Promise<void>;
  /** Revokes every token issued from the authorization code (its whole family line) not revoked yet. */
  revokeByCode(codeId: string, now: Date): Promise<void>;
  /** Revokes one token, unless it is revoked already or unknown. */
  revoke(id: string, now: Date): Promise<void>;
}
